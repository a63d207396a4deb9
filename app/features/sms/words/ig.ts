import type { SmsWords } from "./en";

/**
 * The text messages' words in Igbo (en.ts says how they are kept). With ị,
 * ọ and ụ every message is UCS-2, 70 characters: the resolutions have short
 * forms, and dates are written in figures, day and month alike. A report is
 * akụkọ, as the site calls it.
 */
export const ig: SmsWords = {
  receipt: "NASSCO {reference}: koodu {code}, idozi tupu {date}",
  status: "NASSCO akụkọ {reference}: {status}. Ajụjụ? Kpọọ 969.",
  resolved: "NASSCO edozila akụkọ {reference}: {resolution}.",
  reply: "NASSCO akụkọ {reference}: {status}.",
  replyResolved: "NASSCO {reference}: {status}. {resolution}.",
  officeNumber: "NASSCO {state}: {phone}. Ahịrị mba: 969.",
  requestReceipt: "NASSCO anatala arịrịọ data gị {reference}.",
  textHelp: "NASSCO: dee nsogbu gị nkenke. Maka ọnọdụ akụkọ, zite nọmba GRV. 969",
  statuses: {},
  resolutions: {
    enrolled: "Edebanyela ezinaụlọ ahụ",
    explained: "Ahụghị njehie ọ bụla",
    referred: "Ezigara ya ndị ga-eme ihe",
    "not-reached": "Anyị enweghị ike ịchọta gị",
  },
  date: "{dd}/{mm}/{year}",
};
