import type { GrievanceResolution, GrievanceStatus } from "~/features/grievances/kinds";

/**
 * The text messages' words in English (decision 0071): one template per
 * message, `{name}` marking what is filled in (templates.ts), in the site's
 * own words for them (a report, its reference and code, the date we aim to
 * resolve it by: messages files' grievanceForm). Each other
 * language has a module of the same shape, with its own short forms: every
 * message must fit one SMS in its alphabet, with the longest values filled
 * in (templates.test.ts measures them). A status or a resolution left out
 * here is named as the site names it (grievances/words.ts); one given here
 * is a short form, for messages only.
 */
export interface SmsWords {
  /** A report's receipt: its reference, code and promised date, then `neverPay`, word for word. */
  receipt: string;
  /** That NASSCO never asks for money: every receipt ends with it, in every language (templates.test.ts). */
  neverPay: string;
  status: string;
  resolved: string;
  /** The answer to "what is my case's status?", by SMS or on a USSD screen; `replyResolved` once resolved. */
  reply: string;
  replyResolved: string;
  officeNumber: string;
  requestReceipt: string;
  /** The answer to a text that is neither a reference nor a report (HELP, "ok"): what to send, and STOP. */
  textHelp: string;
  /** Short forms where the site's words are too long for a message. */
  statuses: Partial<Record<GrievanceStatus, string>>;
  resolutions: Partial<Record<GrievanceResolution, string>>;
  /** A Lagos date: `{day}` or `{dd}` (two figures), `{month}` (from `months`, January first) or `{mm}` (two figures), and `{year}`. */
  date: string;
  months?: readonly string[];
}

export const en: SmsWords = {
  receipt:
    "NASSCO: we received your report {reference}. Code: {code}. We aim to resolve it by {date}. Keep this SMS. NASSCO never asks for money.",
  neverPay: "NASSCO never asks for money.",
  status: "NASSCO: your report {reference} is now: {status}. Questions? Call 969.",
  resolved: "NASSCO: your report {reference} is resolved: {resolution}. Not satisfied? Call 969.",
  reply: "NASSCO: report {reference}: {status}.",
  replyResolved: "NASSCO: report {reference}: {status}. {resolution}.",
  officeNumber: "NASSCO office for {state}: {phone}. National line: 969.",
  requestReceipt: "NASSCO: we received your data access request {reference}. Quote it whenever you write to us about it.",
  textHelp:
    "NASSCO: to report a problem, text what happened in a few words. For a report's status, text its reference, e.g. GRV-2026-000123. Free line 969. STOP ends texts.",
  statuses: {},
  // The site's "Explained: no error was found" after "is resolved:" would be a second colon.
  resolutions: { explained: "No error was found", "not-reached": "We could not reach you" },
  date: "{day} {month} {year}",
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
