import type { OfficeContact } from "~/content/contact";
import { CONFIRM_LINK_DAYS } from "~/content/newsletter";
import { grievanceAcknowledgement } from "~/features/grievances/letters.server";
import { absolute, AUTO_SUBMITTED, oneClickUnsubscribe } from "~/features/mail/compose.server";
import type { MailContent } from "~/features/mail/content";
import type { OutboxMessage, QueuedMessage } from "~/features/mail/outbox.server";
import { renderMail } from "~/features/mail/render.server";
import { newsletterConfirmation, newsletterLinks } from "~/features/newsletter/confirmation.server";
import { alertMailHeaders, paymentAlertConfirmation, paymentAlertLinks, paymentAlertMail } from "~/features/payments/alert-mail.server";
import type { PaymentAlertParams } from "~/features/payments/sms-templates";
import { acknowledgementLetter, summaryLetter } from "~/features/requests/letters.server";
import { staffNotification } from "~/features/requests/office-notice.server";
import { letterHeaders } from "~/features/cases/letter-headers.server";
import { letterLinks } from "~/features/requests/outbox.server";
import { statusPageLink } from "~/features/cases/status-page";
import { receiptRowFromColumns, receiptRows } from "~/features/requests/summary";
import { isLocale, localePath, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { paths } from "~/site/paths";
import { mailSettings, siteOrigin, staffOrigin } from "~/utils/env.server";
import type { SiteMailKind } from "~/features/mail/site-queue.server";
import { fixQuestionLinks, fixQuestionMail } from "~/features/was-it-fixed/mail.server";

/**
 * The back office writes what the public site queued (decision 0088), in its own process, when
 * the sender takes it: the same letters the site once wrote itself, from the kind and what
 * mail_queue() took from the row, with links to the public site (SITE_URL) and the office's own
 * headers. Nothing in `params` became a header, and only the codes, dates and references the
 * database checked or wrote reach the text.
 */

/** The value of a param mail_queue() always writes for the kind; a row without it cannot be written. */
function text(queued: QueuedMessage, name: string): string {
  const value = queued.params[name];
  if (typeof value !== "string" || value === "") throw new Error(`${queued.kind} has no ${name}`);
  return value;
}

function localeOf(queued: QueuedMessage): Locale {
  const locale = queued.params.locale ?? "en";
  if (!isLocale(locale)) throw new Error(`${queued.kind} is in an unknown language`);
  return locale;
}

function addressOf(queued: QueuedMessage): string {
  if (!queued.recipient) throw new Error(`${queued.kind} has no address`);
  return queued.recipient;
}

/** What the grievance acknowledgement links to, on the public site in the person's language. */
function grievanceLinks(locale: Locale, reference: string, code: string) {
  return {
    statusPage: absolute(localePath(locale, paths.grievanceStatus)),
    statusLink: absolute(localePath(locale, statusPageLink(paths.grievanceStatus, reference, code))),
    privacyPolicy: absolute(localePath(locale, paths.privacyPolicy)),
  };
}

interface Written {
  recipient: string;
  content: MailContent;
  headers: Record<string, string>;
}

/** What mail_queue(), the payment alerts' fan-out and grievance_fix_ask() queue for the back office to write. */
type WrittenKind = SiteMailKind | "payment alert" | "grievance fix question";

/** A payment alert mail's place and links, from what the database put in it. */
function alertLinksOf(queued: QueuedMessage, locale: Locale) {
  return paymentAlertLinks(text(queued, "token"), { state: text(queued, "state"), lga: text(queued, "lga") }, locale);
}

async function writeKind(queued: QueuedMessage, officeContact: () => Promise<OfficeContact>): Promise<Written> {
  const kind = queued.kind as WrittenKind;
  switch (kind) {
    case "grievance acknowledgement": {
      const locale = localeOf(queued);
      const [reference, code] = [text(queued, "reference"), text(queued, "code")];
      const saved = {
        reference,
        statusCode: code,
        expectedOn: text(queued, "expected_on"),
        mayContact: queued.params.may_contact === true,
      };
      // Replies reach the office's mailbox, and it says a system sent it, as the request's letters do.
      return {
        recipient: addressOf(queued),
        content: grievanceAcknowledgement(saved, grievanceLinks(locale, reference, code), locale),
        headers: letterHeaders(),
      };
    }
    case "request acknowledgement": {
      const locale = localeOf(queued);
      const [reference, code] = [text(queued, "reference"), text(queued, "code")];
      const status = { link: absolute(localePath(locale, statusPageLink(paths.darStatus, reference, code))), code };
      return {
        recipient: addressOf(queued),
        content: acknowledgementLetter(reference, status, letterLinks(locale), await officeContact(), locale),
        headers: letterHeaders(),
      };
    }
    case "request summary": {
      // What they sent, labelled in the language of the status page they opened, as the page showed it.
      const locale = localeOf(queued);
      const request = queued.params.request;
      if (typeof request !== "object" || request === null) throw new Error("request summary has no request");
      const rows = receiptRows(receiptRowFromColumns(request as Record<string, unknown>), { words: messages[locale] });
      return {
        recipient: addressOf(queued),
        content: summaryLetter(text(queued, "reference"), rows, letterLinks(locale), locale),
        headers: letterHeaders(),
      };
    }
    case "staff notification":
      // To the office's own mailbox, which the site never names.
      return {
        recipient: mailSettings().staffNotifyTo,
        content: staffNotification(text(queued, "reference"), text(queued, "organisation"), text(queued, "channel"), staffOrigin()),
        headers: { ...AUTO_SUBMITTED },
      };
    case "newsletter confirmation": {
      const locale = localeOf(queued);
      const links = newsletterLinks(text(queued, "token"), locale);
      return {
        recipient: addressOf(queued),
        content: newsletterConfirmation(links, CONFIRM_LINK_DAYS, locale),
        headers: oneClickUnsubscribe(links.unsubscribe),
      };
    }
    case "payment alert confirmation": {
      const locale = localeOf(queued);
      const links = alertLinksOf(queued, locale);
      const place = { state: text(queued, "state"), lga: text(queued, "lga") };
      return { recipient: addressOf(queued), content: paymentAlertConfirmation(place, links, locale), headers: {} };
    }
    case "payment alert": {
      // The fan-out's params: the window as it was when queued (payment_alert_queue), the language and the secret.
      const locale = localeOf(queued);
      const links = alertLinksOf(queued, locale);
      const params = queued.params as unknown as PaymentAlertParams;
      return { recipient: addressOf(queued), content: paymentAlertMail(params, links, locale), headers: alertMailHeaders(links) };
    }
    case "grievance fix question": {
      // Asked as the case was resolved (grievance_fix_ask): its reference, its language and the links' secret.
      const locale = localeOf(queued);
      const links = fixQuestionLinks(text(queued, "token"), locale);
      return { recipient: addressOf(queued), content: fixQuestionMail(text(queued, "reference"), links, locale), headers: letterHeaders() };
    }
    default:
      throw new Error(`the site does not queue ${String(kind satisfies never)}`);
  }
}

/**
 * The sender's `write` (mail/sender.server.ts): a queued message as it goes out. Its Message-ID
 * is the one the database fixed, on the site's host, so every attempt sends the same.
 */
export function siteMailWriter(officeContact: () => Promise<OfficeContact>): (queued: QueuedMessage) => Promise<OutboxMessage> {
  return async (queued) => {
    const { recipient, content, headers } = await writeKind(queued, officeContact);
    const { subject, text: body, html } = renderMail(content);
    const messageId = queued.messageId.replace(/@site>$/, `@${new URL(siteOrigin()).hostname}>`);
    return { messageId, kind: queued.kind, recipient, subject, text: body, html, headers };
  };
}
