import type { GrievanceResolution, GrievanceStatus } from "../kinds";
import type { SmsDateForm } from "~/features/sms/template";

/**
 * A report's text messages in English (decisions 0071, 0106): one template
 * per message, `{name}` marking what is filled in (../sms-templates.ts), in
 * the site's own words for them (a report, its reference and code, the date
 * we aim to resolve it by: messages files' grievanceForm). Each other
 * language has a module of the same shape, with its own short forms: every
 * message must fit one SMS in its alphabet, with the longest values filled
 * in (sms-texts/templates.test.ts measures them). A status or a resolution
 * left out here is named as the site names it (grievances/words.ts); one
 * given here is a short form, for messages only.
 */
export interface GrievanceSmsWords extends SmsDateForm {
  /** A report's receipt: its reference, code and promised date, then `neverPay`, word for word. */
  receipt: string;
  /** That NASSCO never asks for money: every receipt ends with it, in every language (sms-texts/templates.test.ts). */
  neverPay: string;
  status: string;
  resolved: string;
  /** The answer to "what is my case's status?", by SMS or on a USSD screen; `replyResolved` once resolved. */
  reply: string;
  replyResolved: string;
  /**
   * "Was it fixed?", sent once as a case is resolved (decision 0110): the person replies 1 (`yes`)
   * or 2 (`no`). The digits are the answer in every language (sms-in/reference.ts reads them,
   * with or without the word after them); the words are also the USSD screen's two choices.
   */
  fixQuestion: string;
  yes: string;
  no: string;
  /** To a text that answered yes. */
  fixThanks: string;
  /** A "no" reopened the case: it is with the national office, {date} the reopened case's own promise. */
  reopened: string;
  /** Short forms where the site's words are too long for a message. */
  statuses: Partial<Record<GrievanceStatus, string>>;
  resolutions: Partial<Record<GrievanceResolution, string>>;
}

export const en: GrievanceSmsWords = {
  receipt:
    "NASSCO: we received your report {reference}. Code: {code}. We aim to resolve it by {date}. Keep this SMS. NASSCO never asks for money.",
  neverPay: "NASSCO never asks for money.",
  status: "NASSCO: your report {reference} is now: {status}. Questions? Call 969.",
  resolved: "NASSCO: your report {reference} is resolved: {resolution}. Not satisfied? Call 969.",
  reply: "NASSCO: report {reference}: {status}.",
  replyResolved: "NASSCO: report {reference}: {status}. {resolution}.",
  fixQuestion: "NASSCO: was report {reference} fixed? Reply 1 {yes}, 2 {no}.",
  yes: "Yes",
  no: "No",
  fixThanks: "NASSCO: thank you. Your answer on report {reference} is recorded.",
  reopened: "NASSCO: report {reference} is reopened and sent to the national office. We aim to resolve it by {date}.",
  statuses: {},
  // The site's "Explained: no error was found" after "is resolved:" would be a second colon.
  resolutions: { explained: "No error was found", "not-reached": "We could not reach you" },
  date: "{day} {month} {year}",
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
