import type { Locale } from "~/i18n/locales";
import type { PauseReason, PayWay } from "./payment-window";

/**
 * The answer to "when is my LGA paid?" by text (decision 0108), in each
 * language: the PAY <LGA> reply and the USSD menu's last screen, one text.
 * Every language is written in GSM-7's letters (Hausa without its hooked
 * letters, Yorùbá and Igbo without tone marks and dots, as the grievance
 * receipt is): with a 22-letter LGA, its state, the dates, the amount and
 * all three ways it must stay one SMS of 160 characters, where UCS-2 would
 * leave 70. `{keyword}` is the language's keyword, which also sets the
 * language of the answer; the line that NASSCO never asks for money is the
 * grievance receipt's, word for word.
 */
export interface PaymentSmsWords {
  /** What a text starts with to ask, in capitals without marks: PAY, and each language's own. */
  keyword: string;
  announced: string;
  open: string;
  paused: string;
  none: string;
  /** An LGA name several states have: `{states}` joined by `and`. */
  which: string;
  and: string;
  /** A name no LGA has, and the nearest that one does. */
  nearest: string;
  /** PAY alone, or a name nothing is near. */
  how: string;
  /** `{amount}`: "1,000,000", after an N (₦ is not GSM-7). */
  amount: string;
  /** `{ways}`: the ways below, joined by "/". */
  ways: string;
  way: Record<PayWay, string>;
  reasons: Record<PauseReason, string>;
  /** The word that confirms alerts, in capitals without marks; YES is taken in every language too. */
  yes: string;
  /** Added to an answer that leaves an alert offer, where the text still fits one SMS. */
  offer: string;
  /** An alert: a live window's dates, amount or ways changed. */
  changed: string;
  /** An alert: a window taken off, or an LGA taken off it. */
  withdrawn: string;
  /** To a number typed on the web: the phone's YES confirms. */
  confirm: string;
  /** Alerts confirmed, and how to end them. */
  alertsOn: string;
}

