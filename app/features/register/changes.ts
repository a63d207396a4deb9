import type { LgaCounts } from "./summary.server";

/**
 * What a new register file would change, for the publisher to look at
 * before readers see it: the national figures before and after, how many
 * LGAs come and go, and the LGAs whose households change most.
 */
export interface RegisterRow extends LgaCounts {
  state: string;
  lga: string;
  isTotal: boolean;
}

export interface RegisterChanges {
  totals: { key: keyof LgaCounts; before: number | null; after: number }[];
  lgas: { before: number; after: number; added: number; removed: number };
  states: number;
  /** Up to ten LGAs in both files, by the size of the change in households. */
  largest: { state: string; lga: string; before: number; after: number }[];
}

const KEYS = ["households", "individuals", "male", "female"] as const;
const keyOf = (row: { state: string; lga: string }) => `${row.state.toLowerCase()}\u001f${row.lga.toLowerCase()}`;

/** The national total row if the file has one, else the sum of its LGAs. */
function totalOf(rows: RegisterRow[]): LgaCounts {
  const total = rows.find((row) => row.isTotal);
  if (total) return total;
  const sum = { households: 0, individuals: 0, male: 0, female: 0 };
  for (const row of rows) for (const key of KEYS) sum[key] += row[key];
  return sum;
}

export function registerChanges(before: RegisterRow[], after: RegisterRow[]): RegisterChanges {
  const old = new Map(before.filter((row) => !row.isTotal).map((row) => [keyOf(row), row]));
  const now = after.filter((row) => !row.isTotal);
  const oldTotal = before.length > 0 ? totalOf(before) : null;
  const newTotal = totalOf(after);
  const kept = now.filter((row) => old.has(keyOf(row)));
  return {
    totals: KEYS.map((key) => ({ key, before: oldTotal ? oldTotal[key] : null, after: newTotal[key] })),
    lgas: { before: old.size, after: now.length, added: now.length - kept.length, removed: old.size - kept.length },
    states: new Set(now.map((row) => row.state.toLowerCase())).size,
    largest: kept
      .map((row) => ({ state: row.state, lga: row.lga, before: old.get(keyOf(row))!.households, after: row.households }))
      .filter((row) => row.before !== row.after)
      .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before))
      .slice(0, 10),
  };
}
