import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { growData } from "../../scripts/data/grow";
import { plansDuring } from "./support/plans";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite, type StaffBrowser } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * The back office's list of a collection at scale (issue 47): 2,000 news
 * articles (and their translations) grown by the growth fixture, listed 50 at
 * a time by keyset, newest change first. Walking the pager lists every
 * English article once, with each filter; an edited address gives the first
 * page and a 400; and a page's statements read no table whole.
 */
let site: TestSite;
let staffBase: string;
let editor: StaffBrowser;

const ARTICLES = 2_000;
const LIST = "/staff/content/news_article";

const decode = (href: string) => href.replaceAll("&amp;", "&");

/** The ids of the list's rows (the table's body only: the page's other links are not items). */
function rowsOf(html: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/href="\/staff\/content\/news_article\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
}

/** The pager's link with this rel, if the page has one. */
function link(html: string, rel: "next" | "prev"): string | null {
  const match = new RegExp(`<a [^>]*href="([^"]*)"[^>]*rel="${rel}"`).exec(html);
  return match ? decode(match[1]!) : null;
}

/** Every row the list shows with these filters, following Next from the first page to the last. */
async function walk(query: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let path: string | null = `${LIST}?${query}`;
  let pages = 0;
  while (path !== null) {
    const page = await editor.get(path);
    expect(page.status, path).toBe(200);
    const rows = rowsOf(page.text);
    expect(rows.length, path).toBeLessThanOrEqual(50);
    ids.push(...rows);
    path = link(page.text, "next");
    if (path !== null) expect(path).toContain(query);
    pages += 1;
    expect(pages).toBeLessThan(100);
  }
  return { ids, pages };
}

const englishIds = async (where = "true") =>
  (await site.db.query<{ id: string }>(`SELECT id FROM news_article WHERE locale = 'en' AND ${where}`)).rows.map((row) => row.id).sort();

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite({ PAGE_CACHE_SECONDS: "0" }));
  await growData(site.databaseUrl, { articles: ARTICLES, requests: 0, subscribers: 0, pageViews: 0 });
  // Some of each filter's rows, more than a page of each: archived, from the spec, and with an open draft.
  await site.db.query(`UPDATE news_article SET status = 'archived' WHERE locale = 'en' AND id ~ '-1[0-9]{2}$'`);
  await site.db.query(
    `INSERT INTO content_draft (collection, item_id, proposed, created_by, updated_by)
     SELECT 'news_article', id, to_jsonb(t) - 'id', 'test', 'test' FROM news_article t WHERE locale = 'en' AND id ~ '-2[0-9]{2}$'`,
  );
  editor = (await signedInStaff(site, staffBase, ["editor"])).browser;
}, scaled(240_000));

afterAll(async () => {
  await site?.close();
});

describe("the list of a collection at 2,000 articles", () => {
  it("shows at most 50 rows a page, and walking Next lists every English article once", async () => {
    const first = await editor.get(LIST);
    expect(first.status).toBe(200);
    expect(rowsOf(first.text).length).toBe(50);
    const { ids, pages } = await walk("status=&provenance=");
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(await englishIds());
    expect(pages).toBeGreaterThan(ARTICLES / 50);
  });

  it("goes back with Previous to the same rows", async () => {
    const first = await editor.get(`${LIST}?status=live`);
    const second = await editor.get(link(first.text, "next")!);
    expect(link(second.text, "prev")).not.toBeNull();
    const back = await editor.get(link(second.text, "prev")!);
    expect(back.status).toBe(200);
    expect(rowsOf(back.text)).toEqual(rowsOf(first.text));
    expect(link(first.text, "prev")).toBeNull();
  });

  it("pages through each filter, every matching row once", async () => {
    for (const [query, where] of [
      ["status=archived&provenance=", "status = 'archived'"],
      ["status=drafted&provenance=", "id ~ '-2[0-9]{2}$'"],
      [
        "status=live&provenance=illustrative",
        "status = 'published' AND content_is_live(status, publish_at, unpublish_at) AND provenance = 'illustrative'",
      ],
      ["status=draft&provenance=spec", "status = 'draft' AND provenance = 'spec'"],
    ] as const) {
      const expected = await englishIds(where);
      const { ids } = await walk(query);
      expect(ids.sort(), query).toEqual(expected);
    }
  });

  it("answers an edited place in the list with the first page, a message and a 400", async () => {
    const first = await editor.get(LIST);
    for (const place of [
      "after=nonsense",
      "before=2026-13-45T99:00:00.000000Z_x",
      "after=2026-01-01T00:00:00.000000Z_' OR 1=1",
      "after=" + "9".repeat(500),
    ]) {
      const page = await editor.get(`${LIST}?${place}`);
      expect(page.status, place).toBe(400);
      expect(page.text).toContain("That place in the list is not one this page knows");
      expect(rowsOf(page.text), place).toEqual(rowsOf(first.text));
    }
  });

  it("reads no table whole: no Seq Scan on news_article in a page's plans", async () => {
    const { rows } = await site.db.query<{ key: string }>(
      "SELECT key FROM staff_content_page($1, 'news_article', 'title', '', '', NULL, NULL, 50) WHERE key IS NOT NULL",
      [editor.tokenHash()],
    );
    const last = rows.at(-1)!.key;
    const text = await plansDuring(site.databaseUrl, async (admin) => {
      for (const [status, after, before] of [
        ["", null, null],
        ["", last, null],
        ["", null, last],
        ["live", last, null],
        ["drafted", null, null],
        ["archived", last, null],
        ["draft", null, null],
      ] as const) {
        for (const provenance of ["", "spec", "illustrative"]) {
          await admin.query("SELECT * FROM staff_content_page($1, 'news_article', 'title', $2, $3, $4, $5, 50)", [
            editor.tokenHash(),
            status,
            provenance,
            after,
            before,
          ]);
        }
      }
    });
    expect(text).toContain("news_article_staff_order");
    expect(text).not.toMatch(/Seq Scan on news_article\b/);
  });
});
