import { prisma } from "~/utils/db.server";
import type { Receipt } from "~/features/cases/receipt.server";

/**
 * A data access request's receipt by SMS is queued by the database with the
 * request, when a phone was given (the trigger data_access_request_sms); the sender writes it later
 * from requests/sms-templates.ts. This asks whether it is on its way.
 */

/** Whether the request receipt this browser holds had an SMS queued that is still on its way (not capped or given up). */
export async function requestReceiptSmsQueued(receipt: Receipt): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(receipt.token)) return false;
  const [row] = await prisma.$queryRaw<{ queued: boolean }[]>`
    SELECT dar_receipt_sms(${receipt.reference}, ${receipt.token}::uuid) AS queued`;
  return row?.queued === true;
}
