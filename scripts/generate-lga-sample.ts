/** `npm run data:generate-lga-sample`: what it does is its --help, below. */
import { readFileSync, writeFileSync } from "node:fs";
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

function generate(): string {
  const lgas = JSON.parse(readFileSync("data/nigeria-lgas.json", "utf8")) as Record<string, string[]>;
  const rows = Object.entries(lgas).flatMap(([state, names]) => names.map((lga) => ({ state, lga })));
  const next = random(20210531);
  // Skewed sizes (a few large LGAs, many small ones), household sizes of 3.4 to 5.2, about 49% male.
  const householdWeights = rows.map(() => Math.exp(next() * 1.6));
  const households = apportion(NATIONAL_TOTAL.households, householdWeights);
  const individuals = apportion(
    NATIONAL_TOTAL.individuals,
    households.map((h) => h * (3.4 + next() * 1.8)),
  );
  const male = apportion(
    NATIONAL_TOTAL.male,
    individuals.map((n) => n * (0.47 + next() * 0.04)),
  );
  const female = individuals.map((n, i) => n - male[i]!);

  let csv = csvRows([["STATE", "LGA", "HOUSEHOLDS", "INDIVIDUALS", "MALE", "FEMALE"]]);
  csv += csvRows([["", "", NATIONAL_TOTAL.households, NATIONAL_TOTAL.individuals, NATIONAL_TOTAL.male, NATIONAL_TOTAL.female]]);
  rows.forEach((row, i) => {
    csv += csvRows([[row.state, row.lga, households[i]!, individuals[i]!, male[i]!, female[i]!]]);
  });
  return csv;
}

if (process.argv[1]?.endsWith("generate-lga-sample.ts")) {
  readArguments({
    name: "data:generate-lga-sample",
    usage: "",
    about: `
Writes data/nsr-summary-by-lga.sample.csv: an illustrative register summary
for all 774 LGAs, whose counts are made up but sum exactly to the register's
national total for May 2021. The same output every time.`,
  });
  writeFileSync("data/nsr-summary-by-lga.sample.csv", generate());
  console.log("Wrote data/nsr-summary-by-lga.sample.csv");
}
