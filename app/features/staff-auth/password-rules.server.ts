import type { z } from "zod";
import { changePasswordSchema, newPasswordSchema } from "./forms";
import { passwordProblem } from "./password.server";

/**
 * A new password's rules, at enrolment and when changing one's own: the
 * forms' schemas, and passwordProblem against the person's own names, which
 * make a password easy to guess.
 */
function notGuessable(person: { name: string; displayName: string }) {
  return (value: { password: string }, context: z.RefinementCtx) => {
    const problem = passwordProblem(value.password, [person.name, ...person.displayName.split(/\s+/)]);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  };
}

export function newPasswordSchemaFor(person: { name: string; displayName: string }) {
  return newPasswordSchema.superRefine(notGuessable(person));
}

export function changePasswordSchemaFor(person: { name: string; displayName: string }) {
  return changePasswordSchema.superRefine(notGuessable(person));
}
