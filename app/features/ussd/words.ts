import type { GrievanceCategory } from "~/features/grievances/kinds";
import type { Locale } from "~/i18n/locales";
import { USSD_FIX_WORDS, type UssdFixWords } from "./fix-words";

/**
 * The USSD menu's words, each language's own short forms (decision 0072): a
 * screen holds about 79 characters once one letter is outside GSM-7, so these
 * are not the site's sentences cut short but written for the screen, and a
 * test measures every screen they make. English exact and plain; the other
 * four drafts until the office reviews them (decision 0045). {tollFree} is
 * the toll-free line and the other marks are filled in by the menu.
 */
/** A long list's words: its heading (none where null), the next page, the way back, and "wrong choice". */
interface ListWords {
  title: string | null;
  more: string;
  back: string;
  home: string;
  wrong: string;
}

export interface UssdWords {
  /**
   * The main menu's six items: status, report, is this real, state office,
   * 969, when is my LGA paid (decision 0108). They and `language` (its 0,
   * back to the languages) fit one screen with `mainWrong` above them, so
   * Yorùbá and Igbo use their shortest forms: "?" for a wrong choice there,
   * and their fifth item is "969" alone (its screen gives the hours).
   */
  items: readonly [string, string, string, string, string, string];
  mainWrong: string;
  language: string;
  back: string;
  home: string;
  wrong: string;
  askReference: string;
  badReference: string;
  categoryTitle: string;
  categories: Record<GrievanceCategory, string>;
  more: string;
  /**
   * The state list's words, GSM-7 letters only, so that a page of state
   * names (plain Latin) is GSM-7: 182 characters a screen, not 79, and any
   * state within three pages. Each language's own word where it has a
   * correct spelling in those letters; otherwise no heading (Yorùbá's
   * "Ìpínlẹ̀ wo?"), ">" for the next page and "?" for a wrong choice.
   */
  stateList: ListWords;
  /** A state's LGAs, on the same terms as the states: GSM-7 letters only, so a page of LGA names is GSM-7. */
  lgaList: ListWords;
  /** {category}, {state}: what will be sent; then `callBack`, and its one choice is `send`. */
  confirm: string;
  callBack: string;
  send: string;
  /** {reference} */
  filed: string;
  sentBySms: string;
  /** {reference} that no case has, {tollFree}. */
  noSuchReport: string;
  /** {reference} of a case with no number the office may text, {tollFree}. */
  notSent: string;
  neverPay: string;
  /** Before the numbers the office has checked; `notYetChecked` before those it has not, as "Is this real?" says of each. */
  realNumbers: string;
  notYetChecked: string;
  /** {state} */
  officeSent: string;
  /** {state}, {tollFree} */
  officeNone: string;
  /** {tollFree}, then `hours` when it fits: {hours} */
  callFree: string;
  hours: string;
  limited: string;
  failed: string;
  /** The description of a case filed by USSD, which has no words of the caller's. */
  description: string;
  /** "Was it fixed?" and what answering did (fix-words.ts), here so that the glossary's check reads them too. */
  fix: UssdFixWords;
}

