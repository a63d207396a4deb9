import type { GrievanceSmsWords } from "./en";

/**
 * The text messages' words in Yorùbá (en.ts says how they are kept). With
 * its tone marks every message is UCS-2, 70 characters, and a mark below and
 * above a letter counts twice: the words are the shortest that still say it,
 * and dates are written in figures, day and month alike (05/09/2026). A
 * report is ìròyìn, as the site calls it (never ẹ̀sùn, an accusation).
 * The receipt and the reopened case's message alone are written without
 * tone marks and dots, as most Yorùbá texts are: reference, code and date
 * take 40 of UCS-2's 70 characters, which left no room for the line that
 * NASSCO never asks for money, nor for where the reopened case went and its
 * date; in GSM-7 all of it fits one SMS (decision 0103).
 */
export const yo: GrievanceSmsWords = {
  receipt: "NASSCO: a ti gba iroyin re {reference}. Koodu: {code}. A fe yanju re saaju {date}. Pa SMS yii mo. NASSCO ki i beere owo.",
  neverPay: "NASSCO ki i beere owo.",
  status: "NASSCO ìròyìn {reference}: {status}. Ìbéèrè? Pe 969.",
  resolved: "NASSCO: ìròyìn {reference} ti yanjú: {resolution}.",
  reply: "NASSCO ìròyìn {reference}: {status}.",
  replyResolved: "NASSCO {reference}: {status}. {resolution}.",
  fixQuestion: "NASSCO: ṣé ìròyìn {reference} ti yanjú? Fèsì 1 {yes}, 2 {no}.",
  yes: "Bẹ́ẹ̀ni",
  no: "Rárá",
  fixThanks: "NASSCO: a dúpẹ́. A ti gba ìdáhùn rẹ lórí ìròyìn {reference}.",
  reopened: "NASSCO: a ti tun iroyin {reference} si, a si ti fi ranse si ofiisi orile-ede. A fe yanju re saaju {date}.",
  statuses: { resolved: "Ó ti yanjú" },
  resolutions: {
    corrected: "Wọ́n ti ṣàtúnṣe àkọsílẹ̀",
    enrolled: "Wọ́n ti forúkọ ìdílé sílẹ̀",
    explained: "Kò sí àṣìṣe",
    referred: "Wọ́n fi ránṣẹ́ sí àjọ tó yẹ",
    "not-reached": "A kò rí ọ bá sọ̀rọ̀",
  },
  date: "{dd}/{mm}/{year}",
};
