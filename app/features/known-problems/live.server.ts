import type { Provenance } from "~/content/provenance";
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { isKnownProblemCategory, type KnownProblem, type KnownProblemChannel } from "./problem";

type Db = Prisma.TransactionClient | typeof prisma;

interface LiveRow {
  id: string;
  state: string;
  lga: string | null;
  category: string;
  expected_on: string | null;
  origin: "office" | "rule";
  provenance: Provenance;
  source_url: string | null;
  source_as_at: string | null;
}

/**
 * The live notice for a place and category (known_problem_live: the LGA's own before its state's),
 * or null: read by the site's login or the text channels' (`db`), which may read nothing else of it.
 */
export async function liveKnownProblem(
  place: { state: string; lga: string | null },
  category: string,
  db: Db = prisma,
): Promise<KnownProblem | null> {
  if (!isKnownProblemCategory(category)) return null;
  const [row] = await db.$queryRaw<LiveRow[]>`
    SELECT id, state, lga, category, expected_on::text AS expected_on, origin, provenance, source_url, source_as_at::text AS source_as_at
    FROM known_problem_live(${place.state}, ${place.lga}, ${category})`;
  if (!row || !isKnownProblemCategory(row.category)) return null;
  return {
    id: row.id,
    state: row.state,
    lga: row.lga,
    category: row.category,
    expectedOn: row.expected_on,
    origin: row.origin,
    provenance: row.provenance,
    source: row.source_url && row.source_as_at ? { url: row.source_url, asAt: row.source_as_at } : null,
  };
}

/** Counts one showing of a notice to someone about to file (the reports it absorbed are those who then did not). */
export async function countKnownProblemShown(id: string, channel: KnownProblemChannel, db: Db = prisma): Promise<void> {
  await db.$executeRaw`SELECT known_problem_count(${id}, ${channel}, false)`;
}
