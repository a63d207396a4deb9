/** How any case's facts read in the back office, whatever its workflow: its queue and its page say them alike. */

/** Who has a case: nobody, you, or the officer's login name. */
export function whoHasIt(assignee: string | null, me: string): string {
  if (assignee === null) return "Nobody";
  return assignee === me ? "You" : assignee;
}

/** Where a letter about a case is, on its way to the person. */
export function letterStateText(state: "pending" | "sent" | "dead"): string {
  return state === "sent" ? "sent" : state === "dead" ? "could not be delivered" : "on its way";
}
