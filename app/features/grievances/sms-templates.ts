import { writeSmsDate, fillSms, type SmsTemplate } from "~/features/sms/template";
import type { Locale } from "~/i18n/locales";
import { en as enSite } from "~/i18n/messages/en";
import { ha as haSite } from "~/i18n/messages/ha";
import { ig as igSite } from "~/i18n/messages/ig";
import { pcm as pcmSite } from "~/i18n/messages/pcm";
import { yo as yoSite } from "~/i18n/messages/yo";
import { GRIEVANCE_RESOLUTIONS, GRIEVANCE_STATUSES } from "./kinds";
import { en, type GrievanceSmsWords } from "./sms-words/en";
import { ha } from "./sms-words/ha";
import { ig } from "./sms-words/ig";
import { pcm } from "./sms-words/pcm";
import { yo } from "./sms-words/yo";
import { resolutionName, statusWords } from "./words";

/**
 * A report's text messages (decisions 0071, 0106): its receipt, a change of
 * its status, its resolution, the answer to "what is its status?" by SMS or
 * on a USSD screen, and "Was it fixed?" with what answering it did (decision
 * 0110). sms-texts/templates.ts lists them with every other feature's; the
 * database queues them (sms_queue) with what fills them.
 */

/** The site's names of statuses and resolutions, which messages reuse where they are short enough. */
const siteWords = { en: enSite, ha: haSite, yo: yoSite, ig: igSite, pcm: pcmSite } as const;

/** Every language's words for a report's messages. */
export const grievanceSmsWords: Record<Locale, GrievanceSmsWords> = { en, ha, yo, ig, pcm };

/** What fills each message, as sms_outbox.params holds it (the database writes these). */
export interface GrievanceSmsParams {
  "grievance receipt": { reference: string; code: string; expected_on: string };
  "grievance status": { reference: string; status: string; resolution: string | null };
  "grievance resolved": { reference: string; status: string; resolution: string | null };
  "grievance status reply": { reference: string; status: string; resolution: string | null };
  "grievance fix question": { reference: string };
  "grievance fix thanks": { reference: string };
  /** expected_on: the reopened case's own promise. */
  "grievance reopened": { reference: string; expected_on: string };
}

/**
 * The longest values a report's message is filled with, for measuring each
 * template and for docs/sms-templates.md: a reference and a code of the
 * longest form, and one date in every month, with a two-figure day.
 */
