import type { SmsWords } from "./en";

/**
 * The text messages' words in Igbo (en.ts says how they are kept). With ị,
 * ọ and ụ every message is UCS-2, 70 characters: the resolutions have short
 * forms, and dates are written in figures.
 */
export const ig: SmsWords = {
  receipt: "NASSCO {reference}: koodu {code}, azịza tupu {date}",
  status: "NASSCO {reference}: {status}. Ajụjụ? Kpọọ 969.",
  resolved: "NASSCO edozila {reference}: {resolution}.",
  reply: "NASSCO {reference}: {status}.",
  replyResolved: "NASSCO {reference}: {status}. {resolution}.",
  officeNumber: "NASSCO {state}: {phone}. Ahịrị mba: 969.",
  requestReceipt: "NASSCO anatala arịrịọ data gị {reference}.",
  statuses: {},
  resolutions: {
    enrolled: "Edebanyela ezinaụlọ ahụ",
    explained: "Ahụghị njehie ọ bụla",
    referred: "Ezigara ya ndị ga-eme ihe",
    "not-reached": "Anyị enweghị ike ịchọta gị",
  },
  date: "{day}/{mm}/{year}",
};
