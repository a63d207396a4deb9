import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import { absolute, oneClickUnsubscribe } from "~/features/mail/compose.server";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { format } from "~/i18n/format";
import { localePath, type Locale } from "~/i18n/locales";
import { mailWords } from "~/i18n/mail-words.server";
import { messages } from "~/i18n/messages.server";
import { lgaPaymentsPath, paths } from "~/site/paths";
import { lagosToday } from "~/utils/lagos-time";
import { slugify } from "~/utils/slug";
import { answerOf, datesOf, naira, waysWords } from "./sentences";
import type { PaymentAlertParams } from "./sms-templates";

/**
 * Payment alerts by e-mail (decision 0109): the mail that asks an address to
 * confirm, and each alert, written by the back office when it sends them from
 * what the database queued. An alert says what the LGA's page says, in the
 * subscriber's language, with the never-pay line and a link that stops it.
 */

/** The links a subscription's mails carry: each with its secret, which the database checks. */
export function paymentAlertLinks(token: string, place: { state: string; lga: string }, locale: Locale) {
  const query = `?${NEWSLETTER_TOKEN_PARAM}=${token}`;
  return {
    confirm: absolute(localePath(locale, paths.paymentsAlertsConfirm) + query),
    stop: absolute(localePath(locale, paths.paymentsAlertsStop) + query),
    // The LGA's page by the slug rule; a name spelt otherwise is redirected to its one address.
    page: absolute(localePath(locale, lgaPaymentsPath(place.state, slugify(place.lga)))),
  };
}

export type PaymentAlertLinks = ReturnType<typeof paymentAlertLinks>;

/** Asks the address to confirm, in the language of the page it was typed on. */
export function paymentAlertConfirmation(place: { state: string; lga: string }, links: PaymentAlertLinks, locale: Locale): MailContent {
  const words = mailWords[locale];
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.alertConfirmSubject, { lga: place.lga }),
    heading: words.alertConfirmHeading,
    blocks: [
      { type: "paragraph", text: format(words.alertConfirmAsked, place) },
      { type: "paragraph", text: words.confirmHow },
      { type: "button", label: words.alertConfirmButton, href: links.confirm },
      { type: "paragraph", text: words.alertConfirmExpiry },
    ],
    footer: [{ type: "paragraph", text: `${format(words.alertWhy, { lga: place.lga })} ${words.signature}.` }],
  };
}

/** What happened, as the LGA's page words it: the window as it now is, or the dates withdrawn. */
function news(params: PaymentAlertParams, locale: Locale, today: string): MailBlock[] {
  const words = messages[locale].payments;
  const mail = mailWords[locale];
  if (params.alert === "withdrawn") {
    const dates = datesOf({ opensOn: params.opens_on, closesOn: params.closes_on }, words, locale);
    return [{ type: "paragraph", text: format(mail.alertWithdrawn, { dates, lga: params.lga }) }];
  }
  const window = {
    opensOn: params.opens_on,
    closesOn: params.closes_on,
    pauseReason: params.pause_reason,
    byBank: params.by_bank,
    byWallet: params.by_wallet,
    atPayPoints: params.at_pay_points,
  };
  const ways = waysWords(window, words);
  return [
    ...(params.alert === "changed" ? [{ type: "paragraph" as const, text: format(mail.alertChanged, { lga: params.lga }) }] : []),
    { type: "paragraph", text: answerOf(params.lga, window, today, words, locale) },
    ...(params.amount_naira === null
      ? []
      : [{ type: "paragraph" as const, text: format(words.amount, { amount: naira(params.amount_naira) }) }]),
    ...(ways ? [{ type: "paragraph" as const, text: format(words.how, { ways }) }] : []),
  ];
}

/** One alert, on the Lagos day it is written. */
export function paymentAlertMail(params: PaymentAlertParams, links: PaymentAlertLinks, locale: Locale, today = lagosToday()): MailContent {
  const words = mailWords[locale];
  const place = { lga: params.lga, state: params.state };
  return {
    lang: locale === "en" ? undefined : locale,
    subject: format(words.alertSubject, place),
    heading: format(messages[locale].payments.lgaTitle, place),
    blocks: [
      ...news(params, locale, today),
      { type: "paragraph", text: messages[locale].payments.nobodyCanHurry },
      { type: "button", label: format(words.alertSee, place), href: links.page },
    ],
    footer: [
      { type: "paragraph", text: `${format(words.alertWhy, place)} ${words.signature}.` },
      { type: "button", label: words.alertStop, href: links.stop },
    ],
  };
}

/** As the newsletter's: a mail program's Unsubscribe button posts to the stop link; bulk, as an issue is. */
export const alertMailHeaders = (links: PaymentAlertLinks) => ({ ...oneClickUnsubscribe(links.stop), Precedence: "bulk" });