export const LONGEST_GRIEVANCE = {
  reference: "GRV-2026-1000000",
  code: "7KQ2-M9XD-4HTP",
  dates: Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, "0")}-28`),
} as const;

/** A status in a message's words: the language's short form, else the site's name for it. */
export function smsStatus(status: string, locale: Locale): string {
  return (
    grievanceSmsWords[locale].statuses[status as keyof GrievanceSmsWords["statuses"]] ??
    statusWords(status, siteWords[locale].grievances).name
  );
}

/** A resolution in a message's words: the language's short form, else the site's name for it; "" for none. */
export function smsResolution(resolution: string | null, locale: Locale): string {
  if (!resolution) return "";
  return (
    grievanceSmsWords[locale].resolutions[resolution as keyof GrievanceSmsWords["resolutions"]] ??
    resolutionName(resolution, siteWords[locale].grievances)
  );
}

/** A date as the database writes it ("2026-12-29", a Lagos day), in the language's short form; anything else as it came. */
export function smsDate(isoDate: string, locale: Locale): string {
  return writeSmsDate(isoDate, grievanceSmsWords[locale]);
}

/** A status code as the receipt page shows it, 7KQ2-M9XD-4HTP, however it was stored. */
function codeInGroups(code: string): string {
  return /^[0-9A-Z]{12}$/.test(code) ? code.replace(/(.{4})(?=.)/g, "$1-") : code;
}

type TemplateKey = "receipt" | "status" | "resolved" | "reply" | "replyResolved" | "fixQuestion" | "fixThanks" | "reopened";

/**
 * The one text of a report's message, in its language, written when it is
 * sent. It names nothing about the person beyond the case's reference.
 */
function write(kind: keyof GrievanceSmsParams, key: TemplateKey, params: Partial<Record<string, string | null>>, locale: Locale) {
  const words = grievanceSmsWords[locale] ?? grievanceSmsWords.en;
  // The question's two answers are the language's own words, never the row's.
  const values: Record<string, string> = { yes: words.yes, no: words.no };
  if (params.reference) values.reference = params.reference;
  if (params.code) values.code = codeInGroups(params.code);
  if (params.expected_on) values.date = smsDate(params.expected_on, locale);
  if (params.status) values.status = smsStatus(params.status, locale);
  if ("resolution" in params) values.resolution = smsResolution(params.resolution ?? null, locale);
  return fillSms(words[key], values, kind, locale);
}

/** Every status with no resolution, and "resolved" with each resolution. */
const everyStatus = () =>
  GRIEVANCE_STATUSES.flatMap((status) =>
    (status === "resolved" ? [...GRIEVANCE_RESOLUTIONS] : [null]).map((resolution) => ({
      reference: LONGEST_GRIEVANCE.reference,
      status,
      resolution,
    })),
  );

type StatusParams = GrievanceSmsParams["grievance status"];

export const grievanceReceiptSms: SmsTemplate<"grievance receipt", GrievanceSmsParams["grievance receipt"]> = {
  kind: "grievance receipt",
  render: (params, locale) => write("grievance receipt", "receipt", params, locale),
  templates: (locale) => [grievanceSmsWords[locale].receipt],
  longest: () =>
    LONGEST_GRIEVANCE.dates.map((expected_on) => ({ reference: LONGEST_GRIEVANCE.reference, code: LONGEST_GRIEVANCE.code, expected_on })),
};

export const grievanceStatusSms: SmsTemplate<"grievance status", StatusParams> = {
  kind: "grievance status",
  render: (params, locale) => write("grievance status", "status", params, locale),
  templates: (locale) => [grievanceSmsWords[locale].status],
  longest: () => everyStatus().filter((params) => params.status !== "resolved"),
};

export const grievanceResolvedSms: SmsTemplate<"grievance resolved", StatusParams> = {
  kind: "grievance resolved",
  render: (params, locale) => write("grievance resolved", "resolved", params, locale),
  templates: (locale) => [grievanceSmsWords[locale].resolved],
  longest: () => everyStatus().filter((params) => params.status === "resolved"),
};

/** Sent by SMS, or shown on a USSD screen (channels' statusText): it fits both. */
export const grievanceStatusReplySms: SmsTemplate<"grievance status reply", StatusParams> = {
  kind: "grievance status reply",
  render: (params, locale) => write("grievance status reply", params.status === "resolved" ? "replyResolved" : "reply", params, locale),
  templates: (locale) => [grievanceSmsWords[locale].reply, grievanceSmsWords[locale].replyResolved],
  longest: everyStatus,
  onUssdScreen: true,
};

/** Only the reference: every filling is the longest. */
const longestReference = () => [{ reference: LONGEST_GRIEVANCE.reference }];

/** Queued by grievance_fix_ask() as an officer resolves a case that came by text or has only a number. */
export const grievanceFixQuestionSms: SmsTemplate<"grievance fix question", GrievanceSmsParams["grievance fix question"]> = {
  kind: "grievance fix question",
  render: (params, locale) => write("grievance fix question", "fixQuestion", params, locale),
  templates: (locale) => [grievanceSmsWords[locale].fixQuestion],
  longest: longestReference,
};

export const grievanceFixThanksSms: SmsTemplate<"grievance fix thanks", GrievanceSmsParams["grievance fix thanks"]> = {
  kind: "grievance fix thanks",
  render: (params, locale) => write("grievance fix thanks", "fixThanks", params, locale),
  templates: (locale) => [grievanceSmsWords[locale].fixThanks],
  longest: longestReference,
};

/** Queued by the status trigger when a "no" reopened the case, in place of "grievance status". */
export const grievanceReopenedSms: SmsTemplate<"grievance reopened", GrievanceSmsParams["grievance reopened"]> = {
  kind: "grievance reopened",
  render: (params, locale) => write("grievance reopened", "reopened", params, locale),
  templates: (locale) => [grievanceSmsWords[locale].reopened],
  longest: () => LONGEST_GRIEVANCE.dates.map((expected_on) => ({ reference: LONGEST_GRIEVANCE.reference, expected_on })),
};
