import { OVERDUE_AFTER_WORKING_DAYS } from "./queue";

/** How a request's facts read in the back office: the queue and a request's page say them alike. */

export function workingDaysText(days: number): string {
  return `${days} working day${days === 1 ? "" : "s"}`;
}

/** An open request is overdue after so many working days; a decided one never is. */
export function isOverdue(workingDays: number, decided: boolean): boolean {
  return !decided && workingDays > OVERDUE_AFTER_WORKING_DAYS;
}

/** A request's age on its page: when it was decided, or whether it is overdue. */
export function ageText(workingDays: number, decidedAt: string | null): string {
  const after = decidedAt ? ` (decided ${decidedAt})` : isOverdue(workingDays, false) ? ": overdue" : "";
  return `${workingDaysText(workingDays)}${after}`;
}

export function emailText(hasEmail: boolean, confirmed: boolean): string {
  if (!hasEmail) return "None given: letters cannot be e-mailed";
  return confirmed ? "Given, and confirmed by the requester" : "Given, not yet confirmed by the requester";
}

/** Who did something in a request's history or wrote a letter: the public site's own login is "the website". */
export function actorName(actor: string): string {
  return actor === "nassco_app" ? "the website" : actor;
}

/** A decided request takes no more moves or assignments. */
export function isDecided(status: string): boolean {
  return status === "approved" || status === "declined" || status === "withdrawn";
}

/** What a request's page says after an officer's action (its ?done=), by what was done. */
const DONE: Record<string, string> = {
  entered: "Done: the request is entered, with its scan. If it gave an e-mail address, the acknowledgement is on its way.",
  assigned: "Done: the request is assigned.",
  moved: "Done: the request has moved on. No letter goes with this move.",
  "moved-no-email": "Done: the request has moved on. It has no e-mail address, so no letter went: write to the requester by post.",
  "moved-letter": "Done: the request has moved on, and the letter is on its way to the requester.",
};

export function doneText(done: string | null): string | null {
  return done !== null && Object.hasOwn(DONE, done) ? DONE[done]! : null;
}
