import type { MessageKind } from "~/content/contact-page";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";

/**
 * Readers' messages for request officers, through the functions of migration
 * 20261221090000_contact_and_feedback, which check the signed-in person's
 * role. The list holds no one's words or details; a message is read in two
 * steps, as a request's contact details are: a ticket that records the read
 * under the officer's name and commits on its own, then the message.
 */
export interface MessageEntry {
  reference: string;
  kind: MessageKind;
  receivedAt: Date;
  hasReplyTo: boolean;
}

export interface Message extends Omit<MessageEntry, "hasReplyTo"> {
  page: string | null;
  message: string;
  name: string | null;
  replyTo: string | null;
}

export const MESSAGES_PAGE_SIZE = 50;

export async function messageList(member: StaffMember, page: number): Promise<{ messages: MessageEntry[]; total: number }> {
  const rows = await prisma.$queryRaw<{ reference: string; kind: MessageKind; received_at: Date; has_reply_to: boolean; total: bigint }[]>`
    SELECT reference, kind, received_at, has_reply_to, total
    FROM staff_contact_messages(${member.tokenHash}, ${MESSAGES_PAGE_SIZE}::integer, ${(page - 1) * MESSAGES_PAGE_SIZE}::integer)`;
  return {
    messages: rows.map((row) => ({ reference: row.reference, kind: row.kind, receivedAt: row.received_at, hasReplyTo: row.has_reply_to })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The ticket commits on its own statement, so the read is on record before the message is handed out. */
export async function readMessage(member: StaffMember, reference: string): Promise<Message | null> {
  const [ticket] = await prisma.$queryRaw<{ ticket: bigint }[]>`
    SELECT staff_contact_message_ticket(${member.tokenHash}, ${reference}) AS ticket`;
  const [row] = await prisma.$queryRaw<
    {
      reference: string;
      kind: MessageKind;
      page: string | null;
      message: string;
      name: string | null;
      reply_to: string | null;
      received_at: Date;
    }[]
  >`SELECT reference, kind, page, message, name, reply_to, received_at FROM staff_contact_message(${member.tokenHash}, ${ticket!.ticket}::bigint)`;
  if (!row) return null;
  return {
    reference: row.reference,
    kind: row.kind,
    page: row.page,
    message: row.message,
    name: row.name,
    replyTo: row.reply_to,
    receivedAt: row.received_at,
  };
}
