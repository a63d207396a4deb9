import { normaliseStatusCode } from "~/features/requests/status-code.server";

/**
 * A grievance's reference as a phone's keypad or a text message brings it:
 * any case, spaces or dashes between its parts, the number without its
 * leading zeros. GRV-2026-000123, grv 2026 123 and GRV2026000123 are one case.
 */
const REFERENCE = /^\s*G\s*R\s*V[\s-]*(\d{4})[\s-]*(\d{1,9})(?![0-9])/i;

function canonical(year: string, number: string): string {
  return `GRV-${year}-${number.replace(/^0+(?=\d)/, "").padStart(6, "0")}`;
}

/** A reference typed on a USSD screen: as printed, or only its digits (year then number, 2026000123), since a keypad has no letters to spare. */
export function typedReference(typed: string): string | null {
  const whole = REFERENCE.exec(typed);
  if (whole && whole[0].length === typed.length) return canonical(whole[1]!, whole[2]!);
  const digits = /^\s*(\d{4})[\s-]*(\d{1,9})\s*$/.exec(typed);
  return digits ? canonical(digits[1]!, digits[2]!) : null;
}

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
  const match = REFERENCE.exec(trimmed);
  if (match) {
    const rest = trimmed.slice(match[0].length).trim();
    return { kind: "status", reference: canonical(match[1]!, match[2]!), code: rest ? normaliseStatusCode(rest) : null };
  }
  const keyword = KEYWORDS[trimmed.replace(/[.!?]+$/, "").toUpperCase()];
  if (keyword) return { kind: keyword };
  // Words run together ("mypaymentdidnotcome") are still a report.
  if (trimmed.split(/\s+/).length < REPORT_MIN_WORDS && [...trimmed].length < REPORT_RUN_ON) return { kind: "help" };
  return { kind: "report", description: [...trimmed].slice(0, TEXT_REPORT_MAX).join("") };
}
