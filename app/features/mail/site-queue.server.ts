import type { Prisma } from "~/generated/prisma/client";
import type { MailKind } from "~/features/mail/outbox.server";
import type { Locale } from "~/i18n/locales";

/**
 * The public site's one way to send mail (decision 0088): it names what has just happened, in
 * the transaction that stored it, and mail_queue() checks it. The row named must have been
 * written in that transaction; the address, the dates, what a summary lists, come from the row;
 * the caller adds only a status code the row's hash must match, or a language. The back office
 * writes the message when it sends it (site-mail/write.server.ts), so no word, link or header of it comes
 * from the site's process. Each kind has a bound a minute (mail_kind.site_per_minute): past it
 * the database refuses (SQLSTATE 54000), the transaction rolls back, and the form says to try
 * again later (503), as for any failure to store.
 */

/** The kinds the site queues: mail_kind's rows with a site_per_minute. */
export type SiteMailKind = Extract<
  MailKind,
  | "grievance acknowledgement"
  | "request acknowledgement"
  | "request summary"
  | "staff notification"
  | "newsletter confirmation"
  | "payment alert confirmation"
>;

/** What the caller adds to each kind, and nothing else: mail_queue() refuses any other key. */
export interface SiteMailParams {
  /** The code just given, as it is printed (7KQ2-M9XD-4HTP): the report's hash must match it. */
  "grievance acknowledgement": { code: string };
  "request acknowledgement": { code: string };
  /** The language of the status page the requester opened. */
  "request summary": { locale: Locale };
  "staff notification": Record<string, never>;
  /** The language of the form. */
  "newsletter confirmation": { locale: Locale };
  /** The language of the page; queued by payment_alert_subscribe_email(), whose secret names the subscription. */
  "payment alert confirmation": { locale: Locale };
}

/**
 * Queues mail of `kind` about what `reference` names: a grievance's or a request's reference, or,
 * for a newsletter confirmation, the secret of the sign-up just made (its links carry it).
 */
export async function queueSiteMail<K extends SiteMailKind>(
  tx: Prisma.TransactionClient,
  kind: K,
  reference: string,
  params: SiteMailParams[K],
): Promise<void> {
  await tx.$executeRaw`SELECT mail_queue(${kind}, ${reference}, ${JSON.stringify(params)}::jsonb)`;
}