export const USSD_WORDS: Record<Locale, UssdWords> = {
  en: {
    items: ["Check a report", "Report a problem", "Is this real?", "My state office", "969 and office hours", "When is my LGA paid?"],
    mainWrong: "Wrong choice.",
    language: "Language",
    back: "Back",
    home: "Home",
    wrong: "Wrong choice.",
    askReference: "Enter the report's reference, e.g. GRV-2026-000123, or only its digits: 2026000123",
    badReference: "That is not a reference.",
    categoryTitle: "What is it about?",
    categories: {
      "payment-not-received": "Payment not received",
      "wrong-amount": "Wrong amount",
      enrolment: "Enrolment",
      "personal-details": "My details",
      conduct: "Staff or agent conduct",
      fraud: "Asked for money",
      other: "Other",
    },
    more: "More",
    stateList: { title: "Which state?", more: "More", back: "Back", home: "Home", wrong: "Wrong choice." },
    lgaList: { title: "Which LGA?", more: "More", back: "Back", home: "Home", wrong: "Wrong choice." },
    confirm: "{category}, {state}.",
    callBack: "We will call you back on this number.",
    send: "Send",
    filed: "We will call you back. Reference {reference}. Its code and date come by SMS.",
    sentBySms: "The status was sent by SMS to the number given with the report.",
    noSuchReport: "No report has the reference {reference}. Check it and dial again, or call {tollFree}.",
    notSent: "We cannot text the status of {reference}. Call {tollFree}, free, with the reference.",
    neverPay: "NASSCO never asks for money.",
    realNumbers: "Real numbers:",
    notYetChecked: "Real, not yet checked by the office:",
    officeSent: "The number of the {state} office was sent to you by SMS.",
    officeNone: "No number on record for {state}. Call {tollFree}.",
    callFree: "Call {tollFree}, free.",
    hours: "Hours: {hours}",
    limited: "Too many requests. Try later or call {tollFree}.",
    failed: "Sorry, we cannot answer now. Please call {tollFree}.",
    description: "Sent by USSD. Please call me back.",
    fix: USSD_FIX_WORDS.en,
  },
  ha: {
    items: ["Matsayin rahoto", "Kai rahoto", "Gaskiya ne?", "Ofishin jiha", "969 da lokacin aiki", "Yaushe za a biya LGA?"],
    mainWrong: "Ba daidai ba.",
    language: "Harshe",
    back: "Baya",
    home: "Gida",
    wrong: "Ba daidai ba.",
    askReference: "Rubuta lambar shaida: GRV-2026-000123 ko 2026000123",
    badReference: "Ba lambar shaida ba ce.",
    categoryTitle: "Game da me?",
    categories: {
      "payment-not-received": "Ba a biya ni ba",
      "wrong-amount": "Adadi ba daidai ba",
      enrolment: "Rajista",
      "personal-details": "Bayanaina",
      conduct: "Halin ma'aikaci",
      fraud: "An ce in biya",
      other: "Wani abu",
    },
    more: "Gaba",
    stateList: { title: "Wace jiha?", more: "Gaba", back: "Baya", home: "Gida", wrong: "Ba daidai ba." },
    lgaList: { title: "Wace LGA?", more: "Gaba", back: "Baya", home: "Gida", wrong: "Ba daidai ba." },
    confirm: "{category}, {state}.",
    callBack: "Za mu kira ku.",
    send: "Aika",
    filed: "Za mu kira ku. Lambar shaida {reference}. Lambar sirri da kwanan wata ta SMS.",
    sentBySms: "An aika matsayin ta SMS zuwa lambar da aka bayar da rahoton.",
    noSuchReport: "Babu rahoto da lambar shaida {reference}. A duba ta, ko a kira {tollFree}.",
    notSent: "Ba za mu iya tura matsayin {reference} ta SMS ba. A kira {tollFree} kyauta da lambar shaida.",
    neverPay: "NASSCO ba ta taɓa neman kuɗi ba.",
    realNumbers: "Lambobin gaskiya:",
    notYetChecked: "Gaskiya, ba a duba ba tukuna:",
    officeSent: "An aika muku lambar ofishin {state} ta SMS.",
    officeNone: "Babu lambar ofishin {state}. Kira {tollFree}.",
    callFree: "Kira {tollFree} kyauta.",
    hours: "Lokaci: {hours}",
    limited: "Buƙatu sun yi yawa. Gwada anjima ko kira {tollFree}.",
    failed: "Yi haƙuri, ba za mu iya amsawa yanzu ba. Kira {tollFree}.",
    description: "An aiko ta USSD. Don Allah a kira ni.",
    fix: USSD_FIX_WORDS.ha,
  },
  yo: {
    items: ["Ìròyìn mi", "Ròyìn ìṣòro", "Òótọ́ ni?", "Ìpínlẹ̀ mi", "969", "Ìsanwó"],
    mainWrong: "?",
    language: "Èdè",
    back: "Padà",
    home: "Ilé",
    wrong: "Kò tọ́",
    askReference: "Tẹ nọ́mbà: GRV-2026-000123 tàbí 2026000123",
    badReference: "Nọ́mbà kò tọ́.",
    categoryTitle: "Nípa kí ni?",
    categories: {
      "payment-not-received": "Owó kò dé",
      "wrong-amount": "Owó kò pé",
      enrolment: "Ìforúkọsílẹ̀",
      "personal-details": "Àlàyé mi",
      conduct: "Ìwà òṣìṣẹ́",
      fraud: "Wọ́n béèrè owó",
      other: "Òmíràn",
    },
    more: "Síwájú",
    stateList: { title: null, more: ">", back: "Padà", home: "Ilé", wrong: "?" },
    lgaList: { title: null, more: ">", back: "Padà", home: "Ilé", wrong: "?" },
    confirm: "{category}, {state}.",
    callBack: "A ó pè ọ́.",
    send: "Fi ránṣẹ́",
    filed: "A ó pè ọ́. Nọ́mbà {reference}. Kóòdù àti ọjọ́ ní SMS.",
    sentBySms: "A fi ipò ránṣẹ́ ní SMS sí nọ́mbà ìròyìn náà.",
    noSuchReport: "Kò sí ìròyìn {reference}. Ẹ ṣàyẹ̀wò, tàbí pe {tollFree}.",
    notSent: "A kò lè fi ipò {reference} ránṣẹ́ ní SMS. Ẹ pe {tollFree}.",
    neverPay: "NASSCO kì í béèrè owó.",
    realNumbers: "Nọ́mbà tòótọ́:",
    notYetChecked: "Tòótọ́, ọ́fíìsì kò tíì ṣàyẹ̀wò:",
    officeSent: "A fi nọ́mbà ọ́fíìsì {state} ránṣẹ́ ní SMS.",
    officeNone: "Kò sí nọ́mbà fún {state}. Pe {tollFree}.",
    callFree: "Pe {tollFree} lọ́fẹ̀ẹ́.",
    hours: "Àkókò: {hours}",
    limited: "Ìbéèrè ti pọ̀ jù. Ẹ padà wá tàbí pe {tollFree}.",
    failed: "Ẹ má bínú, a kò lè dáhùn báyìí. Pe {tollFree}.",
    description: "Ó wá láti USSD. Ẹ jọ̀wọ́ ẹ pè mí padà.",
    fix: USSD_FIX_WORDS.yo,
  },
  ig: {
    items: ["Akụkọ m", "Kọọ nsogbu", "Eziokwu?", "Steeti m", "969", "Ịkwụ ego"],
    mainWrong: "?",
    language: "Asụsụ",
    back: "Azụ",
    home: "Ụlọ",
    wrong: "Ezighi ezi",
    askReference: "Tinye nọmba: GRV-2026-000123 ma ọ bụ 2026000123",
    badReference: "Ezighi ezi.",
    categoryTitle: "Gbasara gịnị?",
    categories: {
      "payment-not-received": "Ego abịaghị",
      "wrong-amount": "Ego ezughị",
      enrolment: "Ndebanye aha",
      "personal-details": "Nkọwa m",
      conduct: "Omume onye ọrụ",
      fraud: "A rịọrọ ego",
      other: "Ihe ọzọ",
    },
    more: "Ọzọ",
    stateList: { title: "Steeti ole?", more: "Gaa n'ihu", back: "Laghachi", home: "Mbido", wrong: "Ezighi ezi" },
    lgaList: { title: "LGA ole?", more: "Gaa n'ihu", back: "Laghachi", home: "Mbido", wrong: "Ezighi ezi" },
    confirm: "{category}, {state}.",
    callBack: "Anyị ga-akpọ gị.",
    send: "Zipu",
    filed: "Anyị ga-akpọ gị. Nọmba {reference}. Koodu na ụbọchị na SMS.",
    sentBySms: "E zigara ọnọdụ na SMS na nọmba e nyere na akụkọ.",
    noSuchReport: "Enweghị akụkọ {reference}. Lelee ya, ma ọ bụ kpọọ {tollFree}.",
    notSent: "Anyị enweghị ike izi ọnọdụ {reference} na SMS. Kpọọ {tollFree}.",
    neverPay: "NASSCO anaghị arịọ ego.",
    realNumbers: "Nọmba ezi:",
    notYetChecked: "Ezi, ụlọ ọrụ elebabeghị anya:",
    officeSent: "E zigara gị nọmba ọfịs {state} na SMS.",
    officeNone: "Enweghị nọmba maka {state}. Kpọọ {tollFree}.",
    callFree: "Kpọọ {tollFree} n'efu.",
    hours: "Oge: {hours}",
    limited: "Arịrịọ dị ukwuu. Nwaa emesịa ma ọ bụ kpọọ {tollFree}.",
    failed: "Ndo, anyị enweghị ike ịza ugbu a. Kpọọ {tollFree}.",
    description: "Ọ si na USSD. Biko kpọọ m.",
    fix: USSD_FIX_WORDS.ig,
  },
  pcm: {
    items: ["Check report", "Report problem", "Na real?", "My state office", "969 and office time", "When LGA go get pay?"],
    mainWrong: "Wrong choice.",
    language: "Language",
    back: "Back",
    home: "Home",
    wrong: "Wrong choice.",
    askReference: "Type di report number, like GRV-2026-000123, or only di digits: 2026000123",
    badReference: "Dat one no be report number.",
    categoryTitle: "Wetin e concern?",
    categories: {
      "payment-not-received": "Money no come",
      "wrong-amount": "Money no complete",
      enrolment: "Registration",
      "personal-details": "My details",
      conduct: "Staff or agent behaviour",
      fraud: "Dem ask for money",
      other: "Oda tin",
    },
    more: "More",
    stateList: { title: "Which state?", more: "More", back: "Back", home: "Home", wrong: "Wrong choice." },
    lgaList: { title: "Which LGA?", more: "More", back: "Back", home: "Home", wrong: "Wrong choice." },
    confirm: "{category}, {state}.",
    callBack: "We go call you back for dis number.",
    send: "Send",
    filed: "We go call you back. Report number {reference}. Code and date go come by SMS.",
    sentBySms: "We don send di status by SMS to di number wey dem give with di report.",
    noSuchReport: "No report get di reference {reference}. Check am dial again, or call {tollFree}.",
    notSent: "We no fit text di status of {reference}. Call {tollFree} free with di reference.",
    neverPay: "NASSCO no dey ask for money.",
    realNumbers: "Real numbers:",
    notYetChecked: "Real, but di office never check am yet:",
    officeSent: "We don send di {state} office number to you by SMS.",
    officeNone: "No number dey for {state}. Call {tollFree}.",
    callFree: "Call {tollFree}, e free.",
    hours: "Time: {hours}",
    limited: "Too many requests. Try later or call {tollFree}.",
    failed: "Sorry, we no fit answer now. Abeg call {tollFree}.",
    description: "E come by USSD. Abeg call me back.",
    fix: USSD_FIX_WORDS.pcm,
  },
};
