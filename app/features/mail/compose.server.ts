import { randomUUID } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import type { MailContent } from "~/features/mail/content";
import { insertOutboxMessage, type MailKind, type OutboxMessage } from "~/features/mail/outbox.server";
import { renderMail } from "~/features/mail/render.server";
import { siteOrigin } from "~/utils/env.server";

/**
 * A message from its content, for the outbox. Each of the back office's
 * features writes its own messages (officers' letters, digests, alerts, the
 * newsletter's issues) and hands them here: mail knows how a message is drawn
 * up and sent, never what one says. The public site writes none: it queues
 * what happened through mail_queue() (site-queue.server.ts, decision 0088), and
 * the back office writes those when it sends them, with these same helpers.
 */

/** An address on the public site, absolute: a mail is read far from the site. */
export function absolute(path: string): string {
  return new URL(path, `${siteOrigin()}/`).href;
}

/** Marks a message no person wrote (RFC 3834), so that out-of-office replies leave it alone: every mail but the newsletter's confirmation, which answers the reader's own sign-up. */
export const AUTO_SUBMITTED = { "Auto-Submitted": "auto-generated" } as const;

/** RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that posts to the link. */
export const oneClickUnsubscribe = (link: string) => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** A new Message-ID on the site's own host: fixed when a message is written, so every retry is recognisably the same. */
export function newMessageId(): string {
  return `<${randomUUID()}@${new URL(siteOrigin()).hostname}>`;
}

/** A message drawn up and ready for the outbox, addressed to `recipient`. */
export function composeMessage(
  kind: MailKind,
  recipient: string,
  content: MailContent,
  headers: Record<string, string> = {},
): OutboxMessage {
  const rendered = renderMail(content);
  return { messageId: newMessageId(), kind, recipient, subject: rendered.subject, text: rendered.text, html: rendered.html, headers };
}

/** Draws up a message and writes it in the caller's transaction (the back office's login): it goes if, and only if, what caused it is stored. */
export async function queueMail(
  tx: Prisma.TransactionClient,
  kind: MailKind,
  recipient: string,
  content: MailContent,
  headers: Record<string, string> = {},
  requestReference?: string,
): Promise<void> {
  await insertOutboxMessage(tx, { ...composeMessage(kind, recipient, content, headers), requestReference });
}
