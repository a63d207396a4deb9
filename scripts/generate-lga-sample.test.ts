import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LGA_SAMPLE } from "~/content/register-sample";
import { parseLgaCsv } from "~/features/register/import.server";
import { generateLgaSampleCsv, NATIONAL_TOTAL, SECOND_SPELLINGS } from "./generate-lga-sample";

/** The shipped sample: what the generator writes, with the register file's flaws, adding up to the spec's national total. */
describe("the illustrative LGA sample", () => {
  const rows = parseLgaCsv(readFileSync(LGA_SAMPLE.file, "utf8"));
  const lgas = rows.filter((row) => !row.isTotal);

  it("is exactly what npm run data:generate-lga-sample writes", () => {
    expect(generateLgaSampleCsv()).toBe(readFileSync(LGA_SAMPLE.file, "utf8"));
  });

  it("has the spec's national total first, equal to the sum of its LGA rows in every column", () => {
    expect(rows[0]).toMatchObject({ ...NATIONAL_TOTAL, isTotal: true });
    for (const key of ["households", "individuals", "male", "female"] as const) {
      expect(
        lgas.reduce((sum, row) => sum + row[key], 0),
        key,
      ).toBe(NATIONAL_TOTAL[key]);
    }
  });

  it("lists some LGAs twice under two spellings, each with part of the LGA's figures", () => {
    for (const { state, lga, variant } of SECOND_SPELLINGS) {
      const both = lgas.filter((row) => row.state === state && (row.lga === lga || row.lga === variant));
      expect(both.map((row) => row.lga)).toEqual([lga, variant]);
      expect(both[1]!.households).toBeGreaterThan(0);
      expect(both[1]!.households).toBeLessThan(both[0]!.households);
    }
  });

  it("has female counts that depart from the totals: not the rest of the total, some far above it, some far below the male count", () => {
    expect(lgas.filter((row) => row.male + row.female !== row.individuals).length).toBeGreaterThan(lgas.length / 2);
    expect(lgas.filter((row) => row.female > row.individuals).length).toBeGreaterThanOrEqual(3);
    expect(lgas.filter((row) => row.female * 3 < row.male).length).toBeGreaterThanOrEqual(3);
  });
});
