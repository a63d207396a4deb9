import type { Prisma, PrismaClient } from "~/generated/prisma/client";

/** Announced in the transaction that writes a message, so every instance's sender wakes once it commits. */
export const MAIL_CHANNEL = "nassco_mail_queued";

/** The rows of mail_kind, which also sets each kind's priority: newsletter issues alone are bulk mail. */
export type MailKind =
  | "newsletter confirmation"
  | "request acknowledgement"
  | "grievance acknowledgement"
  | "request summary"
  | "request letter"
  | "staff notification"
  | "staff digest"
  | "staff daily digest"
  | "staff sign-in alert"
  | "staff roles changed"
  // Invitations, to the invitee's address alone, and every admin's notice of them (issue 64)
  | "staff invitation"
  | "staff account notice"
  | "newsletter test"
  | "newsletter issue"
  | "grievance letter"
  // Grievances' back office (decision 0067)
  | "grievance fraud alert"
  | "grievance digest"
  // Payment alerts by e-mail (decision 0109): the site queues the confirmation, the fan-out the alerts
  | "payment alert confirmation"
  | "payment alert"
  // "Was it fixed?" (decision 0110): written by the database as a case is resolved
  | "grievance fix question";

export interface OutboxMessage {
  messageId: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The data access request a message to its requester is about: it becomes one of the request's letters. */
  requestReference?: string;
}

/**
 * A message the public site queued (mail_queue(), decision 0088): what happened, not a text. The
 * database took the address and `params` from the row it names; the back office writes the
 * subject, the bodies and the headers from its own templates when it sends it.
 */
export interface QueuedMessage {
  /** `<uuid@site>`: the sender puts the site's host in. */
  messageId: string;
  kind: MailKind;
  /** Null for the office's notice, which goes to STAFF_NOTIFY_TO. */
  recipient: string | null;
  /** The grievance or request it is about; null for a newsletter confirmation. */
  reference: string | null;
  params: Record<string, unknown>;
}

/** A due message, for as long as its claim lasts: one the back office wrote whole, or one the site queued, to be written now. */
export type ClaimedMessage = { id: bigint; attempts: number } & ({ whole: OutboxMessage } | { queued: QueuedMessage });

/**
 * Writes a message in the caller's transaction: it exists if, and only if,
 * what caused it is stored. The back office's login (nassco_office) alone may;
 * the public site queues through mail_queue() (site-queue.server.ts).
 */
export async function insertOutboxMessage(tx: Prisma.TransactionClient, message: OutboxMessage): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers, request_reference)
    VALUES (${message.messageId}, ${message.kind}, ${message.recipient}, ${message.subject}, ${message.text}, ${message.html},
            ${JSON.stringify(message.headers)}::jsonb, ${message.requestReference ?? null})`;
  await tx.$executeRaw`SELECT pg_notify(${MAIL_CHANNEL}, '')`;
}

/**
 * The sender's two lanes: everything a person is waiting for, most urgent
 * first, and newsletters, at most so many a minute across every instance.
 * Each claims only its own kinds, so bulk mail never holds up the rest.
 */
export type MailLane = { bulk: false } | { bulk: true; perMinute: number };

/**
 * What the mail sender's functions run as: its own login (nassco_mail), the
 * only one that may take due mail with its addresses and bodies.
 */
export type MailDatabase = Pick<PrismaClient, "$queryRaw" | "$executeRaw">;

/**
 * Claims up to `limit` due messages of a lane through mail_claim(): the
 * sender cannot read the outbox, only what is due to go now.
 */
export async function claimDueMessages(db: MailDatabase, limit: number, lane: MailLane): Promise<ClaimedMessage[]> {
  const rows = await db.$queryRaw<
    {
      id: bigint;
      message_id: string;
      kind: MailKind;
      recipient: string | null;
      subject: string;
      text_body: string | null;
      html_body: string | null;
      headers: Record<string, string>;
      attempts: number;
      reference: string | null;
      params: Record<string, unknown> | null;
    }[]
  >`SELECT * FROM mail_claim(${limit}::integer, ${lane.bulk}, ${lane.bulk ? lane.perMinute : 0}::integer)`;
  return rows.map((row) => {
    const claimed = { id: row.id, attempts: row.attempts };
    if (row.params)
      return {
        ...claimed,
        queued: { messageId: row.message_id, kind: row.kind, recipient: row.recipient, reference: row.reference, params: row.params },
      };
    return {
      ...claimed,
      // A whole message has its address and both parts until it is sent (mail_outbox_check).
      whole: {
        messageId: row.message_id,
        kind: row.kind,
        recipient: row.recipient!,
        subject: row.subject,
        text: row.text_body!,
        html: row.html_body!,
        headers: row.headers,
      },
    };
  });
}

/** The subject written for a message the site queued: the outbox's summary and a request's letters show it. */
export async function markRendered(db: MailDatabase, id: bigint, subject: string): Promise<void> {
  await db.$executeRaw`SELECT mail_rendered(${id}::bigint, ${subject})`;
}

/**
 * Just before a newsletter is handed to the mail server: if this instance
 * dies before it is marked sent, it is given up rather than sent twice.
 * False when the claim has lapsed and the message is no longer this sender's.
 */
export async function markHandingOver(db: MailDatabase, id: bigint): Promise<boolean> {
  const [row] = await db.$queryRaw<{ held: boolean | null }[]>`SELECT mail_hand_over(${id}::bigint) AS held`;
  return row?.held === true;
}

/** Sent: the address and the text are cleared at once. */
export async function markSent(db: MailDatabase, id: bigint): Promise<void> {
  await db.$executeRaw`SELECT mail_mark_sent(${id}::bigint)`;
}

/** Failed: tried again after `retryInSeconds`, or, after the last attempt, dead until staff retry it. */
export async function markFailed(db: MailDatabase, id: bigint, error: string, retryInSeconds: number | null): Promise<void> {
  await db.$executeRaw`SELECT mail_mark_failed(${id}::bigint, ${error}, ${retryInSeconds}::integer)`;
}
