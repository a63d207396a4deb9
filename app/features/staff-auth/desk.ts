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

/** The select's value for the national office: no state. */
export const NATIONAL_OFFICE = "";

/** How the accounts page names a desk. */
export function deskLabel(desk: string | null): string {
  if (desk === null) return "National office";
  return `${DESK_CHOICES.find((choice) => choice.value === desk)?.label ?? desk} desk`;
}

/** The desk as the form sent it: a state of the register, null for the national office, or a problem. */
export function readDesk(value: unknown): { desk: string | null } | { problem: string } {
  if (value === NATIONAL_OFFICE) return { desk: null };
  if (typeof value === "string" && DESK_CHOICES.some((choice) => choice.value === value)) return { desk: value };
  return { problem: "Choose a state from the list, or the national office" };
}
