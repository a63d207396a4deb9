import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOnEveryInstance, outcome, text } from "./support/content";
import type { TestSite } from "./support/site";
import { signedInStaff, startStaffTestSite } from "./support/staff";
import { scaled } from "../support/time-scale";

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

const [header, totalLine, ...lgaLines] = sample.trim().split(/\r?\n/);

/** The sample with every LGA's households raised by one and individuals by two, and the national total to match. */
function officeFile(): string {
  const raised = lgaLines.map((line) => {
    const cells = line.split(",");
    cells[2] = String(Number(cells[2]) + 1);
    cells[3] = String(Number(cells[3]) + 2);
    return cells.join(",");
  });
  const totalCells = totalLine!.split(",");
  totalCells[2] = String(Number(totalCells[2]) + raised.length);
  totalCells[3] = String(Number(totalCells[3]) + 2 * raised.length);
  return [header, totalCells.join(","), ...raised].join("\n") + "\n";
}

/** The sample with the first LGA's households raised by 1,500: the national total no longer agrees. */
function offTotalFile(): string {
  const cells = lgaLines[0]!.split(",");
  cells[2] = String(Number(cells[2]) + 1500);
  return [header, totalLine, cells.join(","), ...lgaLines.slice(1)].join("\n") + "\n";
}

