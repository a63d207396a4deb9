import { statusName } from "~/features/requests/status-words";

/** An entry of a request's audit log, as staff_request() gives it. */
export interface AuditEntry {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** One line of a request's history, in words: what was done (who did it is beside it). */
export function historyLine({ action, before, after }: AuditEntry): string {
  switch (action) {
    case "request entered":
      return `Entered from ${text(after?.channel) === "paper" ? "a paper form" : "an e-mail"}, received ${text(after?.received_on)}`;
    case "status change": {
      const note = text(after?.decision_note);
      const changed = note !== "" && note !== text(before?.decision_note);
      return `Moved from ${statusName(text(before?.status))} to ${statusName(text(after?.status))}${changed ? `, with the note: ${note}` : ""}`;
    }
    case "assignment":
      return after?.assignee ? `Assigned to ${text(after.assignee)}` : "Assigned to nobody";
    case "read personal details":
      return "Looked at the contact details";
    case "letter written":
      return `Letter written: ${text(after?.subject)}`;
    case "attachment added":
      return `Attached ${text(after?.name)}`;
    case "read attachment":
      return `Opened attachment ${typeof after?.attachment === "number" ? after.attachment : ""}`;
    case "erase personal details":
      return `Personal details erased (${text(after?.reason)})`;
    default:
      return action;
  }
}
