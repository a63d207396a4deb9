import type { PrismaClient } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

/** What the aggregator's delivery report says of a message: its id, Success, Failed, Rejected, Buffered…, and why not. */
export interface DeliveryReport {
  providerMessageId: string;
  status: string;
  failureReason?: string | null;
}

/**
 * Records a delivery report on the message it names, through
 * sms_delivery_report(), the callbacks' only way into the outbox: it can
 * set what became of a sent message and nothing else, and a report naming
 * a message the office did not send changes nothing. False then.
 * The callback's route (the channels part) checks who is calling first, and
 * gives the callbacks' own client (nassco_text, decision 0089).
 */
export async function recordDeliveryReport(
  { providerMessageId, status, failureReason }: DeliveryReport,
  client: Pick<PrismaClient, "$queryRaw"> = prisma,
): Promise<boolean> {
  const [row] = await client.$queryRaw<{ recorded: boolean }[]>`
    SELECT sms_delivery_report(${providerMessageId}, ${status}, ${failureReason ?? null}) AS recorded`;
  return row?.recorded === true;
}
