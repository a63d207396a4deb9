import type { Prisma } from "~/generated/prisma/client";
import type { OfficeContact } from "~/content/contact";
import { absolute, AUTO_SUBMITTED, composeMessage, queueMail } from "~/features/mail/compose.server";
import type { MailContent } from "~/features/mail/content";
import type { OutboxMessage } from "~/features/mail/outbox.server";
import { localePath, type Locale } from "~/i18n/locales";
import { paths } from "~/site/paths";
import { mailSettings } from "~/utils/env.server";
import { acknowledgementLetter, summaryLetter, type LetterLinks } from "./letters.server";
import { statusPageLink } from "./status-page";

/**
 * The letters to a requester, on their way to the outbox: where they link,
 * their headers, and each written in the transaction of what causes it.
 */

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
  return { "Reply-To": mailSettings().replyTo, ...AUTO_SUBMITTED };
}

/**
 * An officer's letter, drawn up for the database function that makes its move (staff_request_move):
 * it writes the letter with the request's own address, which the officer never sees.
 */
export function moveLetterMessage(content: MailContent): OutboxMessage {
  return composeMessage("request letter", "", content, letterHeaders());
}

/** The acknowledgement, with the reference and the code that opens the status page: one of the request's letters. */
export function queueRequestAcknowledgement(
  tx: Prisma.TransactionClient,
  email: string,
  saved: { reference: string; statusCode: string },
  contact: OfficeContact,
  locale: Locale = "en",
): Promise<void> {
  const status = {
    link: absolute(localePath(locale, statusPageLink(paths.darStatus, saved.reference, saved.statusCode))),
    code: saved.statusCode,
  };
  return queueMail(
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
  return queueMail(tx, "request summary", email, summaryLetter(reference, rows, letterLinks(locale), locale), letterHeaders(), reference);
}
