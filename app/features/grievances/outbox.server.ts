import type { Prisma } from "~/generated/prisma/client";
import { queueSiteMail } from "~/features/mail/site-queue.server";

/**
 * The acknowledgement, named in the transaction that stores the report: it goes if, and only
 * if, the report is kept. The database takes the address, the language and the promised date
 * from the report; the back office writes the letter (site-mail/write.server.ts).
 */
export function queueGrievanceAcknowledgement(
  tx: Prisma.TransactionClient,
  saved: { reference: string; statusCode: string },
): Promise<void> {
  return queueSiteMail(tx, "grievance acknowledgement", saved.reference, { code: saved.statusCode });
}
