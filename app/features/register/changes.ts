import type { LgaCounts } from "./summary.server";

/**
 * What a new register file would change, for the publisher to look at
 * before readers see it: the national figures before and after, how many
 * LGAs come and go, how many LGAs change in each column, and the LGAs that
 * change most, with every column of each.
 */
export interface RegisterRow extends LgaCounts {
  state: string;
  lga: string;
  isTotal: boolean;
}

export type CountChange = { key: keyof LgaCounts; before: number; after: number };

export interface RegisterChanges {
  /** Each column's national figure, and how many LGAs in both files change in it. */
  totals: { key: keyof LgaCounts; before: number | null; after: number; lgasChanged: number }[];
  lgas: { before: number; after: number; added: number; removed: number };
  states: number;
  /** Up to ten LGAs in both files, by their largest change in any column; each with all four columns. */
  largest: { state: string; lga: string; counts: CountChange[] }[];
}

const KEYS = ["households", "individuals", "male", "female"] as const;
const LARGEST = 10;
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
  const kept = now
    .filter((row) => old.has(keyOf(row)))
    .map((row) => {
      const was = old.get(keyOf(row))!;
      const counts = KEYS.map((key) => ({ key, before: was[key], after: row[key] }));
      return { state: row.state, lga: row.lga, counts, size: Math.max(...counts.map((c) => Math.abs(c.after - c.before))) };
    });
  return {
    totals: KEYS.map((key) => ({
      key,
      before: oldTotal ? oldTotal[key] : null,
      after: newTotal[key],
      lgasChanged: kept.filter((row) => row.counts.some((c) => c.key === key && c.before !== c.after)).length,
    })),
    lgas: { before: old.size, after: now.length, added: now.length - kept.length, removed: old.size - kept.length },
    states: new Set(now.map((row) => row.state.toLowerCase())).size,
    largest: kept
      .filter((row) => row.size > 0)
      .sort((a, b) => b.size - a.size)
      .slice(0, LARGEST)
      .map(({ state, lga, counts }) => ({ state, lga, counts })),
  };
}
