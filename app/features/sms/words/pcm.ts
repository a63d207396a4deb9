import type { SmsWords } from "./en";

/** The text messages' words in Naijá (en.ts says how they are kept). */
export const pcm: SmsWords = {
  receipt:
    "NASSCO: we don receive your complain {reference}. Status code: {code}. We go answer before {date}. Keep this SMS. NASSCO no dey collect money.",
  status: "NASSCO: your complain {reference} now: {status}. Question? Call 969.",
  resolved: "NASSCO: your complain {reference} don settle: {resolution}. You no happy? Call 969.",
  reply: "NASSCO: complain {reference}: {status}.",
  replyResolved: "NASSCO: complain {reference}: {status}. {resolution}.",
  officeNumber: "NASSCO office for {state}: {phone}. National line: 969.",
  requestReceipt: "NASSCO: we don receive your data request {reference}. Use am anytime you write us about am.",
  statuses: {},
  resolutions: {},
  date: "{day} {month} {year}",
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
