import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

/**
 * Escalation: a grievance still open at its state desk after
 * GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS working days (10 unless set; read and
 * checked at start with the other settings) goes to the national office,
 * with an "escalated" event written by system and an audit row. Every
 * back-office instance runs it with the hourly housekeeping; a case moves
 * once, so running it again, or on two instances at once, changes nothing.
 * Returns how many cases moved.
 */
export async function escalateOverdueGrievances(afterWorkingDays = getEnv().GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS): Promise<number> {
  const [row] = await prisma.$queryRaw<{ moved: number }[]>`SELECT run_grievance_escalation(${afterWorkingDays}::integer) AS moved`;
  return row?.moved ?? 0;
}