export const paymentSmsWords: Record<Locale, PaymentSmsWords> = {
  en: {
    keyword: "PAY",
    announced: "NASSCO: next payment in {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    open: "NASSCO: payment open in {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    paused: "NASSCO: payment in {lga}, {state} is paused ({reason}). Window {dates}. {neverPay}",
    none: "NASSCO: no payment announced for {lga}, {state} yet. {neverPay} Free line 969.",
    which: "NASSCO: there is a {lga} in {states}. Text {keyword} {lga} and the state, e.g. {keyword} {lga} {state}.",
    and: "and",
    nearest: "NASSCO: no LGA has that name. Did you mean {lga}, {state}? Text {keyword} {lga}.",
    how: "NASSCO: text {keyword} and your LGA, e.g. {keyword} Dala. {neverPay}",
    amount: ", N{amount} a household",
    ways: ", by {ways}",
    way: { bank: "bank", wallet: "wallet", payPoints: "pay point" },
    reasons: {
      funds: "waiting for funds",
      verification: "checking households",
      security: "security",
      holiday: "public holiday",
      other: "other reason",
    },
    yes: "YES",
    offer: " Reply {yes} for alerts.",
    changed: "NASSCO: payment in {lga}, {state} changed: {dates}{amount}{ways}. {neverPay}",
    withdrawn: "NASSCO: the payment of {dates} in {lga}, {state} is withdrawn. {neverPay}",
    confirm: "NASSCO: reply {yes} to get payment alerts for {lga}, {state}. If you did not ask, ignore this. {neverPay}",
    alertsOn: "NASSCO: payment alerts on for {lga}, {state}. Text STOP to end them. {neverPay}",
  },
  ha: {
    keyword: "BIYA",
    announced: "NASSCO: biya na gaba a {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    open: "NASSCO: an bude biya a {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    paused: "NASSCO: an dakatar da biya a {lga}, {state} ({reason}). Lokaci: {dates}. {neverPay}",
    none: "NASSCO: ba a sanar da biya a {lga}, {state} ba tukuna. {neverPay} Kira 969.",
    which: "NASSCO: akwai {lga} a {states}. Aika {keyword} {lga} da jiha, misali {keyword} {lga} {state}.",
    and: "da",
    nearest: "NASSCO: babu karamar hukuma mai wannan suna. Kuna nufin {lga}, {state}? Aika {keyword} {lga}.",
    how: "NASSCO: aika {keyword} da sunan karamar hukumarku, misali {keyword} Dala. {neverPay}",
    amount: ", N{amount} kowane gida",
    ways: ", ta {ways}",
    way: { bank: "banki", wallet: "walat", payPoints: "wurin biya" },
    reasons: {
      funds: "ana jiran kudi",
      verification: "ana tantance gidaje",
      security: "tsaro",
      holiday: "hutu",
      other: "wani dalili",
    },
    yes: "EH",
    offer: " Amsa {yes} don sanarwa.",
    changed: "NASSCO: an canza biya a {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    withdrawn: "NASSCO: an janye biya na {dates} a {lga}, {state}. {neverPay}",
    confirm: "NASSCO: amsa {yes} don samun sanarwar biya ta {lga}, {state}. Idan ba ku nema ba, ku kyale. {neverPay}",
    alertsOn: "NASSCO: sanarwar biya ta {lga}, {state} ta fara. Aika STOP don dainawa. {neverPay}",
  },
  yo: {
    keyword: "ISANWO",
    announced: "NASSCO: isanwo to kan ni {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    open: "NASSCO: isanwo ti si ni {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    paused: "NASSCO: a ti da isanwo duro ni {lga}, {state} ({reason}). Akoko: {dates}. {neverPay}",
    none: "NASSCO: a ko tii kede isanwo fun {lga}, {state}. {neverPay} Pe 969.",
    which: "NASSCO: {lga} wa ni {states}. Fi {keyword} {lga} ati ipinle ranse, bi {keyword} {lga} {state}.",
    and: "ati",
    nearest: "NASSCO: ko si ijoba ibile to n je bee. Se {lga}, {state} ni? Fi {keyword} {lga} ranse.",
    how: "NASSCO: fi {keyword} ati oruko ijoba ibile yin ranse, bi {keyword} Dala. {neverPay}",
    amount: ", N{amount} fun ile kan",
    ways: ", nipa {ways}",
    way: { bank: "banki", wallet: "woleti", payPoints: "ibi isanwo" },
    reasons: {
      funds: "a n duro de owo",
      verification: "a n se ayewo ile",
      security: "aabo",
      holiday: "isinmi",
      other: "idi miran",
    },
    yes: "BEENI",
    offer: " Fi {yes} ranse fun iroyin.",
    changed: "NASSCO: a ti yi isanwo pada ni {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    withdrawn: "NASSCO: a ti fagile isanwo {dates} ni {lga}, {state}. {neverPay}",
    confirm: "NASSCO: fi {yes} ranse lati gba iroyin isanwo fun {lga}, {state}. Ti e ko ba beere, e fi sile. {neverPay}",
    alertsOn: "NASSCO: iroyin isanwo fun {lga}, {state} ti bere. Fi STOP ranse lati da duro. {neverPay}",
  },
  ig: {
    keyword: "IKWU",
    announced: "NASSCO: ikwu ego na-esote na {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    open: "NASSCO: ikwu ego meghere na {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    paused: "NASSCO: akwusitula ikwu ego na {lga}, {state} ({reason}). Oge ya: {dates}. {neverPay}",
    none: "NASSCO: a mabeghi okwa ikwu ego maka {lga}, {state}. {neverPay} Kpoo 969.",
    which: "NASSCO: {lga} di na {states}. Zite {keyword} {lga} na steeti, dika {keyword} {lga} {state}.",
    and: "na",
    nearest: "NASSCO: o nweghi LGA aha ya bu nke ahu. O bu {lga}, {state}? Zite {keyword} {lga}.",
    how: "NASSCO: zite {keyword} na aha LGA unu, dika {keyword} Dala. {neverPay}",
    amount: ", N{amount} kwa ezinulo",
    ways: ", site na {ways}",
    way: { bank: "banki", wallet: "walet", payPoints: "ebe ikwu ego" },
    reasons: {
      funds: "a na-echere ego",
      verification: "a na-enyocha ezinulo",
      security: "nchekwa",
      holiday: "ezumike",
      other: "ihe ozo",
    },
    yes: "EE",
    offer: " Zite {yes} maka ozi.",
    changed: "NASSCO: ikwu ego gbanwere na {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    withdrawn: "NASSCO: akagburula ikwu ego {dates} na {lga}, {state}. {neverPay}",
    confirm: "NASSCO: zite {yes} ka i nata ozi ikwu ego maka {lga}, {state}. O buru na i choghi ya, hapu ya. {neverPay}",
    alertsOn: "NASSCO: ozi ikwu ego maka {lga}, {state} amalitela. Zite STOP ka o kwusi. {neverPay}",
  },
  // Pidgin's readers text PAY and read the English answer: a keyword of their own would be one an
  // English reader also types.
  pcm: {
    keyword: "PAY",
    announced: "NASSCO: next payment for {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    open: "NASSCO: payment don open for {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    paused: "NASSCO: dem pause payment for {lga}, {state} ({reason}). Window: {dates}. {neverPay}",
    none: "NASSCO: dem never announce payment for {lga}, {state} yet. {neverPay} Free line 969.",
    which: "NASSCO: {lga} dey {states}. Text {keyword} {lga} plus di state, like {keyword} {lga} {state}.",
    and: "and",
    nearest: "NASSCO: no LGA get dat name. You mean {lga}, {state}? Text {keyword} {lga}.",
    how: "NASSCO: text {keyword} plus your LGA name, like {keyword} Dala. {neverPay}",
    amount: ", N{amount} each household",
    ways: ", by {ways}",
    way: { bank: "bank", wallet: "wallet", payPoints: "pay point" },
    reasons: {
      funds: "dem dey wait for money",
      verification: "dem dey check households",
      security: "security",
      holiday: "public holiday",
      other: "another reason",
    },
    yes: "YES",
    offer: " Reply {yes} for alert.",
    changed: "NASSCO: payment change for {lga}, {state}: {dates}{amount}{ways}. {neverPay}",
    withdrawn: "NASSCO: dem cancel payment of {dates} for {lga}, {state}. {neverPay}",
    confirm: "NASSCO: reply {yes} make you dey get payment alert for {lga}, {state}. If na no you ask, leave am. {neverPay}",
    alertsOn: "NASSCO: payment alert don start for {lga}, {state}. Text STOP to end am. {neverPay}",
  },
};

/** The keywords of PAY <LGA> by text, each with the language it answers in: PAY is English's. */
export const PAYMENT_KEYWORDS: ReadonlyMap<string, Locale> = new Map(
  (["en", "ha", "yo", "ig"] as const).map((locale) => [paymentSmsWords[locale].keyword, locale]),
);

/** The words that confirm a number's pending alerts (YES, and each language's), in capitals without marks. */
export const ALERT_YES_WORDS: ReadonlySet<string> = new Set(["YES", ...Object.values(paymentSmsWords).map((words) => words.yes)]);
