import { normaliseStatusCode } from "~/features/cases/status-code.server";
import { referenceAtStart } from "~/features/forms/typed-reference";

export type SmsInMessage =
  | { kind: "status"; reference: string; code: string | null }
  | { kind: "report"; description: string }
  | { kind: "stop" }
  | { kind: "start" }
  | { kind: "help" }
  | { kind: "empty" };

/**
 * The fewest words a report has. "ok", "thanks", "hello", "thank you" or a
 * mistyped keyword are far more often an answer to our last message than a
 * problem, and the shortest real ones ("no payment received", "agent took
 * money") have three: one or two words get the help message, which says what
 * to send, and the person can send it again in a few more words.
 */
export const REPORT_MIN_WORDS = 3;
/** Unless the text is this long: some phones' users leave out the spaces. */
const REPORT_RUN_ON = 25;

/** The keywords every SMS service answers, in capitals, without a closing full stop or "!". */
const KEYWORDS: Record<string, "stop" | "start" | "help"> = {
  STOP: "stop",
  UNSUBSCRIBE: "stop",
  START: "start",
  HELP: "help",
  INFO: "help",
};

/** The longest description a text report keeps, as the grievance's column allows. */
export const TEXT_REPORT_MAX = 4000;

/**
 * What an incoming SMS asks for (decision 0072): one starting with a
 * reference asks its status, with the case's code after it if the sender
 * has it; STOP and START turn messages to the number off and on; HELP, or
 * fewer than three words, asks what to send; anything else is a report in the
 * sender's words; nothing at all is neither.
 */
export function readSmsIn(text: string): SmsInMessage {
  const trimmed = text.trim();
  if (!trimmed) return { kind: "empty" };
  const asked = referenceAtStart("GRV", trimmed);
  if (asked) return { kind: "status", reference: asked.reference, code: asked.rest ? normaliseStatusCode(asked.rest) : null };
  const keyword = KEYWORDS[trimmed.replace(/[.!?]+$/, "").toUpperCase()];
  if (keyword) return { kind: keyword };
  // Words run together ("mypaymentdidnotcome") are still a report.
  if (trimmed.split(/\s+/).length < REPORT_MIN_WORDS && [...trimmed].length < REPORT_RUN_ON) return { kind: "help" };
  return { kind: "report", description: [...trimmed].slice(0, TEXT_REPORT_MAX).join("") };
}
