import { prisma } from "~/utils/db.server";
import type { RetentionPeriods } from "~/content/retention";

export interface RetentionRun {
  ran: boolean;
  requests_erased: number;
  signups_deleted: number;
}

/**
 * Erases what is past its retention period. Every instance calls this every
 * hour; run_daily_retention() takes an advisory lock and remembers its last
 * run, so exactly one instance does the work, once a day.
 */
export async function runDailyRetention(periods: RetentionPeriods): Promise<RetentionRun> {
  const [row] = await prisma.$queryRaw<RetentionRun[]>`
    SELECT * FROM run_daily_retention(${periods.requestDays}::integer, ${periods.pendingSignupDays}::integer)`;
  return row ?? { ran: false, requests_erased: 0, signups_deleted: 0 };
}
