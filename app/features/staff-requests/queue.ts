/**
 * The request officer's queue, as tabs: each a view the database filters
 * (staff_requests), in the order an officer works through them.
 */
export const QUEUE_VIEWS = ["new", "mine", "unassigned", "overdue", "open", "decided"] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

export const QUEUE_VIEW_NAMES: Record<QueueView, string> = {
  new: "New",
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
  open: "All open",
  decided: "Decided",
};

export const QUEUE_VIEW_HINTS: Record<QueueView, string> = {
  new: "Received, and nobody has started the review.",
  mine: "Open requests assigned to you.",
  unassigned: "Open requests nobody is assigned to.",
  overdue: "Open for more than 10 working days. Weekends and public holidays do not count.",
  open: "Every request not yet decided, oldest first.",
  decided: "Approved, declined or withdrawn, most recently decided first.",
};

/** An open request is overdue after this many working days. */
export const OVERDUE_AFTER_WORKING_DAYS = 10;

export function queueViewOf(value: string | null): QueueView {
  return (QUEUE_VIEWS as readonly string[]).includes(value ?? "") ? (value as QueueView) : "new";
}

/** How the channels read in the back office. */
export const CHANNEL_NAMES: Record<string, string> = {
  "web form": "Web form",
  api: "API",
  paper: "Paper",
  "e-mail": "E-mail",
};
