import type { Prisma } from "~/generated/prisma/client";
import { letterHeaders } from "~/features/cases/letter-headers.server";
import { absolute, composeMessage } from "~/features/mail/compose.server";
import type { MailContent } from "~/features/mail/content";
import type { OutboxMessage } from "~/features/mail/outbox.server";
import { localePath, type Locale } from "~/i18n/locales";
import { paths } from "~/site/paths";
import { queueSiteMail } from "~/features/mail/site-queue.server";
import type { LetterLinks } from "./letters.server";

/**
 * The letters to a requester, on their way to the outbox: where they link,
 * their headers, and each queued in the transaction of what causes it.
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

/**
 * An officer's letter, drawn up for the database function that makes its move (staff_request_move):
 * it writes the letter with the request's own address, which the officer never sees.
 */
export function moveLetterMessage(content: MailContent): OutboxMessage {
  return composeMessage("request letter", "", content, letterHeaders());
}

/**
 * The acknowledgement, named in the transaction that stores the request (by the site's form or
 * API, or by an officer entering a paper one): the reference and the code just given, which the
 * request's hash must match. The database takes the address and the language from the request;
 * the back office writes the letter (site-mail/write.server.ts). One of the request's letters.
 */
export function queueRequestAcknowledgement(tx: Prisma.TransactionClient, saved: { reference: string; statusCode: string }): Promise<void> {
  return queueSiteMail(tx, "request acknowledgement", saved.reference, { code: saved.statusCode });
}

/**
 * Once the requester's address has proved theirs (their first look at the status page, in this
 * transaction): what they sent, as the database has it, in the page's language.
 */
export function queueRequestSummary(tx: Prisma.TransactionClient, reference: string, locale: Locale = "en"): Promise<void> {
  return queueSiteMail(tx, "request summary", reference, { locale });
}
