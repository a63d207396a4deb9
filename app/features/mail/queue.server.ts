import { randomUUID } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { insertOutboxMessage, type MailKind } from "~/features/mail/outbox.server";
import { takeStaffDigest } from "~/features/mail/staff-digest.server";
import { CONFIRM_LINK_DAYS, NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { paths } from "~/site/paths";
import { prisma } from "~/utils/db.server";
import { mailSettings, siteOrigin } from "~/utils/env.server";
import type { MailContent } from "~/features/mail/content";
import { newsletterConfirmation, requestAcknowledgement, staffDigest, staffNotification } from "~/features/mail/messages.server";
import { renderMail } from "~/features/mail/render.server";
import type { OfficeContact } from "~/content/contact";

function absolute(path: string): string {
  return new URL(path, `${siteOrigin()}/`).href;
}

/** The links in a newsletter mail: both carry the subscriber's secret, which the database checks. */
export function newsletterLinks(token: string) {
  const query = `?${NEWSLETTER_TOKEN_PARAM}=${token}`;
  return { confirm: absolute(paths.newsletterConfirm + query), unsubscribe: absolute(paths.newsletterUnsubscribe + query) };
}

async function queue(
  tx: Prisma.TransactionClient,
  kind: MailKind,
  recipient: string,
  content: MailContent,
  headers: Record<string, string> = {},
): Promise<void> {
  const rendered = renderMail(content);
  await insertOutboxMessage(tx, {
    // Fixed now, so every retry is recognisably the same message.
    messageId: `<${randomUUID()}@${new URL(siteOrigin()).hostname}>`,
    kind,
    recipient,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers,
  });
}

export function queueNewsletterConfirmation(tx: Prisma.TransactionClient, email: string, token: string): Promise<void> {
  const links = newsletterLinks(token);
  return queue(tx, "newsletter confirmation", email, newsletterConfirmation(links, CONFIRM_LINK_DAYS), {
    // RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that posts to the link.
    "List-Unsubscribe": `<${links.unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
}

/**
 * To an address nobody has confirmed: so it carries nothing the sender typed,
 * and the form cannot be used to send our mail with someone else's words.
 */
export function queueRequestAcknowledgement(
  tx: Prisma.TransactionClient,
  email: string,
  reference: string,
  contact: OfficeContact,
): Promise<void> {
  return queue(
    tx,
    "request acknowledgement",
    email,
    requestAcknowledgement(reference, absolute(paths.accessingTheNsr), absolute(paths.privacyPolicy), contact),
    { "Auto-Submitted": "auto-generated" },
  );
}

export function queueStaffNotification(
  tx: Prisma.TransactionClient,
  reference: string,
  organisation: string,
  channel: string,
): Promise<void> {
  const to = mailSettings().staffNotifyTo;
  return queue(tx, "staff notification", to, staffNotification(reference, organisation, channel), {
    "Auto-Submitted": "auto-generated",
  });
}

/** Writes the staff digest if one is due: the references and the digest's message in one transaction. */
export async function queueStaffDigestIfDue(): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const references = await takeStaffDigest(tx);
    if (references.length === 0) return;
    await queue(tx, "staff digest", mailSettings().staffNotifyTo, staffDigest(references), { "Auto-Submitted": "auto-generated" });
  });
}
