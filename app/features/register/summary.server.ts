import type { Sourced } from "~/content/provenance";
import { datasetProvenance, type LgaDatasetInfo } from "~/features/register/files";
import { Prisma } from "~/generated/prisma/client";
import type { LgaView, SortKey } from "~/features/register/view";
import { prisma } from "~/utils/db.server";

export interface LgaCounts {
  households: number;
  individuals: number;
  male: number;
  female: number;
}

export interface LgaTableRow extends LgaCounts {
  id: number;
  state: string;
  lga: string;
  /** Its address part on the register's list (register_lga), however the file spelt it; null if the list has no such LGA. */
  paymentSlug: string | null;
}

export interface LgaTable {
  dataset: LgaDatasetInfo | null;
  total: LgaCounts | null;
  /** Rows matching the search, the national total not counted. */
  matches: number;
  /** The LGAs those rows hold: one the file lists under two spellings counted once. */
  lgas: number;
  rows: LgaTableRow[];
}

/** The only SQL a sort key can become. */
const SORT_SQL: Record<SortKey, Prisma.Sql> = {
  state: Prisma.sql`lower(state)`,
  lga: Prisma.sql`lower(lga)`,
  households: Prisma.sql`households`,
  individuals: Prisma.sql`individuals`,
  male: Prisma.sql`male`,
  female: Prisma.sql`female`,
};

/** What the search matches: lower case; digits typed with thousands separators match the stored digits. */
export function searchPattern(q: string): string {
  const text = /^[\d,]+$/.test(q) ? q.replace(/,/g, "") : q.toLowerCase();
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * An LGA's name as compared across the file's spellings ("Ido Osi", "Ido-Osi"): without case, spaces or
 * punctuation.
 */
const LGA_KEY = Prisma.sql`regexp_replace(lower(lga), '[[:space:][:punct:]]+', '', 'g')`;

/** One page of the table, with the dataset, the national total and the match count, in one query. */
export async function queryLgaTable(view: LgaView): Promise<LgaTable> {
  const order = view.sort
    ? Prisma.sql`${SORT_SQL[view.sort]} ${view.dir === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`}, id`
    : Prisma.sql`position, id`;
  const limit = view.size === "all" ? null : view.size;
  const offset = view.size === "all" ? 0 : (view.page - 1) * view.size;
  const [result] = await prisma.$queryRaw<
    Array<{ matches: number; lgas: number; total: LgaCounts | null; dataset: LgaDatasetInfo | null; rows: LgaTableRow[] }>
  >`
    WITH matches AS (
      SELECT id, position, state, lga, households, individuals, male, female
      FROM lga_summary
      WHERE NOT is_total
        AND (${view.q} = '' OR search_text LIKE ${searchPattern(view.q)})
        AND (${view.state} = '' OR state = ${view.state})
    ), page AS (
      SELECT *, row_number() OVER (ORDER BY ${order}) AS n
      FROM matches ORDER BY ${order} LIMIT ${limit}::bigint OFFSET ${offset}
    )
    SELECT
      (SELECT count(*)::int FROM matches) AS matches,
      (SELECT count(DISTINCT (state, ${LGA_KEY}))::int FROM matches) AS lgas,
      (SELECT json_build_object('households', households, 'individuals', individuals, 'male', male, 'female', female)
         FROM lga_summary WHERE is_total) AS total,
      (SELECT json_build_object('source', source, 'asAt', as_at, 'illustrative', illustrative) FROM lga_dataset) AS dataset,
      COALESCE((SELECT json_agg(json_build_object('id', id, 'state', state, 'lga', lga, 'households', households,
         'individuals', individuals, 'male', male, 'female', female,
         -- Each row links its LGA's payment page at its one address ("Ohaji Egbema" is the list's "Ohaji/Egbema").
         'paymentSlug', (SELECT r.slug FROM register_lga r
                         WHERE r.state = page.state AND regexp_replace(lower(r.name), '[[:space:][:punct:]]+', '', 'g') = ${LGA_KEY}
                         ORDER BY r.position LIMIT 1)) ORDER BY n) FROM page), '[]'::json) AS rows`;
  return result!;
}

export interface StateSummary extends Sourced {
  state: string;
  lgas: number;
  households: number;
  individuals: number;
}

export interface StateSummaryTable {
  dataset: LgaDatasetInfo | null;
  /** The national total row of the file, as given (not a sum of the states). */
  total: LgaCounts | null;
  states: StateSummary[];
}

/**
 * Register totals per state, for the coverage page and the state CSV; each row is as sourced as the dataset it sums.
 * An LGA the file lists twice under two spellings ("Ido Osi", "Ido-Osi") is counted once: names are compared
 * without case, spaces or punctuation. Its households count in full, since each row holds part of them.
 */
export async function queryStateSummary(): Promise<StateSummaryTable> {
  const [dataset] = await prisma.$queryRaw<LgaDatasetInfo[]>`SELECT source, as_at::text AS "asAt", illustrative FROM lga_dataset`;
  const [total] = await prisma.$queryRaw<LgaCounts[]>`SELECT households, individuals, male, female FROM lga_summary WHERE is_total`;
  const rows = await prisma.$queryRaw<Omit<StateSummary, "provenance">[]>`
    SELECT state, count(DISTINCT ${LGA_KEY})::int AS lgas, sum(households)::float8 AS households, sum(individuals)::float8 AS individuals
    FROM lga_summary WHERE NOT is_total GROUP BY state ORDER BY state`;
  const provenance = datasetProvenance(dataset ?? null);
  return { dataset: dataset ?? null, total: total ?? null, states: rows.map((row) => ({ ...row, provenance })) };
}
