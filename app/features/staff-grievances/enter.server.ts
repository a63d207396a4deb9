import { newStatusCode, statusCodeHash } from "~/features/cases/status-code.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import type { Locale } from "~/i18n/locales";
import { prisma } from "~/utils/db.server";
import type { GrievanceEntry } from "./enter-rules";
import { receiptState, type EnteredReceipt } from "./entered-receipt";

/** The signed-in grievance officer's desk: a state's register name, or null for the national office. */
export async function grievanceDesk(member: StaffMember): Promise<string | null> {
  const [row] = await prisma.$queryRaw<{ desk: string | null }[]>`SELECT staff_grievance_desk(${member.tokenHash}) AS desk`;
  return row?.desk ?? null;
}

export interface EnteredGrievance {
  reference: string;
  statusCode: string;
  receipt: EnteredReceipt;
}

/**
 * Enters a grievance that came by a call, on paper, at a state office or by
 * e-mail. The database names the officer, refuses another state's case from
 * a state desk (42501), and audits it. The status code comes back too, for
 * the officer to read out or write down once: only its hash is kept. In the
 * same transaction, the receipt a web report gets is queued (by SMS, by
 * e-mail) where the person gave a number or an address and consented, in
 * the language chosen on the form: so a caller gets the code in writing.
 */
export async function enterGrievance(member: StaffMember, entry: GrievanceEntry): Promise<EnteredGrievance> {
  const statusCode = newStatusCode();
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ reference: string }[]>`
      SELECT staff_grievance_enter(${member.tokenHash}, ${entry.channel}, ${entry.receivedOn}::date, ${entry.category}, ${entry.description},
        ${entry.state}, ${entry.lga}, ${entry.contactName}, ${entry.phone}, ${entry.email}, ${entry.mayContact === "yes"},
        ${entry.locale}, ${statusCodeHash(statusCode)}) AS reference`;
    const reference = row!.reference;
    const [receipt] = await tx.$queryRaw<{ sms: string; email: string }[]>`
      SELECT sms, email FROM staff_grievance_receipt(${member.tokenHash}, ${reference}, ${statusCode})`;
    return {
      reference,
      statusCode,
      receipt: { sms: receiptState(receipt?.sms), email: receiptState(receipt?.email), locale: entry.locale as Locale },
    };
  });
}
