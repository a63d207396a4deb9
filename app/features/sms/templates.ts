import { resolutionName, statusWords } from "~/features/grievances/words";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { en as enSite } from "~/i18n/messages/en";
import { ha as haSite } from "~/i18n/messages/ha";
import { ig as igSite } from "~/i18n/messages/ig";
import { pcm as pcmSite } from "~/i18n/messages/pcm";
import { yo as yoSite } from "~/i18n/messages/yo";
import type { SmsKind, SmsParams } from "./kinds";
import { en, type SmsWords } from "./words/en";
import { ha } from "./words/ha";
import { ig } from "./words/ig";
import { pcm } from "./words/pcm";
import { yo } from "./words/yo";

/** The site's names of statuses and resolutions, which messages reuse where they are short enough. */
const siteWords = { en: enSite, ha: haSite, yo: yoSite, ig: igSite, pcm: pcmSite } as const;

/** Every language's text messages (decision 0071). */
export const smsWords: Record<Locale, SmsWords> = { en, ha, yo, ig, pcm };

/** A language's templates, one for each message (a status reply has two). */
export type TemplateKey = Exclude<keyof SmsWords, "neverPay" | "statuses" | "resolutions" | "date" | "months">;

/** Which of a language's templates a message of each kind uses, and for a status reply, once resolved. */
export function templateKey(kind: SmsKind, status?: string): TemplateKey {
  switch (kind) {
    case "grievance receipt":
      return "receipt";
    case "grievance status":
      return "status";
    case "grievance resolved":
      return "resolved";
    case "grievance status reply":
      return status === "resolved" ? "replyResolved" : "reply";
    case "office number":
      return "officeNumber";
    case "request receipt":
      return "requestReceipt";
    case "text help":
      return "textHelp";
  }
}

/** A status in a message's words: the language's short form, else the site's name for it. */
export function smsStatus(status: string, locale: Locale): string {
  return smsWords[locale].statuses[status as keyof SmsWords["statuses"]] ?? statusWords(status, siteWords[locale].grievances).name;
}

/** A resolution in a message's words: the language's short form, else the site's name for it; "" for none. */
export function smsResolution(resolution: string | null, locale: Locale): string {
  if (!resolution) return "";
  return (
    smsWords[locale].resolutions[resolution as keyof SmsWords["resolutions"]] ?? resolutionName(resolution, siteWords[locale].grievances)
  );
}

/** A date as the database writes it ("2026-12-29", a Lagos day), in the language's short form; anything else as it came. */
export function smsDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, mm, day] = match as unknown as [string, string, string, string];
  const words = smsWords[locale];
  return format(words.date, { day: String(Number(day)), dd: day, mm, month: words.months?.[Number(mm) - 1] ?? mm, year });
}

/** A status code as the receipt page shows it, 7KQ2-M9XD-4HTP, however it was stored. */
function codeInGroups(code: string): string {
  return /^[0-9A-Z]{12}$/.test(code) ? code.replace(/(.{4})(?=.)/g, "$1-") : code;
}

/**
 * The one text of a message, in its language, written when it is sent (the
 * outbox keeps the template's kind and what fills it). It names nothing
 * about the person beyond the case's reference.
 */
export function renderSms<K extends SmsKind>(kind: K, params: SmsParams[K], locale: Locale): string {
  const words = smsWords[locale] ?? smsWords.en;
  const values: Record<string, string> = {};
  const given = params as Partial<Record<string, string | null>>;
  if (given.reference) values.reference = given.reference;
  if (given.code) values.code = codeInGroups(given.code);
  if (given.expected_on) values.date = smsDate(given.expected_on, locale);
  if (given.status) values.status = smsStatus(given.status, locale);
  if ("resolution" in given) values.resolution = smsResolution(given.resolution ?? null, locale);
  if (given.state) values.state = given.state;
  if (given.phone) values.phone = given.phone;
  const template = words[templateKey(kind, given.status ?? undefined)];
  const text = format(template, values);
  // A mark left unfilled would be sent as it stands ("…is now: {status}."): the sender
  // turns this throw into a dead message with the reason, for an officer to see.
  const unfilled = /\{\w+\}/.exec(text);
  if (unfilled) throw new Error(`The ${kind} message in ${locale} has no value for ${unfilled[0]}`);
  return text;
}
