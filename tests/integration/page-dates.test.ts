import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { format } from "../../app/i18n/format";
import { en } from "../../app/i18n/messages/en";
import { ha } from "../../app/i18n/messages/ha";
import { formatMonthDayYear } from "../../app/utils/format";
import { lagosToday } from "../../app/utils/lagos-time";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A page of content says when it last changed and, where the office set one, when it is next due
 * for review (issue 70), in the reader's language; the back office lists the pages past their
 * review day. The page's own row is changed as the office's publishing would change it.
 */
let site: TestSite;
let editor: StaffBrowser;

const PAGE = "/who-we-are/about-us";

const text = async (path: string) => {
  const response = await fetch(site.app.baseUrl + path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
};

/** The last change of the page a reader of `locale` is shown: its translation's own, or the English page's where it has none. */
async function changedOn(locale: "en" | "ha"): Promise<string> {
  const { rows } = await site.db.query<{ updated_at: Date }>(
    `SELECT coalesce((SELECT t.updated_at FROM content_page t WHERE t.translation_of = p.id AND t.locale = $2 AND t.status = 'published'),
                     p.updated_at) AS updated_at
     FROM content_page p WHERE p.path = $1 AND p.locale = 'en'`,
    [PAGE, locale],
  );
  return lagosToday(rows[0]!.updated_at);
}

beforeAll(async () => {
  let staffBase: string;
  ({ site, staffBase } = await startStaffTestSite({ PAGE_CACHE_SECONDS: "0" }));
  editor = (await signedInStaff(site, staffBase, ["editor"])).browser;
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("a content page's dates", () => {
  it("says when the page shown last changed, in the reader's language, and no review day the office did not set", async () => {
    const english = await text(PAGE);
    expect(english).toContain(format(en.pageDates.updated, { date: formatMonthDayYear(await changedOn("en"), "en") }));
    expect(english).not.toContain(en.pageDates.reviewBy.replace(" {date}", ""));
    const hausa = await text(`/ha${PAGE}`);
    expect(hausa).toContain(format(ha.pageDates.updated, { date: formatMonthDayYear(await changedOn("ha"), "ha") }));
  });

  it("gives the review day the office set, and lists the page in the back office once it has passed", async () => {
    expect((await editor.get("/staff/content")).text).toContain("No page is past the review date the office set for it.");
    await site.db.query("UPDATE content_page SET review_by = DATE '2026-01-15' WHERE path = $1 AND locale = 'en'", [PAGE]);
    expect(await text(PAGE)).toContain(format(en.pageDates.reviewBy, { date: formatMonthDayYear("2026-01-15", "en") }));
    // The translation's reader is told the English page's review day, in Hausa.
    expect(await text(`/ha${PAGE}`)).toContain(format(ha.pageDates.reviewBy, { date: formatMonthDayYear("2026-01-15", "ha") }));
    const office = (await editor.get("/staff/content")).text.replace(/<!-- -->/g, "");
    expect(office).toContain("Pages past their review date");
    expect(office).toMatch(new RegExp(`<a href="/staff/content/content_page/[^"]+">${PAGE}</a>: review was due January 15, 2026`));
    // A day still ahead is not listed.
    await site.db.query("UPDATE content_page SET review_by = current_date + 30 WHERE path = $1 AND locale = 'en'", [PAGE]);
    expect((await editor.get("/staff/content")).text).toContain("No page is past the review date the office set for it.");
  });
});
