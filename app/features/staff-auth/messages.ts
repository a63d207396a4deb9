import type { FormMetadata } from "@conform-to/react";
import type { SummaryError } from "~/components/form-fields";

/** The one answer to a wrong name, password or code: it never says which was wrong, or whether the name exists. */
export const WRONG_SIGN_IN = "The name, password or code is not right. Check them and try again.";

/** Too many passwords being checked at once (PasswordWorkBusy). */
export const BUSY_SIGN_IN = "The back office is checking many sign-ins at once. Wait a few seconds, then try again.";

/**
 * A lock's refusal. At sign-in, a browser the person has signed in on before is not held by
 * the locks that others' failures cause (decision 0085), so the message says so there.
 */
export function waitMessage(seconds: number, atSignIn = false): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const elsewhere = atSignIn ? "sign in on a computer or phone you have signed in on before, or " : "";
  return `Too many attempts have failed. Wait ${minutes} minute${minutes === 1 ? "" : "s"}, then try again, or ${elsewhere}ask an administrator to unlock your account.`;
}

/**
 * The problems at the top of a form: each field's first, linked to it, and
 * the form's own (a refusal) linked to the form's first field.
 */
export function formErrorSummary(form: FormMetadata<Record<string, unknown>>, formId: string, firstField = "name"): SummaryError[] {
  const fieldErrors = Object.entries(form.allErrors)
    .filter(([name]) => name !== "")
    .map(([name, messages]) => ({ id: `${formId}-${name}`, message: messages[0] ?? "" }));
  const formErrors = (form.errors ?? []).map((message) => ({ id: `${formId}-${firstField}`, message }));
  return [...formErrors, ...fieldErrors];
}

/** The Retry-After an action set, for its page's headers (Remix passes a document only the route's own). */
export function retryAfter(actionHeaders: Headers): Headers {
  const headers = new Headers();
  const value = actionHeaders.get("Retry-After");
  if (value !== null) headers.set("Retry-After", value);
  return headers;
}
