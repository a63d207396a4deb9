import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * A CSV of payment windows in the back office (decision 0108, slice 2): every
 * mistake of the file or the post is a 4xx that names it and keeps nothing;
 * a file changed between its preview and its sending is refused; and a
 * file of a whole state's cycle goes for review as one upload.
 */
let site: TestSite;
let staffBase: string;

const HEADER =
  "id,programme,year,tranche,state,lgas,opens_on,closes_on,amount_naira,by_bank,by_wallet,at_pay_points,pay_points,pause_reason,source,checked_on";
const row = (lga: string, year = 2098) => `,cash-transfer,${year},2,Kebbi,${lga},2098-05-04,2098-05-15,25000,no,yes,no,,,NCTO,2026-11-28`;
const csv = (rows: string[]) => ({ name: "windows.csv", type: "text/csv", content: [HEADER, ...rows].join("\n") + "\n" });
const kept = () =>
  site.count(
    "SELECT (SELECT count(*) FROM payment_window_batch) + (SELECT count(*) FROM content_draft WHERE collection = 'payment_window')",
  );

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("a file of payment windows in the back office", () => {
  it("refuses each bad file or post with a 4xx that says why, and keeps nothing", async () => {
    const { browser } = await signedInStaff(site, staffBase, ["editor"]);
    await browser.get("/staff/payments");
    const before = await kept();
    const post = (fields: Record<string, string>, file: Parameters<typeof browser.postFile>[2]) =>
      browser.postFile("/staff/payments", { csrf: browser.csrf!, ...fields }, file);

    const none = await post({ intent: "check" }, null);
    expect(none.status).toBe(400);
    expect(none.text).toContain("Choose the file of windows (CSV)");
    const latin1 = await post({ intent: "check" }, { name: "w.csv", type: "text/csv", content: new Uint8Array([0x69, 0x64, 0xe9, 0x0a]) });
    expect(latin1.status).toBe(400);
    expect(latin1.text).toContain("The file is not UTF-8 text");
    const huge = await post({ intent: "check" }, { name: "w.csv", type: "text/csv", content: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
    const wrong = await post(
      { intent: "check" },
      csv([row("Argungu"), row("Birnin Kebbi; Argungu").replace("2098-05-15", "2098-13-40"), row("Zuru, Kebbi")]),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Row 3, closes_on: Closes on must be a real date, written as 2026-11-25.");
    expect(wrong.text).toContain("Row 4: it has 17 cells where the header has 16 columns.");
    const unknown = await post({ intent: "check" }, csv([row("Argungu"), row("Argungu")]));
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain("Row 3: it is the window of row 2 (kebbi-2098-2-argungu) again.");
    const notThere = await post({ intent: "check" }, csv([`no-such-window${row("Argungu")}`]));
    expect(notThere.status).toBe(400);
    expect(notThere.text).toContain("Row 2, id: there is no window no-such-window.");
    // The database's own checks come back by row: a window of more than 120 days.
    const long = await post({ intent: "check" }, csv([row("Argungu").replace("2098-05-15", "2098-12-31")]));
    expect(long.status).toBe(400);
    expect(long.text).toMatch(/Row 2, closes_on: Closes on is not accepted here/);
    const stale = await post({ intent: "submit", file_text: [HEADER, row("Argungu")].join("\n"), sha256: "0".repeat(64) }, null);
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("The file is not the one previewed.");
    const nonsense = await post({ intent: "nonsense" }, null);
    expect(nonsense.status).toBe(400);
    expect(await kept()).toBe(before);
  });

  it("checks a state's cycle without keeping it, then sends it for review as one upload of one draft a window", async () => {
    const { browser } = await signedInStaff(site, staffBase, ["editor"]);
    await browser.get("/staff/payments");
    const lgas = ["Aleiro", "Arewa Dandi", "Argungu", "Augie", "Bagudo", "Birnin Kebbi", "Bunza", "Dandi", "Fakai", "Gwandu"];
    const file = csv(lgas.map((lga) => row(lga, 2097)));
    const before = await kept();
    const checked = await browser.postFile("/staff/payments", { csrf: browser.csrf!, intent: "check" }, file);
    expect(checked.status).toBe(200);
    expect(checked.text).toContain("The file passed every check: 10 windows, 10 of them new.");
    expect(await kept()).toBe(before);
    const sha256 = /name="sha256" value="([0-9a-f]{64})"/.exec(checked.text)![1]!;
    const sent = await browser.post("/staff/payments", { csrf: browser.csrf!, intent: "submit", sha256, file_text: file.content });
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/staff\/payments\?batch=\d+&done=Sent%2010%20windows%20for%20review#batch$/);
    const drafts = await site.count(
      "SELECT count(*) FROM content_draft WHERE collection = 'payment_window' AND state = 'in_review' AND item_id LIKE 'kebbi-2097-2-%'",
    );
    expect(drafts).toBe(10);
    expect(await site.count("SELECT count(*) FROM payment_window WHERE id LIKE 'kebbi-2097-2-%'")).toBe(0);
  });
});
