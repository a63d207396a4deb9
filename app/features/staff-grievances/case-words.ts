import type { GrievanceStatus } from "~/features/grievances/kinds";

/** How a case's facts read in the back office: the queue and the case page say them alike. */

/**
 * A status as the office names it. The person's words (grievances/words.ts:
 * "Waiting for you") speak to the person; an officer reading "Waiting for
 * you" would take it for their own turn.
 */
const STATUS_NAMES: Record<GrievanceStatus, string> = {
  received: "Received",
  "in-progress": "In progress",
  waiting: "Waiting for the person",
  resolved: "Resolved",
};

/** A status in the office's words; a value the code does not know (a row written by a later version) keeps its own name. */
export function staffStatusName(status: string): string {
  return Object.hasOwn(STATUS_NAMES, status) ? STATUS_NAMES[status as GrievanceStatus] : status;
}

/** A status, and whether the person's "no" to "Was it fixed?" reopened the case (decision 0110). */
export function caseStatusText(status: string, reopened: boolean): string {
  return reopened && status !== "resolved" ? `${staffStatusName(status)}, reopened` : staffStatusName(status);
}

/** Where "Was it fixed?" stands for the latest resolution: asked how, and what the person said by which channel. */
export function fixText(
  found: { resolvedAt: Date | null; fixAskedBy: string | null; fixAnswer: string | null },
  answeredAt: string | null,
): string | null {
  if (found.fixAnswer) return `${found.fixAnswer === "yes" ? "Yes, fixed" : "No, not fixed: reopened"} (${answeredAt})`;
  if (!found.resolvedAt) return null;
  const asked =
    found.fixAskedBy === "sms" ? "Asked by SMS" : found.fixAskedBy === "email" ? "Asked by e-mail" : "Not sent: no contact agreed";
  return `${asked}; no answer yet (the status page also asks, for 90 days)`;
}

export const levelText = (level: string) => (level === "national" ? "National office" : "State desk");

/** The promised date, and in words (not only colour) whether it has passed. */
export function expectedText(expectedOn: string, overdue: boolean): string {
  return overdue ? `${expectedOn}, overdue` : expectedOn;
}

/** One entry of a case's history, in words; notes and replies are shown apart (with their words) by the page. */
export function eventLine(kind: string, body: string | null): string {
  switch (kind) {
    case "status":
      return `Status changed to ${staffStatusName(body ?? "")}`;
    case "assigned":
      return body ? `Assigned to ${body}` : "Unassigned";
    case "escalated":
      return "Escalated to the national office";
    case "placed":
      return `Placed in ${body ?? "a state"}: the state's desk sees it now`;
    case "answer":
      return body === "no" ? "The person said it was not fixed" : "The person said it was fixed";
    case "reopened":
      return "Reopened by the person's answer, and sent to the national office: 10 working days to resolve it";
    case "linked":
      return `Linked to the known problem ${body ?? ""}: closing it may resolve this case`;
    case "letter":
      return `Letter written: ${body ?? ""}`;
    case "note":
      return "Internal note (staff only)";
    case "reply":
      return "Public reply (the person sees it on the status page)";
    default:
      return kind;
  }
}

const DONE: Record<string, string> = {
  assigned: "Done: the case's assignee is saved.",
  moved: "Done: the status is changed.",
  noted: "Done: the internal note is saved. Only staff see it.",
  replied:
    "Done: the public reply is saved, for the status page. No letter went: the person gave no e-mail address, or did not agree to be contacted.",
  "replied-letter": "Done: the public reply is saved, and its letter is on its way to the person.",
  escalated: "Done: the case is escalated to the national office.",
  placed: "Done: the case is placed in its state. That state's desk sees it now.",
  resolved: "Done: the case is resolved. No closing letter went: the person gave no e-mail address, or did not agree to be contacted.",
  "resolved-letter": "Done: the case is resolved, and the closing letter is on its way to the person.",
};

export function doneText(done: string | null): string | null {
  return done !== null && Object.hasOwn(DONE, done) ? DONE[done]! : null;
}
