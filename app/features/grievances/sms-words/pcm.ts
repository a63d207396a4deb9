import type { GrievanceSmsWords } from "./en";

/** The text messages' words in Naijá (en.ts says how they are kept). */
export const pcm: GrievanceSmsWords = {
  receipt:
    "NASSCO: we don receive your report {reference}. Code: {code}. We wan settle am before {date}. Keep dis SMS. NASSCO no dey collect money.",
  neverPay: "NASSCO no dey collect money.",
  status: "NASSCO: your report {reference} now: {status}. Question? Call 969.",
  resolved: "NASSCO: your report {reference} don settle: {resolution}. You no happy? Call 969.",
  reply: "NASSCO: report {reference}: {status}.",
  replyResolved: "NASSCO: report {reference}: {status}. {resolution}.",
  fixQuestion: "NASSCO: dem don fix di problem for report {reference}? Reply 1 {yes}, 2 {no}.",
  yes: "Yes",
  no: "No",
  fixThanks: "NASSCO: thank you. We don record your answer for report {reference}.",
  reopened: "NASSCO: we don open report {reference} again and send am to di national office. We wan settle am before {date}.",
  statuses: {},
  // Naijá writes "di"; and no second colon after "don settle:".
  resolutions: {
    paid: "Dem don pay di money",
    corrected: "Dem don correct di record",
    enrolled: "Dem don enrol di household or put am back",
    explained: "No mistake dey",
    referred: "Dem pass am to di people wey fit handle am",
    "not-reached": "We no fit reach you",
  },
  date: "{day} {month} {year}",
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
