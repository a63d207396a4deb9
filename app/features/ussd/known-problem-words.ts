import type { KnownProblemCategory } from "~/features/known-problems/problem";
import type { Locale } from "~/i18n/locales";

/**
 * A known problem on USSD's screen (decision 0112), shown before a report is filed: each language's
 * own short forms, as the menu's other words are (./words.ts), since a screen holds 79 characters
 * once one letter is outside GSM-7. {place} is the LGA (the caller has just chosen its state), or
 * the state for a notice of the whole state; {date} is the new date, day first. The screen shows
 * what, the date and `noNeed` where they fit, what and `noNeed` else, with `yours` for the place
 * where its name is too long (Municipal Area Council), and always `anyway` as 1.
 */
export interface UssdKnownProblemWords {
  what: Record<KnownProblemCategory, string>;
  /** "your LGA": the place the caller has just chosen, in fewer letters than some names have. */
  yours: string;
  date: string;
  noNeed: string;
  anyway: string;
}

export const USSD_KNOWN_PROBLEM_WORDS: Record<Locale, UssdKnownProblemWords> = {
  en: {
    what: {
      "payment-not-received": "Payments in {place} are late.",
      "wrong-amount": "Wrong amounts were paid in {place}.",
      enrolment: "Enrolment in {place} is late.",
      "personal-details": "Corrections in {place} are late.",
      conduct: "We know of a conduct problem in {place}.",
      other: "We know of this problem in {place}.",
    },
    yours: "your LGA",
    date: "New date {date}.",
    noNeed: "No need to report it again.",
    anyway: "Report anyway",
  },
  ha: {
    what: {
      "payment-not-received": "Biya a {place} ya jinkirta.",
      "wrong-amount": "An biya kudin da bai dace ba a {place}.",
      enrolment: "Rajista a {place} ta jinkirta.",
      "personal-details": "Gyara a {place} ya jinkirta.",
      conduct: "Mun san matsalar hali a {place}.",
      other: "Mun san matsalar a {place}.",
    },
    yours: "karamar hukumarku",
    date: "Sabuwar rana {date}.",
    noNeed: "Ba sai an sake kai rahoto ba.",
    anyway: "Ku kai rahoto duk da haka",
  },
  yo: {
    what: {
      "payment-not-received": "Ìsanwó {place} ti pẹ́.",
      "wrong-amount": "Owó kò pé ní {place}.",
      enrolment: "Ìforúkọsílẹ̀ {place} ti pẹ́.",
      "personal-details": "Àtúnṣe {place} ti pẹ́.",
      conduct: "A mọ̀ ìwà òṣìṣẹ́ {place}.",
      other: "A mọ̀ ìṣòro {place}.",
    },
    yours: "ìbílẹ̀ rẹ",
    date: "Ọjọ́ tuntun {date}.",
    noNeed: "Má tún ròyìn.",
    anyway: "Ròyìn síbẹ̀",
  },
  ig: {
    what: {
      "payment-not-received": "Ụgwọ {place} egbuola.",
      "wrong-amount": "Ego ezighi ezi na {place}.",
      enrolment: "Ndebanye {place} egbuola.",
      "personal-details": "Mmezi na {place} egbuola.",
      conduct: "Nsogbu omume {place}.",
      other: "Anyị ma nsogbu {place}.",
    },
    yours: "LGA gị",
    date: "Ụbọchị ọhụrụ {date}.",
    noNeed: "Akọla ya ọzọ.",
    anyway: "Kọọ ya",
  },
  pcm: {
    what: {
      "payment-not-received": "Payment for {place} don late.",
      "wrong-amount": "Dem pay wrong amount for {place}.",
      enrolment: "Enrolment for {place} don late.",
      "personal-details": "Correction for {place} don late.",
      conduct: "We know di conduct problem for {place}.",
      other: "We know dis problem for {place}.",
    },
    yours: "your LGA",
    date: "New date {date}.",
    noNeed: "No need to report am again.",
    anyway: "Report am anyway",
  },
};
