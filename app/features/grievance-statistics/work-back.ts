/**
 * What a reader can work out from the published grievance figures (decision 0084): for each
 * count, every true value consistent with all that the page and its CSV say about counts. The
 * tests hold the published figures to it: no count may come out as one value only.
 *
 * A reader knows of each count the values it may have: a count rounded to the nearest 5 (as
 * published since decision 0084) is within 2 of what is shown, and not below 0; an exact one (as
 * published before) is what it says; "fewer than 5" is 1 to 4; "withheld" is 5 or more. Then:
 *
 * - each breakdown (by month, category, state) adds up to the same total, received and resolved;
 * - a row's resolved are never more than its received;
 * - the first case's date is published, so its month has at least one case;
 * - a share or median shown says how many cases it was worked out from, at least (the fewest a
 *   share or median is given for): a share's cases are among the row's received, a median's are
 *   its resolved; one withheld says its resolved are fewer than that;
 * - before rounding, a category's or state's row was there only when it had a case.
 *
 * The values of the shares and medians themselves are left out: they are ratios and middles, not
 * counts, and no breakdown adds them up (decision 0084 says what they can still tell).
 *
 * The breakdowns meet only in their totals, and within a row only resolved ≤ received binds, so
 * the answer is exact: for each pair of totals, a breakdown fits if a greedy choice fits (fill the
 * resolved up to the received's least first, then raise both), and a count may have a value if,
 * for some pair of totals, its breakdown with that value fits and so do the other two.
 */

/** Every whole number from lo to hi. */
export interface Range {
  lo: number;
  hi: number;
}

/** One row as published: the figures JSON of either rule (a flag beside a count only before decision 0084). */
export interface PublishedRow {
  key: string;
  received: number | null;
  received_flag?: string | null;
  resolved: number | null;
  resolved_flag?: string | null;
  share_in_time: number | null;
  median_working_days: number | null;
}

export interface PublishedFigures {
  first_day: string | null;
  /** The counts are rounded to the nearest multiple of this; absent, they were exact (the rule of decision 0068). */
  rounded_to?: number;
  /** A share or median is given only when at least this many cases make it; absent, 5 (decision 0068). */
  fewest_cases?: number;
  total: PublishedRow;
  by_month: PublishedRow[];
  by_category: PublishedRow[];
  by_state: PublishedRow[];
}

const BREAKDOWNS = ["month", "category", "state"] as const;
type Breakdown = (typeof BREAKDOWNS)[number];

export interface WorkedCell {
  key: string;
  range: Range;
}

/** One published table: a breakdown's received or resolved counts (or the totals), with each count's possible values. */
export interface WorkedTable {
  name: string;
  cells: WorkedCell[];
}

/** What one published count says of its true value, before anything else is taken into account. */
function known(value: number | null, flag: string | null | undefined, roundedTo: number): Range {
  if (roundedTo > 0) {
    if (value === null) throw new Error("A rounded count is always published.");
    const half = Math.floor(roundedTo / 2);
    return { lo: Math.max(0, value - half), hi: value + half };
  }
  if (value !== null) return { lo: value, hi: value };
  if (flag === "fewer-than-5") return { lo: 1, hi: 4 };
  if (flag === "withheld") return { lo: 5, hi: Infinity };
  throw new Error(`An exact count withheld for a reason the rule does not give: ${flag ?? "none"}.`);
}

const meet = (a: Range, b: Range): Range => ({ lo: Math.max(a.lo, b.lo), hi: Math.min(a.hi, b.hi) });

interface Line {
  name: Breakdown;
  keys: string[];
  received: Range[];
  resolved: Range[];
}

/**
 * Whether a breakdown's rows can take values within their ranges that add up to n received and
 * m resolved, with no row's resolved above its received. Resolved are placed first where they
 * cost no extra received (up to each row's least received), then wherever they still fit: the
 * least received the rows then need is the least any choice needs.
 */
export function lineFits(received: readonly Range[], resolved: readonly Range[], n: number, m: number): boolean {
  let mostReceived = 0;
  let leastResolved = 0;
  let mostResolved = 0;
  let leastReceived = 0;
  let free = 0;
  for (const [i, x] of received.entries()) {
    const y = resolved[i]!;
    const top = Math.min(y.hi, x.hi);
    if (x.lo > x.hi || y.lo > top) return false;
    mostReceived += x.hi;
    leastResolved += y.lo;
    mostResolved += top;
    leastReceived += Math.max(x.lo, y.lo);
    free += Math.max(0, Math.min(x.lo, top) - y.lo);
  }
  if (n > mostReceived || m < leastResolved || m > mostResolved) return false;
  return leastReceived + Math.max(0, m - leastResolved - free) <= n;
}

