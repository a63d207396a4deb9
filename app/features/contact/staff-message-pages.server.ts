import { MESSAGE_KIND_LABELS } from "~/content/contact-page";
import { readRetentionPeriods } from "~/features/privacy/retention.server";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { pageCountFor } from "~/utils/pagination";
import { databaseErrorCode } from "../../../server/database/plain-error";
import { messageList, MESSAGES_PAGE_SIZE, readMessage } from "./staff-messages.server";

/**
 * The back office's pages of readers' messages: request officers answer the
 * public's correspondence (decision 0042). The list shows no one's words or
 * details; one message is shown only after its read is recorded.
 */

/** The page of the list an address asks for: 1 for anything that is not a number, and at most 10,000. */
export function listPageOf(query: URLSearchParams): number {
  const asked = Number.parseInt(query.get("page") ?? "1", 10);
  return Math.max(1, Math.min(10_000, asked || 1));
}

export async function messagesPage(member: StaffMember, query: URLSearchParams) {
  const page = listPageOf(query);
  const [{ messages, total }, retention] = await Promise.all([messageList(member, page), readRetentionPeriods()]);
  return {
    keptDays: retention.contactMessageDays,
    page,
    pages: pageCountFor(total, MESSAGES_PAGE_SIZE),
    total,
    messages: messages.map((entry) => ({
      reference: entry.reference,
      kind: MESSAGE_KIND_LABELS[entry.kind],
      received: lagosTimeText(entry.receivedAt),
      reply: entry.hasReplyTo,
    })),
  };
}

const NOT_FOUND = "There is no such message. It may have been deleted after its retention period.";

/** One message, to a request officer: the read is recorded under their name before the words are sent. */
export async function messagePage(member: StaffMember, reference: string) {
  if (!/^MSG-\d{4}-\d{6}$/.test(reference)) throw new Response(NOT_FOUND, { status: 404 });
  try {
    const message = await readMessage(member, reference);
    if (!message) throw new Response(NOT_FOUND, { status: 404 });
    return {
      reference: message.reference,
      kind: MESSAGE_KIND_LABELS[message.kind],
      page: message.page,
      message: message.message,
      name: message.name,
      replyTo: message.replyTo,
      received: lagosTimeText(message.receivedAt),
      reader: member.name,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    // no_data_found: no message has this reference (any more).
    if (databaseErrorCode(error) === "P0002") throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}
