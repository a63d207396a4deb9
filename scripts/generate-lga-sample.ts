/** `npm run data:generate-lga-sample`: what it does is its --help, below. */
import { writeFileSync } from "node:fs";
import type { LgaRow } from "../app/features/register/import.server";
import { REGISTER_LGAS } from "../app/features/places/reference";
import { csvRows } from "../app/utils/csv";
import { readArguments } from "./cli";

export const NATIONAL_TOTAL = { households: 8_352_252, individuals: 35_448_474, male: 17_367_501, female: 18_080_973 };

/** mulberry32: a tiny seeded generator, so the sample never changes between runs. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits `total` in proportion to `weights`, in whole numbers that sum exactly (largest remainder). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    whole[i]! += 1;
  }
  return whole;
}

/**
 * LGAs the sample lists twice, the second time under another spelling, as
 * the register's own summary does (the spec: "duplicate LGA spellings"): a
 * few of the LGA's households were recorded under the variant, so the two
 * rows together are the LGA, and the national total still adds up.
 */
export const SECOND_SPELLINGS = [
  { state: "Ekiti", lga: "Ido Osi", variant: "Ido-Osi" },
  { state: "Imo", lga: "Ohaji/Egbema", variant: "Ohaji Egbema" },
  { state: "Edo", lga: "Ikpoba-Okha", variant: "Ikpoba Okha" },
] as const;

/** How many LGAs get a female count far above their individuals, and how many one far below their male count (the spec's flaws). */
const FEMALE_ABOVE_TOTAL = 6;
const FEMALE_FAR_BELOW_MALE = 6;

/** A row as the office's file has it; the national total row is added when the file is written. */
type SampleRow = Omit<LgaRow, "isTotal">;

export function generateRows(lgas: Readonly<Record<string, readonly string[]>>): SampleRow[] {
  const places = Object.entries(lgas).flatMap(([state, names]) => names.map((lga) => ({ state, lga })));
  const next = random(20210531);
  // Skewed sizes (a few large LGAs, many small ones), household sizes of 3.4 to 5.2, about 49% male.
  const householdWeights = places.map(() => Math.exp(next() * 1.6));
  const households = apportion(NATIONAL_TOTAL.households, householdWeights);
  const individuals = apportion(
    NATIONAL_TOTAL.individuals,
    households.map((h) => h * (3.4 + next() * 1.8)),
  );
  const male = apportion(
    NATIONAL_TOTAL.male,
    individuals.map((n) => n * (0.47 + next() * 0.04)),
  );
  // Female is counted apart from the total and the male count, as in the register's file: about half of
  // the individuals in most LGAs, so male + female is near the total but seldom equal to it; in a few,
  // far above the total or far below the male count. The column still sums to the national female figure.
  const odd = new Map<number, number>();
  while (odd.size < FEMALE_ABOVE_TOTAL + FEMALE_FAR_BELOW_MALE) {
    const index = Math.floor(next() * places.length);
    if (!odd.has(index)) odd.set(index, odd.size < FEMALE_ABOVE_TOTAL ? 2.4 + next() : 0.1 + next() * 0.2);
  }
  const female = apportion(
    NATIONAL_TOTAL.female,
    individuals.map((n, i) => n * (0.49 + next() * 0.06) * (odd.get(i) ?? 1)),
  );
  const rows = places.map((place, i) => ({
    ...place,
    households: households[i]!,
    individuals: individuals[i]!,
    male: male[i]!,
    female: female[i]!,
  }));
  return rows.flatMap((row) => {
    const second = SECOND_SPELLINGS.find((s) => s.state === row.state && s.lga === row.lga);
    if (!second) return [row];
    const share = 0.04 + next() * 0.1;
    const split = (n: number) => apportion(n, [1 - share, share]) as [number, number];
    const [households, individuals, male, female] = [row.households, row.individuals, row.male, row.female].map(split);
    return [
      { ...row, households: households![0], individuals: individuals![0], male: male![0], female: female![0] },
      { ...row, lga: second.variant, households: households![1], individuals: individuals![1], male: male![1], female: female![1] },
    ];
  });
}

export function generateLgaSampleCsv(): string {
  // The register's list (reference.ts), whose rows every file is checked against.
  const rows = generateRows(REGISTER_LGAS);
  let csv = csvRows([["STATE", "LGA", "HOUSEHOLDS", "INDIVIDUALS", "MALE", "FEMALE"]]);
  csv += csvRows([["", "", NATIONAL_TOTAL.households, NATIONAL_TOTAL.individuals, NATIONAL_TOTAL.male, NATIONAL_TOTAL.female]]);
  csv += csvRows(rows.map((row) => [row.state, row.lga, row.households, row.individuals, row.male, row.female]));
  return csv;
}

if (process.argv[1]?.endsWith("generate-lga-sample.ts")) {
  readArguments({
    name: "data:generate-lga-sample",
    usage: "",
    about: `
Writes data/nsr-summary-by-lga.sample.csv: an illustrative register summary
for all 774 LGAs, whose counts are made up but sum exactly to the register's
national total for May 2021. Like the register's own file, a few LGAs are
listed twice under two spellings, and female counts are not a fixed share:
in a few LGAs they are far above the total or far below the male count.
The same output every time.`,
  });
  writeFileSync("data/nsr-summary-by-lga.sample.csv", generateLgaSampleCsv());
  console.log("Wrote data/nsr-summary-by-lga.sample.csv");
}
