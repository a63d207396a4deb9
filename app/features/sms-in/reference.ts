import { normaliseStatusCode } from "~/features/cases/status-code.server";
import { referenceAtStart } from "~/features/forms/typed-reference";
import { grievanceSmsWords } from "~/features/grievances/sms-templates";
import { ALERT_YES_WORDS, PAYMENT_KEYWORDS } from "~/features/payments/sms-words";
import { textPlace, type TextPlace } from "~/features/payments/text-place";
import type { Locale } from "~/i18n/locales";

export type SmsInMessage =
  | { kind: "status"; reference: string; code: string | null }
  | { kind: "report"; description: string }
  | { kind: "stop" }
  | { kind: "start" }
  | { kind: "help" }
  /** YES (or a language's word): take the alerts offered to the number. */
  | { kind: "yes" }
  /** PAY <LGA> (or a language's own keyword, which sets the answer's language): the place it names. */
  | { kind: "payment"; place: TextPlace; locale: Locale }
  /** 1 or 2: the answer to "Was it fixed?", the sender's latest question that is open. */
  | { kind: "fixed"; answer: "yes" | "no" }
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

/** The most words an LGA and its state take ("Isiala Ngwa North Abia"), and the most a mistyped one does. */
const PLACE_WORDS = 5;
const NEAREST_WORDS = 2;

/**
 * PAY and a place, or PAY alone. "Pay has not come" and "Biya ba ta zo ba" are reports, which
 * start with the same words: the words after the keyword are a question only when they name an
 * LGA (with its state or not), or are a word or two near one's name.
 */
function paymentQuestion(text: string): SmsInMessage | null {
  const [first = "", ...rest] = text.split(/\s+/);
  // Marks dropped, so ÌSANWÓ is ISANWO; a full stop or colon after it is not part of it.
  const locale = PAYMENT_KEYWORDS.get(
    first
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[.:,!?]+$/, "")
      .toUpperCase(),
  );
  if (!locale || rest.length > PLACE_WORDS) return null;
  const place = textPlace(rest.join(" ").replace(/[.!?]+$/, ""));
  if ("nearest" in place && rest.length > NEAREST_WORDS) return null;
  if ("how" in place && place.how === "empty" && rest.length > 0) return null;
  return { kind: "payment", place, locale };
}

/** A word as people type it on any phone: in capitals, without marks or apostrophes (Bẹ́ẹ̀ni is BEENI, A'a is AA). */
const plain = (word: string) =>
  word
    .normalize("NFD")
    .replace(/[^\p{L}]/gu, "")
    .toUpperCase();

/** The words "Was it fixed?" gives 1 and 2, in every language: a reply may follow its digit with its own. */
const FIX_WORDS = {
  yes: new Set(Object.values(grievanceSmsWords).map((words) => plain(words.yes))),
  no: new Set(Object.values(grievanceSmsWords).map((words) => plain(words.no))),
};

/**
 * "1", "2.", "1 yes", "2 A'a": the answer to "Was it fixed?", its digit alone or with the word that
 * goes with it. Nothing else is: "Yes" alone is the payment alerts' YES, and "No" alone could
 * answer anything, so each gets the help message (what to send) as before.
 */
function fixAnswer(text: string): SmsInMessage | null {
  const match = /^([12])(?:[\s.,:)-]+([\p{L}\p{M}'’]+))?[\s.!]*$/u.exec(text);
  if (!match) return null;
  const answer = match[1] === "1" ? "yes" : "no";
  return match[2] === undefined || FIX_WORDS[answer].has(plain(match[2])) ? { kind: "fixed", answer } : null;
}

/**
 * What an incoming SMS asks for (decision 0072): one starting with a
 * reference asks its status, with the case's code after it if the sender
 * has it; STOP and START turn messages to the number off and on (STOP ends
 * its payment alerts too); YES takes the alerts offered to it; 1 or 2
 * answers "Was it fixed?" (decision 0110); PAY and an LGA (BIYA, ISANWO,
 * IKWU in Hausa, Yorùbá, Igbo) asks when it is paid; HELP, or fewer than
 * three words, asks what to send; anything else is a report in the sender's
 * words; nothing at all is neither.
 */
export function readSmsIn(text: string): SmsInMessage {
  const trimmed = text.trim();
  if (!trimmed) return { kind: "empty" };
  const asked = referenceAtStart("GRV", trimmed);
  if (asked) return { kind: "status", reference: asked.reference, code: asked.rest ? normaliseStatusCode(asked.rest) : null };
  const fixed = fixAnswer(trimmed);
  if (fixed) return fixed;
  const word = trimmed.replace(/[.!?]+$/, "").toUpperCase();
  const keyword = KEYWORDS[word];
  if (keyword) return { kind: keyword };
  if (ALERT_YES_WORDS.has(word.normalize("NFD").replace(/\p{M}/gu, ""))) return { kind: "yes" };
  const payment = paymentQuestion(trimmed);
  if (payment) return payment;
  // Words run together ("mypaymentdidnotcome") are still a report.
  if (trimmed.split(/\s+/).length < REPORT_MIN_WORDS && [...trimmed].length < REPORT_RUN_ON) return { kind: "help" };
  return { kind: "report", description: [...trimmed].slice(0, TEXT_REPORT_MAX).join("") };
}
