import type { GrievanceSmsWords } from "./en";

/**
 * The text messages' words in Hausa (en.ts says how they are kept). A
 * message with ɓ, ɗ, ƙ or ƴ is UCS-2, 70 characters: the resolutions have
 * short forms of their own (none with a colon, which the resolved message
 * has already), and the receipt and the reopened case's message keep to
 * letters GSM-7 has, the receipt's never-pay line included ("ba ta neman a
 * biya ta", not "kuɗi"; "hedikwata", not "ofishin ƙasa"). The words are the
 * site's: rahoto (report), lambar shaida (reference), lambar sirri (code).
 */
export const ha: GrievanceSmsWords = {
  receipt:
    "NASSCO: mun sami rahotonku {reference}. Lambar sirri: {code}. Muna nufin warware shi kafin {date}. NASSCO ba ta neman a biya ta.",
  neverPay: "NASSCO ba ta neman a biya ta.",
  status: "NASSCO: rahoto {reference}: {status}. Tambaya? Kira 969.",
  resolved: "NASSCO: an warware rahoto {reference}: {resolution}.",
  reply: "NASSCO: rahoto {reference}: {status}.",
  replyResolved: "NASSCO: rahoto {reference}: {status}. {resolution}.",
  fixQuestion: "NASSCO: an gyara matsalar rahoto {reference}? Amsa 1 {yes}, 2 {no}.",
  yes: "Ee",
  no: "A'a",
  fixThanks: "NASSCO: mun gode. Mun rubuta amsarku kan rahoto {reference}.",
  reopened: "NASSCO: mun mayar da rahoto {reference} hedikwata don a sake duba shi. Muna nufin warware shi kafin {date}.",
  statuses: {},
  resolutions: {
    enrolled: "An shigar da gidan",
    explained: "Babu kuskure",
    referred: "An tura ga hukumar da ta dace",
    "not-reached": "Ba mu same ku ba",
  },
  date: "{day} {month} {year}",
  months: ["Janairu", "Faburairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba", "Oktoba", "Nuwamba", "Disamba"],
};
