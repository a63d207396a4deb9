import type { GrievanceSmsWords } from "./en";

/**
 * The text messages' words in Igbo (en.ts says how they are kept). With ị,
 * ọ and ụ every message is UCS-2, 70 characters: the resolutions have short
 * forms, and dates are written in figures, day and month alike. A report is
 * akụkọ, as the site calls it. The receipt and the reopened case's message
 * alone are written without the dots, as many Igbo texts are, so that with
 * their reference and date each says all it must in one GSM-7 SMS: the
 * receipt its code and the line that NASSCO never asks for money, the
 * other where the case went (decision 0103).
 */
export const ig: GrievanceSmsWords = {
  receipt: "NASSCO: anyi natara akuko gi {reference}. Koodu: {code}. Anyi ga-edozi ya tupu {date}. Debe SMS a. NASSCO anaghi ario ego.",
  neverPay: "NASSCO anaghi ario ego.",
  status: "NASSCO akụkọ {reference}: {status}. Ajụjụ? Kpọọ 969.",
  resolved: "NASSCO edozila akụkọ {reference}: {resolution}.",
  reply: "NASSCO akụkọ {reference}: {status}.",
  replyResolved: "NASSCO {reference}: {status}. {resolution}.",
  fixQuestion: "NASSCO: edoziela nsogbu akụkọ {reference}? Zaa 1 {yes}, 2 {no}.",
  yes: "Ee",
  no: "Mba",
  fixThanks: "NASSCO: daalụ. Anyị edeela azịza gị maka akụkọ {reference}.",
  reopened: "NASSCO: anyi emegheela akuko {reference} ozo ma zigara ya ulo oru mba. Anyi ga-edozi ya tupu {date}.",
  statuses: {},
  resolutions: {
    enrolled: "Edebanyela ezinaụlọ ahụ",
    explained: "Ahụghị njehie ọ bụla",
    referred: "Ezigara ya ndị ga-eme ihe",
    "not-reached": "Anyị enweghị ike ịchọta gị",
  },
  date: "{dd}/{mm}/{year}",
};
