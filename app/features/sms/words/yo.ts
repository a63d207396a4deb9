import type { SmsWords } from "./en";

/**
 * The text messages' words in Yorùbá (en.ts says how they are kept). With
 * its tone marks every message is UCS-2, 70 characters, and a mark below and
 * above a letter counts twice: the words are the shortest that still say it,
 * and dates are written in figures.
 */
export const yo: SmsWords = {
  receipt: "NASSCO {reference}: kóòdù {code}, èsì ṣáájú {date}",
  status: "NASSCO {reference}: {status}. Ìbéèrè? Pe 969.",
  resolved: "NASSCO {reference} ti yanjú: {resolution}.",
  reply: "NASSCO {reference}: {status}.",
  replyResolved: "NASSCO {reference}: {status}. {resolution}.",
  officeNumber: "NASSCO {state}: {phone}. Láìsanwó: 969.",
  requestReceipt: "NASSCO: a ti gba ìbéèrè rẹ fún dátà, {reference}.",
  statuses: { resolved: "Ó ti yanjú" },
  resolutions: {
    corrected: "Wọ́n ti ṣàtúnṣe àkọsílẹ̀",
    enrolled: "Wọ́n ti forúkọ ìdílé sílẹ̀",
    explained: "Kò sí àṣìṣe",
    referred: "Wọ́n fi ránṣẹ́ sí àjọ tó yẹ",
    "not-reached": "A kò rí ọ bá sọ̀rọ̀",
  },
  date: "{day}/{mm}/{year}",
};
