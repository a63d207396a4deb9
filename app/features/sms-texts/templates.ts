import {
  grievanceFixQuestionSms,
  grievanceFixThanksSms,
  grievanceReceiptSms,
  grievanceReopenedSms,
  grievanceResolvedSms,
  grievanceSmsWords,
  grievanceStatusReplySms,
  grievanceStatusSms,
} from "~/features/grievances/sms-templates";
import { paymentAlertConfirmSms, paymentAlertSms, paymentAlertsOnSms, paymentAnswerSms } from "~/features/payments/sms-templates";
import { paymentSmsWords } from "~/features/payments/sms-words";
import { requestReceiptSms } from "~/features/requests/sms-templates";
import { requestSmsWords } from "~/features/requests/sms-words";
import type { SmsTemplate } from "~/features/sms/template";
import { textHelpSms } from "~/features/sms-in/sms-templates";
import { smsInWords } from "~/features/sms-in/sms-words";
import { officeNumberSms } from "~/features/ussd/sms-templates";
import { knownProblemSms } from "~/features/known-problems/sms-templates";
import { knownProblemSmsWords } from "~/features/known-problems/sms-words";
import { ussdSmsWords } from "~/features/ussd/sms-words";
import type { Locale } from "~/i18n/locales";

/**
 * Every text message the office sends (decisions 0071, 0106), one list: each
 * is a row of sms_outbox.kind (the table's CHECK names the same), worded and
 * defined by its feature. The sender writes a row from it
 * (runtime/site.server.ts passes renderQueuedSms), the USSD screens show the
 * status reply from it, docs/sms-templates.md is its table, and the tests
 * measure every template in every language from it. A new message is a
 * template in its feature and a line here (and a kind in the table's CHECK).
 * In this order in docs/sms-templates.md.
 */
export const SMS_TEMPLATES = [
  grievanceReceiptSms,
  grievanceStatusSms,
  grievanceResolvedSms,
  grievanceStatusReplySms,
  grievanceFixQuestionSms,
  grievanceFixThanksSms,
  grievanceReopenedSms,
  officeNumberSms,
  requestReceiptSms,
  textHelpSms,
  paymentAnswerSms,
  paymentAlertSms,
  paymentAlertConfirmSms,
  paymentAlertsOnSms,
  knownProblemSms,
] as const;

type Listed = (typeof SMS_TEMPLATES)[number];

export type SmsKind = Listed["kind"];

export const SMS_KINDS: readonly SmsKind[] = SMS_TEMPLATES.map((template) => template.kind);

/** What fills each message, as sms_outbox.params holds it (the database writes most of these). */
export type SmsParams = { [K in SmsKind]: Extract<Listed, { kind: K }> extends SmsTemplate<K, infer P> ? P : never };

/** The template of a kind, or undefined for a kind this version does not know. */
export function smsTemplate<K extends SmsKind>(kind: K): SmsTemplate<K, SmsParams[K]>;
export function smsTemplate(kind: string): SmsTemplate | undefined;
export function smsTemplate(kind: string): SmsTemplate | undefined {
  return (SMS_TEMPLATES as readonly SmsTemplate[]).find((template) => template.kind === kind);
}

/**
 * The one text of a message, in its language, written when it is sent (the
 * outbox keeps the template's kind and what fills it). It names nothing
 * about the person beyond the case's reference.
 */
export function renderSms<K extends SmsKind>(kind: K, params: SmsParams[K], locale: Locale): string {
  return smsTemplate(kind).render(params, locale);
}

/** A row the sender took: its kind's template, filled in its language; a kind with no template throws, and the message is dead. */
export function renderQueuedSms({ kind, params, locale }: { kind: string; params: unknown; locale: Locale }): string {
  const template = smsTemplate(kind);
  if (!template) throw new Error(`The ${kind} message has no template`);
  return template.render(params, locale);
}

/** Every feature's words for its messages in a language, for the glossary's check (channels/glossary.test.ts). */
export function smsWordsOf(locale: Locale): Record<string, unknown> {
  return {
    grievances: grievanceSmsWords[locale],
    requests: requestSmsWords[locale],
    ussd: ussdSmsWords[locale],
    "sms-in": smsInWords[locale],
    payments: paymentSmsWords[locale],
    "known-problems": knownProblemSmsWords[locale],
  };
}
