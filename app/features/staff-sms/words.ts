import type { SmsKind } from "~/features/sms-texts/templates";

/**
 * How the back office names text messages (decision 0073): what was sent in
 * plain words, how far it got, and what it cost. Never the number or the text.
 */

const KIND_WORDS: Record<SmsKind, string> = {
  "grievance receipt": "Receipt: reference, code and date",
  "grievance status": "Status changed",
  "grievance resolved": "Resolved",
  "grievance status reply": "Status, as asked by text or USSD",
  "grievance fix question": "Was it fixed? (reply 1 or 2)",
  "grievance fix thanks": "Thanks for answering yes: it was fixed",
  "grievance reopened": "Reopened after a no, with its new date",
  "office number": "A state office's number, as asked by USSD",
  "request receipt": "Data request receipt",
  "text help": "What to send, as asked by text",
  "payment answer": "An LGA's next payment, as asked by PAY",
  "payment alert": "Payment news for an LGA, to its subscribers",
  "payment alert confirm": "Reply YES: payment alerts asked for on the web",
  "payment alerts on": "Payment alerts on, and how to stop them",
  "known problem": "A known problem of the LGA a report named: send again to report anyway",
};

export function smsKindText(kind: string): string {
  return Object.hasOwn(KIND_WORDS, kind) ? KIND_WORDS[kind as SmsKind] : kind;
}

const STATE_WORDS: Record<string, string> = {
  pending: "Waiting to be sent",
  sending: "Being sent",
  sent: "Sent",
  dead: "Given up",
  capped: "Not sent: the number had its day's messages",
};

/** "1 attempt", "6 attempts". */
function attemptsText(attempts: number): string {
  return attempts === 1 ? "1 attempt" : `${attempts} attempts`;
}

/** A message's state in words, with how often it was tried where that matters: given up, or waiting to be tried again. */
export function smsStateText(state: string, attempts: number): string {
  const words = STATE_WORDS[state] ?? state;
  if (state === "dead" && attempts > 0) return `${words} after ${attemptsText(attempts)}`;
  if (state === "pending" && attempts > 0) return `${words} again (${attemptsText(attempts)} so far)`;
  return words;
}

/** The aggregator's delivery report in words; "not reported" until one comes. */
export function deliveryText(status: string | null, failure: string | null): string {
  if (status === null) return "Not reported";
  const words = status === "Success" ? "Delivered" : status;
  return failure ? `${words}: ${failure}` : words;
}

/** An amount as the aggregator charged it, in its currency: "NGN 2.2000" reads "NGN 2.20". */
export function costText(currency: string | null, amount: string | number | null): string {
  if (currency === null || amount === null) return "Not known";
  return `${currency} ${Number(amount).toFixed(2)}`;
}

export function partsText(segments: number | null, encoding: string | null): string {
  if (segments === null) return "Not sent yet";
  return `${segments} (${encoding ?? "encoding not known"})`;
}
