import { states } from "~/content/states";
import { GRIEVANCE_CATEGORIES, isOneOf, RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";

/**
 * The grievance officer's queue, as tabs: each a view the database filters
 * within the officer's desk (staff_grievances), in the order an officer works
 * through them, and the filters by category and (national office) state.
 */
export const GRIEVANCE_VIEWS = ["new", "mine", "unassigned", "overdue", "escalated", "waiting", "open", "resolved"] as const;
export type GrievanceView = (typeof GRIEVANCE_VIEWS)[number];

export const GRIEVANCE_VIEW_NAMES: Record<GrievanceView, string> = {
  new: "New",
  mine: "Mine",
  unassigned: "Unassigned",
  overdue: "Overdue",
  escalated: "Escalated",
  waiting: "Waiting",
  open: "All open",
  resolved: "Resolved",
};

export const GRIEVANCE_VIEW_HINTS: Record<GrievanceView, string> = {
  new: "Received, and nobody has started work on it.",
  mine: "Open cases assigned to you.",
  unassigned: "Open cases nobody is assigned to.",
  overdue: `Open past the date promised to the person (${RESOLUTION_TARGET_WORKING_DAYS} working days after it arrived).`,
  escalated: "Open cases with the national office.",
  waiting: "Waiting for something from the person.",
  open: "Every case not yet resolved, oldest first.",
  resolved: "Resolved, most recently resolved first.",
};

/** What the queue's address asks for: a view, and filters that are one of their lists or nothing. */
export interface QueueQuery {
  view: GrievanceView;
  category: string;
  /** A state as the register names it, NO_STATE for the cases sent without one, or "" for all (the national office only: a desk always sees its own). */
  state: string;
}

/** The register's names of the states, which grievances carry. */
export const STATE_NAMES: readonly string[] = states.map((state) => state.registerName);

/** The state filter's value for the cases sent as a free SMS without a state, which the national office places. */
export const NO_STATE = "none";

export function queueQueryOf(query: URLSearchParams): QueueQuery {
  const view = query.get("view");
  const category = query.get("category");
  const state = query.get("state");
  return {
    view: isOneOf(GRIEVANCE_VIEWS, view) ? view : "new",
    category: isOneOf(GRIEVANCE_CATEGORIES, category) ? category : "",
    state: state !== null && (STATE_NAMES.includes(state) || state === NO_STATE) ? state : "",
  };
}

/** The queue's address for a view and filters, and a place in it: plain links, so the pager needs no JavaScript. */
export function grievanceQueueHref(query: QueueQuery, place: { after: string } | { before: string } | null = null): string {
  const search = new URLSearchParams({ view: query.view });
  if (query.category) search.set("category", query.category);
  if (query.state) search.set("state", query.state);
  for (const [name, value] of Object.entries(place ?? {})) search.set(name, value);
  return `/staff/grievances?${search}#grievances`;
}
