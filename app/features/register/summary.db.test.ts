import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LGA_SAMPLE } from "~/content/register-sample";
import { parseLgaCsv } from "~/features/register/import.server";
import type { LgaView } from "~/features/register/view";
import { parseLgaView } from "~/features/register/view.server";
import { queryLgaTable, queryStateSummary, searchPattern } from "~/features/register/summary.server";

const view = (search = ""): LgaView => parseLgaView(new URLSearchParams(search));
/** The sample's LGA rows: an LGA listed under two spellings is two rows. */
const ROWS = parseLgaCsv(readFileSync(LGA_SAMPLE.file, "utf8")).filter((row) => !row.isTotal).length;

describe("queryLgaTable on the seeded sample", () => {
  it("returns the dataset, the national total and the first page in file order", async () => {
    const table = await queryLgaTable(view());
    expect(table.dataset).toMatchObject({ illustrative: true, asAt: "2021-05-31" });
    expect(table.total).toEqual({ households: 8_352_252, individuals: 35_448_474, male: 17_367_501, female: 18_080_973 });
    expect(table.matches).toBe(ROWS);
    expect(table.rows).toHaveLength(20);
    expect(table.rows[0]).toMatchObject({ state: "Abia", lga: "Aba North" });
  });

  it("searches any column case-insensitively, digits of counts included", async () => {
    const kano = await queryLgaTable(view("q=KANO&size=all"));
    expect(kano.matches).toBeGreaterThanOrEqual(44);
    for (const row of kano.rows) expect(`${row.state} ${row.lga}`.toLowerCase()).toContain("kano");

    const any = (await queryLgaTable(view("size=all"))).rows[100]!;
    const digits = String(any.individuals).slice(1, 5);
    const byDigits = await queryLgaTable(view(`q=${digits}&size=all`));
    expect(byDigits.rows.map((r) => r.id)).toContain(any.id);
    const withCommas = await queryLgaTable(view(`q=${encodeURIComponent(any.households.toLocaleString("en-GB"))}&size=all`));
    expect(withCommas.rows.map((r) => r.id)).toContain(any.id);
  });

  it("counts the LGAs its rows hold, an LGA the file spells two ways once", async () => {
    const all = await queryLgaTable(view("size=all"));
    const keys = new Set(all.rows.map((row) => `${row.state}/${row.lga.toLowerCase().replace(/[\s\p{P}]+/gu, "")}`));
    expect(all.lgas).toBe(keys.size);
    // The sample holds the register file's flaw: "Ido Osi" and "Ido-Osi", two rows of one LGA.
    expect(all.lgas).toBeLessThan(all.matches);
    const ekiti = await queryLgaTable(view("state=Ekiti&size=all"));
    expect(ekiti.matches - ekiti.lgas).toBe(1);
  });

  it("treats LIKE wildcards in the search as plain characters", async () => {
    expect((await queryLgaTable(view("q=%25"))).matches).toBe(0);
    expect((await queryLgaTable(view("q=_"))).matches).toBe(0);
    expect(searchPattern("50%_a\\")).toBe("%50\\%\\_a\\\\%");
  });

  it("finds nothing for an unknown name, and still reports the total", async () => {
    const none = await queryLgaTable(view("q=zzzz-no-such-place"));
    expect(none.matches).toBe(0);
    expect(none.rows).toEqual([]);
    expect(none.total?.households).toBe(8_352_252);
  });

  it("sorts numeric columns numerically and text columns case-insensitively, both directions", async () => {
    for (const key of ["households", "individuals", "male", "female"] as const) {
      for (const dir of ["asc", "desc"] as const) {
        const rows = (await queryLgaTable({ ...view("size=all"), sort: key, dir })).rows.map((r) => r[key]);
        const expected = [...rows].sort((a, b) => (dir === "asc" ? a - b : b - a));
        expect(rows, `${key} ${dir}`).toEqual(expected);
      }
    }
    for (const key of ["state", "lga"] as const) {
      const rows = (await queryLgaTable({ ...view("size=all"), sort: key, dir: "desc" })).rows.map((r) => r[key].toLowerCase());
      expect(rows).toEqual([...rows].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    }
  });

  it("pages through every row exactly once, for each size", async () => {
    for (const size of [10, 20, 50, 100, 200] as const) {
      const seen = new Set<number>();
      for (let page = 1; page <= Math.ceil(ROWS / size); page++) {
        const table = await queryLgaTable({ ...view(), size, page, sort: "households", dir: "desc" });
        expect(table.rows.length).toBe(page * size <= ROWS ? size : ROWS % size);
        table.rows.forEach((r) => seen.add(r.id));
      }
      expect(seen.size).toBe(ROWS);
    }
    expect((await queryLgaTable(view("size=all"))).rows).toHaveLength(ROWS);
  });

  it("returns no rows past the last page but still counts the matches", async () => {
    const beyond = await queryLgaTable({ ...view(), page: 40 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.matches).toBe(ROWS);
  });

  it("filters by exact state name", async () => {
    const fct = await queryLgaTable(view("state=FCT&size=all"));
    expect(fct.rows.map((r) => r.lga)).toEqual(["Abaji", "Bwari", "Gwagwalada", "Kuje", "Kwali", "Municipal Area Council"]);
  });
});

describe("queryStateSummary", () => {
  it("adds up to the national total across 37 states", async () => {
    const { states } = await queryStateSummary();
    expect(states).toHaveLength(37);
    expect(states.reduce((n, s) => n + s.lgas, 0)).toBe(774);
    expect(states.reduce((n, s) => n + s.households, 0)).toBe(8_352_252);
    expect(states.find((s) => s.state === "Kano")?.lgas).toBe(44);
  });

  it("counts an LGA listed under two spellings once, and both of its rows' households", async () => {
    const { states } = await queryStateSummary();
    const ekiti = (await queryLgaTable(view("state=Ekiti&size=all"))).rows;
    expect(ekiti.map((r) => r.lga)).toEqual(expect.arrayContaining(["Ido Osi", "Ido-Osi"]));
    expect(states.find((s) => s.state === "Ekiti")).toMatchObject({
      lgas: ekiti.length - 1,
      households: ekiti.reduce((n, r) => n + r.households, 0),
    });
  });

  it("gives every state row the provenance of the dataset it sums", async () => {
    const { dataset, states } = await queryStateSummary();
    expect(dataset?.illustrative).toBe(true);
    expect(new Set(states.map((s) => s.provenance))).toEqual(new Set(["illustrative"]));
  });
});
