import { randomUUID } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { insertOutboxMessage, type MailKind, type OutboxMessage } from "~/features/mail/outbox.server";
import { takeStaffDigest } from "~/features/mail/staff-digest.server";
import { CONFIRM_LINK_DAYS, NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { paths } from "~/site/paths";
import { prisma } from "~/utils/db.server";
import { getEnv, mailSettings, siteOrigin, staffOrigin } from "~/utils/env.server";
import type { MailContent } from "~/features/mail/content";
import {
  newsletterConfirmation,
  staffDailyDigest,
  staffDigest,
  staffNotification,
  staffRolesChanged,
  staffSignInAlert,
  type DailyDigest,
} from "~/features/mail/messages.server";
import { renderMail } from "~/features/mail/render.server";
import type { OfficeContact } from "~/content/contact";
import { acknowledgementLetter, summaryLetter, type LetterLinks } from "~/features/requests/letters.server";
import { statusPageLink } from "~/features/requests/status-page";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";
import { localePath, type Locale } from "~/i18n/locales";

export function absolute(path: string): string {
  return new URL(path, `${siteOrigin()}/`).href;
}

/** The links in a newsletter mail: both carry the subscriber's secret, which the database checks. */
export function newsletterLinks(token: string, locale: Locale = "en") {
  const query = `?${NEWSLETTER_TOKEN_PARAM}=${token}`;
  return {
    confirm: absolute(localePath(locale, paths.newsletterConfirm) + query),
    unsubscribe: absolute(localePath(locale, paths.newsletterUnsubscribe) + query),
  };
}

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

async function queue(
  tx: Prisma.TransactionClient,
  kind: MailKind,
  recipient: string,
  content: MailContent,
  headers: Record<string, string> = {},
  requestReference?: string,
): Promise<void> {
  await insertOutboxMessage(tx, { ...composeMessage(kind, recipient, content, headers), requestReference });
}

/** In the language of the form the reader used, with links to the pages in that language. */
export function queueNewsletterConfirmation(
  tx: Prisma.TransactionClient,
  email: string,
  token: string,
  locale: Locale = "en",
): Promise<void> {
  const links = newsletterLinks(token, locale);
  return queue(tx, "newsletter confirmation", email, newsletterConfirmation(links, CONFIRM_LINK_DAYS, locale), {
    // RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that posts to the link.
    "List-Unsubscribe": `<${links.unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
}

/** Where a letter to a requester sends them, on the public site. */
export function letterLinks(locale: Locale = "en"): LetterLinks {
  const page = (path: string) => absolute(localePath(locale, path));
  return {
    statusPage: page(paths.darStatus),
    accessingTheNsr: page(paths.accessingTheNsr),
    documents: page(paths.documents),
    form: page(paths.darForm),
    privacyPolicy: page(paths.privacyPolicy),
  };
}

/** Every letter to a requester: replies reach the office's mailbox, and it says it was sent by a system. */
export function letterHeaders(): Record<string, string> {
  return { "Reply-To": mailSettings().replyTo, "Auto-Submitted": "auto-generated" };
}

/** The acknowledgement, with the reference and the code that opens the status page: one of the request's letters. */
export function queueRequestAcknowledgement(
  tx: Prisma.TransactionClient,
  email: string,
  saved: { reference: string; statusCode: string },
  contact: OfficeContact,
  locale: Locale = "en",
): Promise<void> {
  const status = { link: absolute(localePath(locale, statusPageLink(saved.reference, saved.statusCode))), code: saved.statusCode };
  return queue(
    tx,
    "request acknowledgement",
    email,
    acknowledgementLetter(saved.reference, status, letterLinks(locale), contact, locale),
    letterHeaders(),
    saved.reference,
  );
}

/** Once the requester's address has proved theirs (their first look at the status page): what they sent. */
export function queueRequestSummary(
  tx: Prisma.TransactionClient,
  email: string,
  reference: string,
  rows: readonly (readonly [string, string])[],
  locale: Locale = "en",
): Promise<void> {
  return queue(tx, "request summary", email, summaryLetter(reference, rows, letterLinks(locale), locale), letterHeaders(), reference);
}

/** The back office's origin, for the links in the office's own mail; null when it does not run. */
function backOffice(): string | null {
  return getEnv().STAFF_PORT === 0 ? null : staffOrigin();
}

export function queueStaffNotification(
  tx: Prisma.TransactionClient,
  reference: string,
  organisation: string,
  channel: string,
): Promise<void> {
  const to = mailSettings().staffNotifyTo;
  return queue(tx, "staff notification", to, staffNotification(reference, organisation, channel, backOffice()), {
    "Auto-Submitted": "auto-generated",
  });
}

/** To the account's admins and owner (`to`, from the database), that its name is being guessed. */
export async function queueSignInAlert(tx: Prisma.TransactionClient, to: readonly string[], name: string): Promise<void> {
  for (const recipient of to)
    await queue(tx, "staff sign-in alert", recipient, staffSignInAlert(name, backOffice()), { "Auto-Submitted": "auto-generated" });
}

/** To every admin (`to`, from the database), that `admin` changed `name`'s roles. */
export async function queueRolesChanged(
  tx: Prisma.TransactionClient,
  to: readonly string[],
  change: { admin: string; name: string; before: readonly string[]; after: readonly string[] },
): Promise<void> {
  const content = staffRolesChanged(change.admin, change.name, change.before, change.after, backOffice());
  for (const recipient of to) await queue(tx, "staff roles changed", recipient, content, { "Auto-Submitted": "auto-generated" });
}

/** Writes the staff digest if one is due: the references and the digest's message in one transaction. */
export async function queueStaffDigestIfDue(): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const references = await takeStaffDigest(tx);
    if (references.length === 0) return;
    await queue(tx, "staff digest", mailSettings().staffNotifyTo, staffDigest(references, backOffice()), {
      "Auto-Submitted": "auto-generated",
    });
  });
}

/**
 * The office's daily digest, if today's is due (from DAILY_DIGEST_HOUR, Lagos
 * time): taken once, by whichever instance asks first, and written in the
 * same transaction, so it is sent exactly once. Nothing is sent on a day with
 * nothing to list. `now` is the clock, for tests.
 */
export async function queueDailyDigestIfDue(now = new Date()): Promise<DailyDigest | null> {
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ digest: DailyDigest | null }[]>`
      SELECT staff_daily_digest_take(${now}::timestamptz, ${getEnv().DAILY_DIGEST_HOUR}::integer) AS digest`;
    const digest = row?.digest ?? null;
    if (!digest || digest.new.length + digest.overdue.length + digest.unassigned.length === 0) return null;
    await queue(
      tx,
      "staff daily digest",
      mailSettings().staffNotifyTo,
      staffDailyDigest(digest, formatMonthDayYear(lagosToday(now)), backOffice()),
      {
        "Auto-Submitted": "auto-generated",
      },
    );
    return digest;
  });
}
