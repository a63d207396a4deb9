import type { SmsWords } from "./en";

/**
 * The text messages' words in Hausa (en.ts says how they are kept). A
 * message with ɓ, ɗ, ƙ or ƴ is UCS-2, 70 characters: the resolutions have
 * short forms of their own, and the receipt keeps to letters GSM-7 has.
 */
export const ha: SmsWords = {
  receipt: "NASSCO: mun sami kokenka {reference}. Lambar sirri: {code}. Za mu amsa kafin {date}. Ajiye wannan SMS.",
  status: "NASSCO: koke {reference}: {status}. Tambaya? Kira 969.",
  resolved: "NASSCO: an warware {reference}: {resolution}.",
  reply: "NASSCO: koke {reference}: {status}.",
  replyResolved: "NASSCO {reference}: {status}. {resolution}.",
  officeNumber: "NASSCO ofishin {state}: {phone}. Layin kyauta: 969.",
  requestReceipt: "NASSCO: mun karɓi buƙatarka ta bayanai {reference}.",
  statuses: {},
  resolutions: {
    enrolled: "An shigar da gidan",
    explained: "Babu kuskure",
    referred: "An tura ga hukumar da ta dace",
    "not-reached": "An rufe: ba mu same ka ba",
  },
  date: "{day} {month} {year}",
  months: ["Janairu", "Faburairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba", "Oktoba", "Nuwamba", "Disamba"],
};
