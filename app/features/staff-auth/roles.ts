import type { StaffRole } from "./session.server";

/** Each role as the back office names and explains it, in the order the forms offer them. */
export const ROLE_CHOICES: readonly { role: StaffRole; label: string; hint: string }[] = [
  { role: "editor", label: "Editor", hint: "writes drafts of the site's content" },
  { role: "publisher", label: "Publisher", hint: "reviews drafts and publishes them" },
  { role: "request_officer", label: "Request officer", hint: "handles data access requests" },
  { role: "grievance_officer", label: "Grievance officer", hint: "handles grievances, at a state desk or the national office" },
  { role: "admin", label: "Administrator", hint: "invites colleagues and manages accounts" },
];

/** A role's name as people read it; a role the code does not know keeps its own. */
export function roleLabel(role: string): string {
  return ROLE_CHOICES.find((choice) => choice.role === role)?.label ?? role;
}

/** The parts of the back office a person's roles open, for the header's menu and the home page's links. */
export interface RoleAreas {
  admin: boolean;
  /** An editor or a publisher: the content is theirs to work on. */
  content: boolean;
  /** A publisher: the register's figures and the newsletter are theirs to publish. */
  publisher: boolean;
  /** A request officer: the data access requests are theirs to handle. */
  requests: boolean;
  /** A grievance officer: the grievances (of their desk's state, or every state) are theirs to handle. */
  grievances: boolean;
}

export function roleAreas(roles: readonly StaffRole[]): RoleAreas {
  return {
    admin: roles.includes("admin"),
    content: roles.includes("editor") || roles.includes("publisher"),
    publisher: roles.includes("publisher"),
    requests: roles.includes("request_officer"),
    grievances: roles.includes("grievance_officer"),
  };
}

/** How many recovery codes are left, as the sign-in's redirect says it (?recovery-codes-left=N); null when it says nothing sensible. */
export function recoveryCodesLeft(value: string | null): number | null {
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;
}
