import { prisma } from "~/utils/db.server";

/** Deletes sign-in log rows older than a year, and sessions and invitations over for 30 days (migration 20261216090000). */
export async function pruneStaffRecords(): Promise<{ signInsDeleted: number; sessionsDeleted: number; invitationsDeleted: number }> {
  const [row] = await prisma.$queryRaw<{ sign_ins_deleted: number; sessions_deleted: number; invitations_deleted: number }[]>`
    SELECT * FROM staff_housekeeping()`;
  return {
    signInsDeleted: row?.sign_ins_deleted ?? 0,
    sessionsDeleted: row?.sessions_deleted ?? 0,
    invitationsDeleted: row?.invitations_deleted ?? 0,
  };
}
