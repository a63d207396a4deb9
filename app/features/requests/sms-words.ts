import type { Locale } from "~/i18n/locales";

/**
 * A data access request's text message in each language (decisions 0071,
 * 0106): its receipt, sent when the requester gave a phone. `{reference}`
 * is filled in (sms-templates.ts); it must fit one SMS in its alphabet with
 * the longest reference (sms-texts/templates.test.ts measures it).
 */
export interface RequestSmsWords {
  receipt: string;
}

export const requestSmsWords: Record<Locale, RequestSmsWords> = {
  en: { receipt: "NASSCO: we received your data access request {reference}. Quote it whenever you write to us about it." },
  ha: { receipt: "NASSCO: mun karɓi buƙatarku ta bayanai {reference}." },
  yo: { receipt: "NASSCO: a ti gba ìbéèrè rẹ fún dátà, {reference}." },
  ig: { receipt: "NASSCO anatala arịrịọ data gị {reference}." },
  pcm: { receipt: "NASSCO: we don receive your data request {reference}. Use am anytime you write us about am." },
};
