import type { Locale } from "~/i18n/locales";
import type { KnownProblemCategory } from "./problem";

/**
 * The known problem message (decision 0112), the answer to a text report that named an LGA with a
 * live notice: what is wrong and where ({place}: "Dala, Kano"), the new date where the office has
 * one ({date}, as the grievance messages write dates), that it need not be reported again, and
 * that sending the text again reports it anyway. One GSM-7 SMS in every language: Yorùbá and Igbo
 * are written without their marks, as the receipt is (decision 0103), since the place alone may
 * take 30 of UCS-2's 70 characters.
 */
export interface KnownProblemSmsWords {
  what: Record<KnownProblemCategory, string>;
  withDate: string;
  withoutDate: string;
}

export const knownProblemSmsWords: Record<Locale, KnownProblemSmsWords> = {
  en: {
    what: {
      "payment-not-received": "Payments in {place} are late.",
      "wrong-amount": "Wrong amounts were paid in {place}.",
      enrolment: "Enrolment in {place} is late.",
      "personal-details": "Corrections to details in {place} are late.",
      conduct: "We know of a conduct problem in {place}.",
      other: "We know of this problem in {place}.",
    },
    withDate: "NASSCO: {what} New date {date}. No need to report it again; to report anyway, send it again.",
    withoutDate: "NASSCO: {what} No need to report it again; to report anyway, send it again.",
  },
  ha: {
    what: {
      "payment-not-received": "Biya a {place} ya jinkirta.",
      "wrong-amount": "Kudin da aka biya a {place} bai dace ba.",
      enrolment: "Rajista a {place} ta jinkirta.",
      "personal-details": "Gyaran bayanai a {place} ya jinkirta.",
      conduct: "Mun san matsalar hali a {place}.",
      other: "Mun san matsalar a {place}.",
    },
    withDate: "NASSCO: {what} Sabuwar rana {date}. Ba sai an sake kai rahoto ba; don kai shi, sake aikawa.",
    withoutDate: "NASSCO: {what} Ba sai an sake kai rahoto ba; don kai shi duk da haka, sake aikawa.",
  },
  yo: {
    what: {
      "payment-not-received": "Isanwo ni {place} ti pe.",
      "wrong-amount": "Owo ti a san ni {place} ko to.",
      enrolment: "Iforukosile ni {place} ti pe.",
      "personal-details": "Atunse alaye ni {place} ti pe.",
      conduct: "A mo nipa isoro iwa osise ni {place}.",
      other: "A mo nipa isoro yii ni {place}.",
    },
    withDate: "NASSCO: {what} Ojo tuntun {date}. Ko si iwulo lati tun royin; lati royin sibe, tun fi ranse.",
    withoutDate: "NASSCO: {what} Ko si iwulo lati tun royin; lati royin sibe, tun fi ranse.",
  },
  ig: {
    what: {
      "payment-not-received": "Ugwo na {place} egbuola oge.",
      "wrong-amount": "Ego akwuru na {place} ezighi ezi.",
      enrolment: "Ndebanye aha na {place} egbuola oge.",
      "personal-details": "Mmezi nkowa na {place} egbuola oge.",
      conduct: "Anyi maara nsogbu omume na {place}.",
      other: "Anyi maara nsogbu a na {place}.",
    },
    withDate: "NASSCO: {what} Ubochi ohuru {date}. Akola ya ozo; ka i koo ya n'agbanyeghi, zighachi ya.",
    withoutDate: "NASSCO: {what} Akola ya ozo; ka i koo ya n'agbanyeghi, zighachi ya.",
  },
  pcm: {
    what: {
      "payment-not-received": "Payment for {place} don late.",
      "wrong-amount": "Dem pay wrong amount for {place}.",
      enrolment: "Enrolment for {place} don late.",
      "personal-details": "Correction of details for {place} don late.",
      conduct: "We know di conduct problem for {place}.",
      other: "We know dis problem for {place}.",
    },
    withDate: "NASSCO: {what} New date {date}. You no need report am again; to still report, send am again.",
    withoutDate: "NASSCO: {what} You no need report am again; to still report, send am again.",
  },
};
