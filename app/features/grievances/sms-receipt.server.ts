import type { Prisma } from "~/generated/prisma/client";
import type { Receipt } from "~/features/cases/receipt.server";
import { normaliseStatusCode } from "~/features/cases/status-code.server";
import { prisma } from "~/utils/db.server";

/**
 * A web report's receipt by SMS (reference, code, promised date), queued in
 * the transaction that stores the report, when a phone was given with
 * consent: grievance_sms_receipt() checks both, and that this is the report
 * just made (its receipt token, its own code), and queues it once. The
 * sender writes and sends it later, never on this request's path.
 */
export async function queueGrievanceSmsReceipt(tx: Prisma.TransactionClient, saved: Receipt & { statusCode: string }): Promise<boolean> {
  const code = normaliseStatusCode(saved.statusCode);
  if (!code) return false;
  const [row] = await tx.$queryRaw<{ queued: boolean }[]>`
    SELECT grievance_sms_receipt(${saved.reference}, ${saved.token}::uuid, ${code}) AS queued`;
  return row?.queued === true;
}

/** Whether the receipt this browser holds had an SMS queued that is still on its way (not capped or given up): the answer page says so, when SMS are sent. */
export async function grievanceReceiptSmsQueued(receipt: Receipt): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(receipt.token)) return false;
  const [row] = await prisma.$queryRaw<{ queued: boolean }[]>`
    SELECT grievance_receipt_sms(${receipt.reference}, ${receipt.token}::uuid) AS queued`;
  return row?.queued === true;
}
