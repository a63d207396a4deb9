import { GRIEVANCE_RESOLUTIONS, isOneOf, type GrievanceResolution } from "~/features/grievances/kinds";
import { formatCount } from "~/utils/format";

/**
 * The rules of a grievance officer's actions, checked before the database is
 * asked (which checks them again): what a status change may be, what a note,
 * a reply and a resolution need, and when a letter goes.
 */

/** A note's or a reply's longest, as grievance_event.body allows. */
export const BODY_MAX = 4000;

/** The status changes an officer makes by hand, as grievance_status_transition allows; resolving is its own form. */
export const STATUS_MOVES: Record<string, { label: string; hint: string }> = {
  "in-progress": { label: "Start work on it", hint: "Being looked into." },
  waiting: { label: "Ask the person for something", hint: "Write a public reply that says what you need." },
};

/** The moves allowed from a status, as the database's table lists them (kept here for tests and the form's words). */
export const TRANSITIONS: Record<string, readonly string[]> = {
  received: ["in-progress", "waiting"],
  "in-progress": ["waiting"],
  waiting: ["in-progress"],
  resolved: [],
};

export function mayMove(from: string, to: string): boolean {
  return (TRANSITIONS[from] ?? []).includes(to);
}

/** What is wrong with a note's or a reply's words, or null. */
export function bodyProblem(body: string, what: "note" | "reply"): string | null {
  if (body === "") return what === "note" ? "Write the note" : "Write the reply";
  if (body.length > BODY_MAX) return `Write it in ${formatCount(BODY_MAX)} characters or fewer`;
  return null;
}

export interface ResolveEntries {
  resolution: string;
  /** The public reply that explains the resolution. */
  closing: string;
  /** The digest of the letter the officer previewed, or "". */
  checked: string;
}

export function resolveProblems(entries: ResolveEntries): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isOneOf(GRIEVANCE_RESOLUTIONS, entries.resolution)) problems.resolution = "Choose how it was resolved";
  const closing = bodyProblem(entries.closing, "reply");
  if (closing) problems.closing = entries.closing === "" ? "Write the reply that explains the resolution to the person" : closing;
  return problems;
}

export const isResolution = (value: string): value is GrievanceResolution => isOneOf(GRIEVANCE_RESOLUTIONS, value);

/** A letter goes only to a person who gave an e-mail address and agreed to be contacted (decision 0066). */
export function letterGoes(grievance: { hasEmail: boolean; mayContact: boolean; erased: boolean }): boolean {
  return grievance.hasEmail && grievance.mayContact && !grievance.erased;
}
