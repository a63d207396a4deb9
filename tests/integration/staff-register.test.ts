import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outcome, text } from "./support/content";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite } from "./support/staff";

/**
 * The office's own register file, in the back office (issue 34): checked as
 * the import checks it, previewed, published by a publisher, and then what
 * readers see, with the illustrative sample's labels gone.
 */
let site: TestSite;
let staffBase: string;
const sample = readFileSync("data/nsr-summary-by-lga.sample.csv", "utf8");

async function person(roles: string[]) {
  const signedIn = await signedInStaff(site, staffBase, roles);
  await signedIn.browser.get("/staff/register");
  return signedIn;
}

/** The sample with every LGA's households raised by one, and the national total to match. */
function officeFile(): string {
  const [header, total, ...lines] = sample.trim().split("\n");
  const raised = lines.map((line) => {
    const cells = line.split(",");
    cells[2] = String(Number(cells[2]) + 1);
    return cells.join(",");
  });
  const totalCells = total!.split(",");
  totalCells[2] = String(Number(totalCells[2]) + raised.length);
  return [header, totalCells.join(","), ...raised].join("\n") + "\n";
}

const fields = (csrf: string) => ({ csrf, source: "National Social Register, NASSCO", as_at: "2026-10-31" });

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe("the register's file in the back office", () => {
  it("refuses a file the import would refuse, saying where, and stores nothing", async () => {
    const { browser } = await person(["publisher"]);
    const before = await site.count("SELECT count(*) FROM register_upload");
    const broken = sample.replace(/\nAbia,Aba North,(\d+)/, "\nAbia,Aba North,many");
    const refused = await browser.postFile("/staff/register", fields(browser.csrf!), {
      name: "lgas.csv",
      type: "text/csv",
      content: broken,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/Line 3: HOUSEHOLDS must be a whole number/);
    expect(refused.text).toContain('value="National Social Register, NASSCO"');
    const latin1 = await browser.postFile("/staff/register", fields(browser.csrf!), {
      name: "lgas.csv",
      type: "text/csv",
      content: new Uint8Array([0x53, 0x54, 0x41, 0x54, 0x45, 0xe9, 0x0a]),
    });
    expect(latin1.status).toBe(400);
    expect(latin1.text).toContain("The file is not UTF-8 text");
    const none = await browser.postFile("/staff/register", { ...fields(browser.csrf!), as_at: "31/10/2026" }, null);
    expect(none.status).toBe(400);
    expect(none.text).toContain("Choose the LGA summary file");
    expect(none.text).toContain("Write the date the figures describe");
    const huge = await browser.postFile("/staff/register", fields(browser.csrf!), {
      name: "lgas.csv",
      type: "text/csv",
      content: "x".repeat(2_200_000),
    });
    expect(huge.status).toBe(413);
    // The part of the body never read closes its connection: the next post is answered, not left waiting (408).
    for (let again = 0; again < 3; again += 1) {
      expect(
        (await browser.postFile("/staff/register", fields(browser.csrf!), { name: "lgas.csv", type: "text/csv", content: broken })).status,
      ).toBe(400);
    }
    expect(await site.count("SELECT count(*) FROM register_upload")).toBe(before);
  });

  it("shows what a file would change, and publishes it: readers see the office's figures, no longer illustrative", async () => {
    const { name, browser } = await person(["publisher"]);
    const file = officeFile();
    const checked = await browser.postFile("/staff/register", fields(browser.csrf!), { name: "lgas.csv", type: "text/csv", content: file });
    expect(checked.status).toBe(303);
    const preview = await browser.get(checked.location!.replace(/#.*/, ""));
    expect(preview.text).toContain("What the file would change");
    expect(preview.text).toContain("8,352,252");
    expect(preview.text).toContain("The largest changes in households");
    const lgaPage = "/where-we-work/nsr-summary-by-lga";
    expect((await text(site.app, lgaPage)).body).toContain("Illustrative figures, as at");
    const fileId = /name="file" value="(\d+)"/.exec(preview.text)![1]!;
    const published = await browser.post("/staff/register", { csrf: browser.csrf!, intent: "publish", file: fileId });
    expect(published.status).toBe(303);
    const { rows } = await site.db.query<{ illustrative: boolean; source: string; households: number }>(
      "SELECT d.illustrative, d.source, s.households FROM lga_dataset d, lga_summary s WHERE s.is_total",
    );
    expect(rows).toEqual([{ illustrative: false, source: "National Social Register, NASSCO", households: 8_352_252 + 774 }]);
    const page = (await text(site.app, lgaPage)).body;
    expect(page).toContain("8,353,026");
    expect(page).not.toContain("Illustrative figures");
    expect(page.replace(/<!-- -->/g, "")).toContain("Figures as at October 2026, from National Social Register, NASSCO.");
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'register published' AND actor = $1", [name])).toBe(1);
    expect((await browser.post("/staff/register", { csrf: browser.csrf!, intent: "publish", file: fileId })).status).toBe(409);
  });

  it("is a publisher's, in the database too", async () => {
    const { browser } = await person(["editor"]);
    expect((await browser.get("/staff/register")).status).toBe(403);
    const token = browser.tokenHash();
    expect(await outcome(site.officeDatabaseUrl, "SELECT staff_register_stage($1, 'x', 'y', '2026-01-01')", [token])).toBe("42501");
    expect(
      await outcome(site.officeDatabaseUrl, "SELECT staff_register_publish($1, 1, 'x', '{}', '{}', '{}', '{}', '{}', '{}', '{}')", [token]),
    ).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "SELECT count(*) FROM register_upload")).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "DELETE FROM lga_summary")).toBe("42501");
  });
});