function span(values: number[]): Range {
  if (!values.length) throw new Error("The published figures contradict each other: no true values fit them.");
  return { lo: Math.min(...values), hi: Math.max(...values) };
}

function* upTo(range: Range) {
  for (let v = range.lo; v <= range.hi; v++) yield v;
}

/** Every published count, by table, with the values it may truly have given everything else published. */
export function workBack(figures: PublishedFigures): WorkedTable[] {
  const roundedTo = figures.rounded_to ?? 0;
  const fewest = figures.fewest_cases ?? 5;
  const totalReceived = known(figures.total.received, figures.total.received_flag, roundedTo);
  const totalResolved = meet(known(figures.total.resolved, figures.total.resolved_flag, roundedTo), { lo: 0, hi: totalReceived.hi });
  const firstMonth = figures.first_day?.slice(0, 7);

  const lines: Line[] = BREAKDOWNS.map((name) => {
    const rows = figures[`by_${name}`];
    return {
      name,
      keys: rows.map((row) => row.key),
      received: rows.map((row) => {
        let range = meet(known(row.received, row.received_flag, roundedTo), { lo: 0, hi: totalReceived.hi });
        if (name === "month" && row.key === firstMonth) range = meet(range, { lo: 1, hi: Infinity });
        if (name !== "month" && roundedTo === 0) range = meet(range, { lo: 1, hi: Infinity });
        if (row.share_in_time !== null) range = meet(range, { lo: fewest, hi: Infinity });
        return range;
      }),
      resolved: rows.map((row) => {
        const range = meet(known(row.resolved, row.resolved_flag, roundedTo), { lo: 0, hi: totalResolved.hi });
        return meet(range, row.median_working_days !== null ? { lo: fewest, hi: Infinity } : { lo: 0, hi: fewest - 1 });
      }),
    };
  });
  const totalMedian = figures.total.median_working_days !== null ? { lo: fewest, hi: Infinity } : { lo: 0, hi: fewest - 1 };
  const totalShare = figures.total.share_in_time !== null ? { lo: fewest, hi: Infinity } : { lo: 0, hi: Infinity };

  // Each pair of true totals, and which breakdowns fit it as published.
  const pairs: [number, number][] = [];
  for (const n of upTo(meet(totalReceived, totalShare)))
    for (const m of upTo(meet(totalResolved, totalMedian))) if (m <= n) pairs.push([n, m]);
  const fits = lines.map((line) => pairs.map(([n, m]) => lineFits(line.received, line.resolved, n, m)));
  const othersFit = (skip: number, p: number) => fits.every((fit, l) => l === skip || fit[p]);
  const possible = pairs.filter((_, p) => othersFit(-1, p));

  const tables: WorkedTable[] = [
    {
      name: "total",
      cells: [
        { key: "received", range: span(possible.map(([n]) => n)) },
        { key: "resolved", range: span(possible.map(([, m]) => m)) },
      ],
    },
  ];
  for (const [l, line] of lines.entries()) {
    for (const column of ["received", "resolved"] as const) {
      const cells = line.keys.map((key, i) => {
        const values: number[] = [];
        for (const v of upTo(line[column][i]!)) {
          const fixed = line[column].with(i, { lo: v, hi: v });
          const [received, resolved] = column === "received" ? [fixed, line.resolved] : [line.received, fixed];
          if (pairs.some(([n, m], p) => othersFit(l, p) && lineFits(received, resolved, n, m))) values.push(v);
        }
        return { key, range: span(values) };
      });
      tables.push({ name: `${column} by ${line.name}`, cells });
    }
  }
  return tables;
}

/** The counts that come out as one value only: those a reader can work back exactly. */
export function determined(tables: readonly WorkedTable[]): { table: string; key: string; value: number }[] {
  return tables.flatMap((table) =>
    table.cells
      .filter((cell) => cell.range.lo === cell.range.hi)
      .map((cell) => ({ table: table.name, key: cell.key, value: cell.range.lo })),
  );
}

/** One line per table: how many counts, and how many values each may have, fewest to most. */
export function summary(tables: readonly WorkedTable[]): string[] {
  return tables.map((table) => {
    const sizes = table.cells.map((cell) => cell.range.hi - cell.range.lo + 1);
    const exact = sizes.filter((size) => size === 1).length;
    return `${table.name}: ${table.cells.length} counts, each with ${Math.min(...sizes)} to ${Math.max(...sizes)} possible values; ${exact} determined`;
  });
}
