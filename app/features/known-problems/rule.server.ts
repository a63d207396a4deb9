import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

/**
 * The known-problem rule (decision 0112): KNOWN_PROBLEM_AFTER_REPORTS new reports of one category in
 * one LGA within 7 days, none a notice's yet, publish a known problem for that LGA and category, and
 * link its open cases. Every back-office instance runs it with the hourly housekeeping; a notice is
 * published once (its id is the place, category and day), so running it again changes nothing.
 * Returns how many it published.
 */
export async function runKnownProblemRule(afterReports = getEnv().KNOWN_PROBLEM_AFTER_REPORTS): Promise<number> {
  const [row] = await prisma.$queryRaw<{ published: number }[]>`SELECT run_known_problem_rule(${afterReports}::integer) AS published`;
  return row?.published ?? 0;
}
