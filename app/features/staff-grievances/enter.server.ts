import { newStatusCode, statusCodeHash } from "~/features/requests/status-code.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";
import type { GrievanceEntry } from "./enter-rules";

/** The signed-in grievance officer's desk: a state's register name, or null for the national office. */
export async function grievanceDesk(member: StaffMember): Promise<string | null> {
  const [row] = await prisma.$queryRaw<{ desk: string | null }[]>`SELECT staff_grievance_desk(${member.tokenHash}) AS desk`;
  return row?.desk ?? null;
}

/**
 * Enters a grievance that came by a call, on paper, at a state office or by
 * e-mail. The database names the officer, refuses another state's case from
 * a state desk (42501), and audits it. The status code comes back too, for
 * the officer to read out or write down once: only its hash is kept.
 */
export async function enterGrievance(member: StaffMember, entry: GrievanceEntry): Promise<{ reference: string; statusCode: string }> {
  const statusCode = newStatusCode();
  const [row] = await prisma.$queryRaw<{ reference: string }[]>`
    SELECT staff_grievance_enter(${member.tokenHash}, ${entry.channel}, ${entry.receivedOn}::date, ${entry.category}, ${entry.description},
      ${entry.state}, ${entry.lga}, ${entry.contactName}, ${entry.phone}, ${entry.email}, ${entry.mayContact === "yes"},
      ${entry.locale}, ${statusCodeHash(statusCode)}) AS reference`;
  return { reference: row!.reference, statusCode };
}
