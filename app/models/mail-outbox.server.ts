import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

/** Announced in the transaction that writes a message, so every instance's sender wakes once it commits. */
export const MAIL_CHANNEL = "nassco_mail_queued";

export type MailKind = "newsletter confirmation" | "request acknowledgement" | "staff notification";

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

/** Writes a message in the caller's transaction: it exists if, and only if, what caused it is stored. */
export async function insertOutboxMessage(tx: Prisma.TransactionClient, message: OutboxMessage): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    VALUES (${message.messageId}, ${message.kind}, ${message.recipient}, ${message.subject}, ${message.text}, ${message.html},
            ${JSON.stringify(message.headers)}::jsonb)`;
  await tx.$executeRaw`SELECT pg_notify(${MAIL_CHANNEL}, '')`;
}

/** How long a claim holds: a message still "sending" after this was on an instance that died. */
const CLAIM_SECONDS = 120;

/**
 * Claims up to `limit` messages that are due. SKIP LOCKED lets every instance
 * claim at once without two taking the same row.
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
  >`
    UPDATE mail_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
    FROM (SELECT id FROM mail_outbox
          WHERE state IN ('pending', 'sending') AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.message_id, m.kind, m.recipient, m.subject, m.text_body, m.html_body, m.headers, m.attempts`;
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

/** Sent: only the metadata stays, so past mail cannot be read from the database by anyone. */
export async function markSent(id: bigint): Promise<void> {
  await prisma.$executeRaw`
    UPDATE mail_outbox
    SET state = 'sent', sent_at = now(), recipient = NULL, text_body = NULL, html_body = NULL, last_error = NULL
    WHERE id = ${id}`;
}

/** Failed: tried again after `retryInSeconds`, or, after the last attempt, dead until staff retry it. */
export async function markFailed(id: bigint, error: string, retryInSeconds: number | null): Promise<void> {
  await prisma.$executeRaw`
    UPDATE mail_outbox
    SET state = ${retryInSeconds === null ? "dead" : "pending"},
        next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0}),
        last_error = ${error.slice(0, 1000)}
    WHERE id = ${id}`;
}