const HEADER_LINE = "STATE,LGA,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE\n";
const fields = (csrf: string) => ({ csrf, source: "National Social Register, NASSCO", as_at: "2026-10-31" });

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
}, scaled(120_000));

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
    expect(refused.text).toMatch(/Row 3: HOUSEHOLDS must be a whole number/);
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

  it("lists every problem of a file at once, and refuses a national total the rows do not add up to", async () => {
    const { browser } = await person(["publisher"]);
    const before = await site.count("SELECT count(*) FROM register_upload");
    const rows = [...lgaLines];
    rows[0] = rows[0]!.replace(/^Abia,Aba North,\d+/, "Abia,Aba North,many");
    rows[4] = rows[4]!.replace(/^Abia,[^,]+,/, "Abia,,");
    rows[9] = rows[9]!.replace(/,\d+$/, ",12.5");
    const several = await browser.postFile("/staff/register", fields(browser.csrf!), {
      name: "lgas.csv",
      type: "text/csv",
      content: [header, totalLine, ...rows].join("\n") + "\n",
    });
    expect(several.status).toBe(400);
    expect(several.text).toContain("it has 3 problems, listed under the file field. Nothing has changed.");
    const listed = [...several.text.matchAll(/<li>(Row [^<]+)<\/li>/g)].map((match) => match[1]);
    expect(listed).toEqual([
      "Row 3: HOUSEHOLDS must be a whole number, not &quot;many&quot;.",
      "Row 7: the LGA is empty. Only the national total row may leave STATE and LGA blank.",
      "Row 12: FEMALE must be a whole number, not &quot;12.5&quot;.",
    ]);

    const offTotal = await browser.postFile("/staff/register", fields(browser.csrf!), {
      name: "lgas.csv",
      type: "text/csv",
      content: offTotalFile(),
    });
    expect(offTotal.status).toBe(400);
    expect(offTotal.text).toContain(
      "Row 2: the national total gives 8,352,252 for HOUSEHOLDS, but the LGA rows add up to 8,353,752. Correct the total or the rows so that they agree.",
    );

    const awful = HEADER_LINE + Array.from({ length: 80 }, () => "Abia,Aba North,x,4,2,2\n").join("");
    const capped = await browser.postFile("/staff/register", fields(browser.csrf!), { name: "lgas.csv", type: "text/csv", content: awful });
    expect(capped.status).toBe(400);
    expect(capped.text).toContain("it has 80 problems");
    expect([...capped.text.matchAll(/<li>Row /g)]).toHaveLength(50);
    expect(capped.text).toContain("And 30 more not listed.");
    expect(await site.count("SELECT count(*) FROM register_upload")).toBe(before);
  });

  it("refuses a state or an LGA not on the register's list, each by its row with the nearest name, and stores nothing", async () => {
    const { browser } = await person(["publisher"]);
    const before = await site.count("SELECT count(*) FROM register_upload");
    // The office's slip: one row's Abia typed as "Kanoo", another's LGA misspelt, a third LGA made up.
    const rows = [...lgaLines];
    rows[0] = rows[0]!.replace(/^Abia,/, "Kanoo,");
    rows[2] = rows[2]!.replace(/^Abia,Arochukwu,/, "Abia,Arochukwo,");
    rows[4] = rows[4]!.replace(/^Abia,[^,]+,/, "Abia,Aba Central,");
    const refused = await browser.postFile("/staff/register", fields(browser.csrf!), {
      name: "lgas.csv",
      type: "text/csv",
      content: [header, totalLine, ...rows].join("\n") + "\n",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("it has 3 problems, listed under the file field. Nothing has changed.");
    const listed = [...refused.text.matchAll(/<li>(Row [^<]+)<\/li>/g)].map((match) => match[1]);
    expect(listed).toEqual([
      "Row 3: &quot;Kanoo&quot; is not one of the 36 states and the FCT. Did you mean &quot;Kano&quot;?",
      "Row 5: &quot;Arochukwo&quot; is not an LGA of Abia in the register&#x27;s list. Did you mean &quot;Arochukwu&quot;? If it is a new or renamed LGA, an administrator adds it to the list first.",
      expect.stringMatching(/^Row 7: &quot;Aba Central&quot; is not an LGA of Abia in the register&#x27;s list\./),
    ]);
    expect(refused.text).not.toContain("Publish these figures");
    // A publisher who is not an administrator is not offered to add an LGA, and may not.
    expect(refused.text).not.toContain("Add the ticked LGAs to the register");
    const added = await browser.post("/staff/register", {
      csrf: browser.csrf!,
      intent: "add-lgas",
      lga: JSON.stringify(["Abia", "Aba Central"]),
    });
    expect(added.status).toBe(403);
    expect(await site.count("SELECT count(*) FROM register_upload")).toBe(before);
    expect(await site.count("SELECT count(*) FROM register_lga_added")).toBe(0);
    expect(await site.count("SELECT count(*) FROM lga_summary WHERE state = 'Kanoo'")).toBe(0);
  });

  it("takes a new or renamed LGA an administrator adds to the list, under their name, and then the file", async () => {
    const { name, browser } = await person(["publisher", "admin"]);
    const renamed = [...lgaLines];
    renamed[5] = renamed[5]!.replace(/^Abia,[^,]+,/, "Abia,Umuahia Central,");
    const file = [header, totalLine, ...renamed].join("\n") + "\n";
    const refused = await browser.postFile("/staff/register", fields(browser.csrf!), { name: "lgas.csv", type: "text/csv", content: file });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Row 8: &quot;Umuahia Central&quot; is not an LGA of Abia in the register&#x27;s list.");
    expect(refused.text).toContain("Add the ticked LGAs to the register");
    const offered = /name="lga" value="([^"]+)"/.exec(refused.text)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(offered)).toEqual(["Abia", "Umuahia Central"]);

    const none = await browser.post("/staff/register", { csrf: browser.csrf!, intent: "add-lgas", offered });
    expect(none.status).toBe(400);
    expect(none.text).toContain("Tick each LGA that is new or renamed");
    const notAState = await browser.post("/staff/register", {
      csrf: browser.csrf!,
      intent: "add-lgas",
      lga: JSON.stringify(["Kanoo", "Dala"]),
    });
    expect(notAState.status).toBe(400);
    expect(await site.count("SELECT count(*) FROM register_lga_added")).toBe(0);

    const added = await browser.post("/staff/register", { csrf: browser.csrf!, intent: "add-lgas", offered, lga: offered });
    expect(added.status).toBe(303);
    expect((await browser.get(added.location!.replace(/#.*/, ""))).text).toContain("1 LGA added to the register&#x27;s list");
    expect((await site.db.query("SELECT state, lga, added_by FROM register_lga_added")).rows).toEqual([
      { state: "Abia", lga: "Umuahia Central", added_by: name },
    ]);
    expect(
      await site.count(
        "SELECT count(*) FROM audit_log WHERE action = 'register LGA added' AND actor = $1 AND after->>'lga' = 'Umuahia Central'",
        [name],
      ),
    ).toBe(1);
    const checked = await browser.postFile("/staff/register", fields(browser.csrf!), { name: "lgas.csv", type: "text/csv", content: file });
    expect(checked.status).toBe(303);
    expect((await browser.get(checked.location!.replace(/#.*/, ""))).text).toContain("Publish these figures");
  });

  it("answers a file kept from before a check was added, which no longer passes, with its problem and no publish button", async () => {
    const { browser } = await person(["publisher"]);
    const client = new pg.Client({ connectionString: site.officeDatabaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ id: string }>("SELECT staff_register_stage($1, $2, 'Old upload', '2026-10-31') AS id", [browser.tokenHash(), offTotalFile()])
      .finally(() => client.end());
    const preview = await browser.get(`/staff/register?file=${rows[0]!.id}`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("This file no longer passes the checks, so it cannot be published");
    expect(preview.text).toContain("but the LGA rows add up to 8,353,752");
    expect(preview.text).not.toContain("Publish these figures");
    const refused = await browser.post("/staff/register", { csrf: browser.csrf!, intent: "publish", file: rows[0]!.id });
    expect(refused.status).toBe(409);
  });

  it("lists every problem of a kept file with a state not on the list, offers no publish button, and never publishes it", async () => {
    const { browser } = await person(["publisher"]);
    const kanoo = sample.replace("\nAbia,Aba North,", "\nKanoo,Aba North,").replace("\nAbia,Bende,", "\nAbia,Bendel,");
    const client = new pg.Client({ connectionString: site.officeDatabaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ id: string }>("SELECT staff_register_stage($1, $2, 'Old upload', '2026-10-31') AS id", [browser.tokenHash(), kanoo])
      .finally(() => client.end());
    const preview = await browser.get(`/staff/register?file=${rows[0]!.id}`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("This file no longer passes the checks, so it cannot be published");
    const listed = [...preview.text.matchAll(/<li>(Row [^<]+)<\/li>/g)].map((match) => match[1]);
    expect(listed).toEqual([
      "Row 3: &quot;Kanoo&quot; is not one of the 36 states and the FCT. Did you mean &quot;Kano&quot;?",
      expect.stringMatching(/^Row 6: &quot;Bendel&quot; is not an LGA of Abia/),
    ]);
    expect(preview.text).not.toContain("Publish these figures");
    expect((await browser.post("/staff/register", { csrf: browser.csrf!, intent: "publish", file: rows[0]!.id })).status).toBe(409);
    expect(await site.count("SELECT count(*) FROM lga_summary WHERE state = 'Kanoo'")).toBe(0);
  });

  it("shows what a file would change, and publishes it: readers see the office's figures, no longer illustrative", async () => {
    const { name, browser } = await person(["publisher"]);
    const file = officeFile();
    const checked = await browser.postFile("/staff/register", fields(browser.csrf!), { name: "lgas.csv", type: "text/csv", content: file });
    expect(checked.status).toBe(303);
    const preview = await browser.get(checked.location!.replace(/#.*/, ""));
    expect(preview.text).toContain("What the file would change");
    expect(preview.text).toContain("8,352,252");
    expect(preview.text).toContain("The largest changes by LGA, every column");
    // Every column is compared: the individuals changed in every LGA, the male counts in none.
    expect(preview.text).toMatch(
      new RegExp(`<th scope="row">INDIVIDUALS</th><td>35,448,474</td><td>[\\d,]+</td><td>${lgaLines.length}</td>`),
    );
    expect(preview.text).toContain('<th scope="row">MALE</th><td>17,367,501</td><td>17,367,501</td><td>0</td>');
    const lgaPage = "/where-we-work/nsr-summary-by-lga";
    expect((await text(site.app, lgaPage)).body).toContain("Illustrative figures, as at");
    const fileId = /name="file" value="(\d+)"/.exec(preview.text)![1]!;
    const published = await browser.post("/staff/register", { csrf: browser.csrf!, intent: "publish", file: fileId });
    expect(published.status).toBe(303);
    const { rows } = await site.db.query<{ illustrative: boolean; source: string; households: number }>(
      "SELECT d.illustrative, d.source, s.households FROM lga_dataset d, lga_summary s WHERE s.is_total",
    );
    expect(rows).toEqual([{ illustrative: false, source: "National Social Register, NASSCO", households: 8_352_252 + lgaLines.length }]);
    // The publish reaches readers within seconds (each instance's page cache empties on the announcement), not at once.
    await expectOnEveryInstance([site.app], async (app) => (await text(app, lgaPage)).body.includes("Illustrative figures"), false);
    const page = (await text(site.app, lgaPage)).body;
    expect(page).toContain((8_352_252 + lgaLines.length).toLocaleString("en-GB"));
    expect(page).not.toContain("Illustrative figures");
    expect(page.replace(/<!-- -->/g, "")).toContain("Figures as at October 2026, from National Social Register, NASSCO.");
    // The files lose the sample's name and STATUS column: the office's own names and columns, linked so.
    expect(page).toContain('href="/where-we-work/nsr-summary-by-lga.csv"');
    expect(page).not.toContain("-illustrative.csv");
    const csv = await fetch(`${site.app.baseUrl}/where-we-work/nsr-summary-by-lga.csv`);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="nsr-summary-by-lga.csv"');
    const [csvHeader, csvTotal] = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(csvHeader).toBe("STATE,LGA,HOUSEHOLDS,INDIVIDUALS,MALE,FEMALE");
    expect(csvTotal).toMatch(/^Nigeria \(total\),,\d+,\d+,\d+,\d+$/);
    const old = await text(site.app, "/where-we-work/nsr-summary-by-state-illustrative.csv");
    expect(old.status).toBe(302);
    const coverage = (await text(site.app, "/nsr/nsr-coverage-across-nigeria")).body;
    expect(coverage).not.toContain("Illustrative figures, not the register");
    expect(coverage).toContain('href="/where-we-work/nsr-summary-by-state.csv"');
    const metadata = (await (await fetch(`${site.app.baseUrl}/where-we-work/nsr-summary-metadata.json`)).json()) as {
      tables: { url: string; tableSchema: { columns: { titles: string }[] } }[];
    };
    expect(metadata.tables.map((table) => new URL(table.url).pathname)).toEqual([
      "/where-we-work/nsr-summary-by-lga.csv",
      "/where-we-work/nsr-summary-by-state.csv",
    ]);
    expect(metadata.tables[0]!.tableSchema.columns.map((column) => column.titles)).not.toContain("STATUS");
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

  it("adds an LGA to the list only for an administrator, and keeps every state of the table on the list, in the database too", async () => {
    const { browser } = await person(["publisher"]);
    const token = browser.tokenHash();
    expect(await outcome(site.officeDatabaseUrl, "SELECT staff_register_add_lgas($1, '{Abia}', '{Somewhere}')", [token])).toBe("42501");
    expect(await outcome(site.appDatabaseUrl, "SELECT state, lga FROM register_lga_added")).toBe("42501");
    expect(await outcome(site.officeDatabaseUrl, "SELECT added_by FROM register_lga_added")).toBe("42501");
    expect(await outcome(site.officeDatabaseUrl, "INSERT INTO register_lga_added (state, lga, added_by) VALUES ('Abia', 'x', 'y')")).toBe(
      "42501",
    );
    // Not even the owner may give the table a state the register does not have.
    await expect(
      site.db.query(
        "INSERT INTO lga_summary (position, state, lga, households, individuals, male, female) VALUES (9999, 'Kanoo', 'Dala', 1, 1, 1, 1)",
      ),
    ).rejects.toMatchObject({ code: "23503" });
  });
});
