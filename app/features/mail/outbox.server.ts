import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

/** Announced in the transaction that writes a message, so every instance's sender wakes once it commits. */
export const MAIL_CHANNEL = "nassco_mail_queued";

/** The rows of mail_kind, which also sets each kind's priority. */
export type MailKind = "newsletter confirmation" | "request acknowledgement" | "staff notification" | "staff digest";

export interface OutboxMessage {
  messageId: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface ClaimedMessage extends OutboxMessage {
  id: bigint;
  attempts: number;
}

/**
 * Writes a message in the caller's transaction: it exists if, and only if,
 * what caused it is stored. Writing is all the site may do to the table.
 */
export async function insertOutboxMessage(tx: Prisma.TransactionClient, message: OutboxMessage): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    VALUES (${message.messageId}, ${message.kind}, ${message.recipient}, ${message.subject}, ${message.text}, ${message.html},
            ${JSON.stringify(message.headers)}::jsonb)`;
  await tx.$executeRaw`SELECT pg_notify(${MAIL_CHANNEL}, '')`;
}

/**
 * Claims up to `limit` due messages, most urgent kind first, through
 * mail_claim(): the site cannot read the outbox, only what is due to go now.
 */
export async function claimDueMessages(limit: number): Promise<ClaimedMessage[]> {
  const rows = await prisma.$queryRaw<
    {
      id: bigint;
      message_id: string;
      kind: MailKind;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string;
      headers: Record<string, string>;
      attempts: number;
    }[]
  >`SELECT * FROM mail_claim(${limit}::integer)`;
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers,
    attempts: row.attempts,
  }));
}

/** Sent: the address and the text are cleared at once. */
export async function markSent(id: bigint): Promise<void> {
  await prisma.$executeRaw`SELECT mail_mark_sent(${id}::bigint)`;
}

/** Failed: tried again after `retryInSeconds`, or, after the last attempt, dead until staff retry it. */
export async function markFailed(id: bigint, error: string, retryInSeconds: number | null): Promise<void> {
  await prisma.$executeRaw`SELECT mail_mark_failed(${id}::bigint, ${error}, ${retryInSeconds}::integer)`;
}
