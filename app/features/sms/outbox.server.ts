import type { PrismaClient } from "~/generated/prisma/client";
import type { Locale } from "~/i18n/locales";

/** Announced by sms_queue() in the transaction that writes a message, so every sender wakes once it commits. */
export const SMS_CHANNEL = "nassco_sms_queued";

/**
 * What the SMS sender's functions run as: the mail sender's login
 * (nassco_mail), the only one that may take due messages with their numbers.
 */
export type SmsDatabase = Pick<PrismaClient, "$queryRaw" | "$executeRaw">;

/**
 * A message taken to send: its template's kind (sms_outbox.kind), what fills
 * it and the number, for two minutes. Which template a kind is, and what its
 * params hold, is its feature's (sms-texts/templates.ts lists them).
 */
export interface ClaimedSms {
  id: bigint;
  kind: string;
  recipient: string;
  locale: Locale;
  params: Record<string, unknown>;
  attempts: number;
}

/**
 * Claims up to `limit` due messages through sms_claim(); a message to a
 * number that has had `dailyCap` in the last 24 hours is not handed out but
 * capped, in the database, so that every instance counts alike.
 */
export async function claimDueSms(db: SmsDatabase, limit: number, dailyCap: number): Promise<ClaimedSms[]> {
  return db.$queryRaw<ClaimedSms[]>`
    SELECT id, kind, recipient, locale, params, attempts FROM sms_claim(${limit}::integer, ${dailyCap}::integer)`;
}

/** What the aggregator said when it took a message, and what the message was. */
export interface SmsReceipt {
  providerMessageId: string | null;
  segments: number;
  encoding: "GSM-7" | "UCS-2";
  cost: { currency: string; amount: number } | null;
}

/**
 * Sent: the number and the code are cleared at once; the id, length and cost
 * stay. For this attempt only: a mark from a claim that lapsed and was taken
 * again changes nothing.
 */
export async function markSmsSent(db: SmsDatabase, message: Pick<ClaimedSms, "id" | "attempts">, receipt: SmsReceipt): Promise<void> {
  await db.$executeRaw`
    SELECT sms_mark_sent(${message.id}::bigint, ${message.attempts}::integer, ${receipt.providerMessageId}, ${receipt.segments}::integer, ${receipt.encoding},
                         ${receipt.cost?.currency ?? null}, ${receipt.cost?.amount ?? null}::numeric)`;
}

/**
 * Failed: tried again after `retryInSeconds`, or given up (null), its number
 * cleared, and its code too except a receipt's, kept a week so that staff may
 * send it again. For this attempt only, as markSmsSent.
 */
export async function markSmsFailed(
  db: SmsDatabase,
  message: Pick<ClaimedSms, "id" | "attempts">,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db.$executeRaw`SELECT sms_mark_failed(${message.id}::bigint, ${message.attempts}::integer, ${error}, ${retryInSeconds}::integer)`;
}
