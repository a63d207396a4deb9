import { z } from "zod";
import { ACCOUNT_CHANGES, ownAccountRefusal } from "./account-changes";
import { invitedDesk } from "./desk";
import { OWN_EMAIL_PROBLEM, ownEmailEntry, ownEmailProblem } from "./own-email";
import { STAFF_ROLES } from "./session.server";

/** The accounts page's four kinds of post, told apart by their intent, and the rules each must pass. */

const ACCOUNT_NAME = /^[a-z][a-z0-9_]{1,39}$/;

const roles = z.array(z.enum(STAFF_ROLES), { error: "Choose at least one role" }).min(1, "Choose at least one role");

/**
 * An invitation: who, the address its link is mailed to (and nowhere else), the roles, and
 * for a grievance officer the desk, chosen (invitedDesk): the output's desk is what the
 * database takes, a state or "national" for an officer and null for anyone else.
 */
export const inviteSchema = z
  .object({
    intent: z.literal("invite"),
    name: z
      .string({ error: "Enter a name for signing in" })
      .trim()
      .toLowerCase()
      .regex(ACCOUNT_NAME, "Use 2 to 40 lower-case letters, digits or _, starting with a letter"),
    displayName: z.string({ error: "Enter their full name" }).trim().min(1, "Enter their full name").max(80, "Enter at most 80 characters"),
    email: z
      .string({ error: "Enter their work e-mail address: the invitation goes there" })
      .transform(ownEmailEntry)
      .refine((email) => email !== "" && ownEmailProblem(email) === null, OWN_EMAIL_PROBLEM),
    roles,
    desk: z.string().optional(),
  })
  .superRefine((invite, context) => {
    const desk = invitedDesk(invite.roles, invite.desk);
    if ("problem" in desk) context.addIssue({ code: "custom", path: ["desk"], message: desk.problem });
  })
  .transform((invite) => {
    const desk = invitedDesk(invite.roles, invite.desk);
    return { ...invite, desk: "desk" in desk ? desk.desk : null };
  });

export type Invitation = z.output<typeof inviteSchema>;

/** An account's roles, and the desk that goes with a new grievance officer's role (rolesDesk decides whether it must). */
export const rolesSchema = z.object({
  intent: z.literal("roles"),
  account: z.string().regex(ACCOUNT_NAME),
  roles,
  desk: z.string().optional(),
});

/**
 * The desk a change of roles gives, as the database takes it: for someone becoming a
 * grievance officer, the desk chosen (invitedDesk: required, "national" only when chosen);
 * for anyone else none, and a desk chosen for them is a problem. An officer already keeps
 * theirs: the desk form changes it.
 */
export function rolesDesk(
  wasOfficer: boolean,
  change: { roles: readonly string[]; desk?: string | undefined },
): { desk: string | null } | { problem: string } {
  if (wasOfficer && change.roles.includes("grievance_officer")) return { desk: null };
  return invitedDesk(change.roles, change.desk);
}

const changeSchema = z.object({ intent: z.enum(ACCOUNT_CHANGES), account: z.string().regex(ACCOUNT_NAME) });

export type AccountsIntent = "invite" | "roles" | "desk" | "change";

/** Which form a post came from: the invitation, an account's roles, or one of an account's buttons. */
export function accountsIntent(form: FormData): AccountsIntent {
  const intent = form.get("intent");
  return intent === "invite" || intent === "roles" || intent === "desk" ? intent : "change";
}

/**
 * One account's button: the change and whose, or a 400. No form offers a
 * bad one (changesOffered), so a refusal here needs no page of its own.
 */
export function readAccountChange(form: FormData, self: string) {
  const change = changeSchema.safeParse(Object.fromEntries(form));
  if (!change.success) throw new Response("That change cannot be made.", { status: 400 });
  const refusal = ownAccountRefusal(change.data.intent, change.data.account, self);
  if (refusal) throw new Response(refusal, { status: 400 });
  return change.data;
}
