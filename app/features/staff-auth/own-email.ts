import { z } from "zod";

const EMAIL = z.email().max(254);

export const OWN_EMAIL_PROBLEM = "Enter an e-mail address in the form name@example.com";

/** One's own address as typed: trimmed and in lower case; empty removes it. */
export function ownEmailEntry(typed: string): string {
  return typed.trim().toLowerCase();
}

/** Why an address cannot be kept, or null: empty is allowed, and removes it. */
export function ownEmailProblem(email: string): string | null {
  return email !== "" && !EMAIL.safeParse(email).success ? OWN_EMAIL_PROBLEM : null;
}
