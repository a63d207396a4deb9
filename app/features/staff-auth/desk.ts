import { states } from "~/content/states";

/**
 * A grievance officer's desk: one state of the register (the FCT too), whose
 * grievances alone they see and work, or none, the national office, which
 * sees every state. The database keeps the same list (register_state) and
 * refuses any other name.
 */

/** The desks an administrator may choose, in the register's names with the names people read. */
export const DESK_CHOICES: readonly { value: string; label: string }[] = states.map((state) => ({
  value: state.registerName,
  label: state.name,
}));

/**
 * The select's value for the national office, chosen: never the empty value, which is no
 * choice at all, so that nobody becomes the national office by leaving a list as it was.
 * The database takes the same word at invitation (staff_invite).
 */
export const NATIONAL_OFFICE = "national";

/** Said when a grievance officer is invited without a desk. */
export const DESK_NEEDED = "Choose their grievance desk: a state, or the national office";

/** Said when a desk is chosen for someone invited without the grievance officer's role. */
export const DESK_ONLY_FOR_OFFICERS = "Only a grievance officer has a desk: tick Grievance officer, or choose no desk";

/** How the accounts page names a desk. */
export function deskLabel(desk: string | null): string {
  if (desk === null) return "National office";
  return `${DESK_CHOICES.find((choice) => choice.value === desk)?.label ?? desk} desk`;
}

export const DESK_UNKNOWN = "Choose a state from the list, or the national office";

/** The desk as the form sent it: a state of the register, null for the national office, or a problem. */
export function readDesk(value: unknown): { desk: string | null } | { problem: string } {
  if (value === NATIONAL_OFFICE) return { desk: null };
  if (typeof value === "string" && DESK_CHOICES.some((choice) => choice.value === value)) return { desk: value };
  return { problem: DESK_UNKNOWN };
}

/**
 * The desk an invitation gives, as the database takes it: a state, or "national" for the
 * national office, for a grievance officer; null for anyone else. Nothing chosen is not the
 * national office: it is a problem, said beside the desk.
 */
export function invitedDesk(roles: readonly string[], value: string | undefined): { desk: string | null } | { problem: string } {
  const officer = roles.includes("grievance_officer");
  if (!officer) return value ? { problem: DESK_ONLY_FOR_OFFICERS } : { desk: null };
  if (!value) return { problem: DESK_NEEDED };
  const read = readDesk(value);
  return "problem" in read ? read : { desk: read.desk ?? NATIONAL_OFFICE };
}
