import { BUSY_SIGN_IN, waitMessage, WRONG_SIGN_IN } from "./messages";
import type { CodeOutcome, PasswordChangeOutcome, PasswordOutcome } from "./sign-in.server";

/**
 * How each refusal of a step of signing in is answered: its status, what the
 * form says (for the whole form, or under one field), and, when a lock or a
 * busy queue refused it, the seconds to wait (Retry-After).
 */
export interface SignInRefusal {
  status: number;
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  retryAfter?: number;
}

/** The Retry-After header a refusal carries, if any. */
export function refusalHeaders(refusal: SignInRefusal): Record<string, string> | undefined {
  return refusal.retryAfter === undefined ? undefined : { "Retry-After": String(refusal.retryAfter) };
}

/** `atSignIn`: the lock is a sign-in step's, which a known device would have passed (decision 0085). */
function waitOrBusy(outcome: { refused: "locked" | "busy"; waitSeconds: number }, atSignIn = false): SignInRefusal {
  const message = outcome.refused === "busy" ? BUSY_SIGN_IN : waitMessage(outcome.waitSeconds, atSignIn);
  return { status: 429, formErrors: [message], retryAfter: outcome.waitSeconds };
}

/** The passwords' queue was full: nothing was spent, and the form says to try again shortly. */
export function busyRefusal(waitSeconds: number): SignInRefusal {
  return waitOrBusy({ refused: "busy", waitSeconds });
}

/** The password step: one answer for a wrong name or password, never saying which. */
export function passwordRefusal(outcome: Exclude<PasswordOutcome, { next: "code" }>): SignInRefusal {
  return outcome.refused === "wrong" ? { status: 401, formErrors: [WRONG_SIGN_IN] } : waitOrBusy(outcome, true);
}

/** The code step, when it neither signed in nor starts again: locked, or just wrong. */
export function codeRefusal(outcome: Extract<CodeOutcome, { signedIn: false }>): SignInRefusal {
  if (outcome.waitSeconds > 0) return waitOrBusy({ refused: "locked", waitSeconds: outcome.waitSeconds }, true);
  return { status: 401, formErrors: [WRONG_SIGN_IN] };
}

/** Changing one's own password: locked or busy as at sign-in; a wrong current password or an unchanged one under its field. */
export function passwordChangeRefusal(outcome: Exclude<PasswordChangeOutcome, { changed: true }>): SignInRefusal {
  if (outcome.refused === "locked" || outcome.refused === "busy") return waitOrBusy(outcome);
  const fieldErrors: Record<string, string[]> =
    outcome.refused === "wrong"
      ? { current: ["Your current password is not right. Check it and try again."] }
      : { password: ["Your new password is the same as your current one. Choose another."] };
  return { status: 400, fieldErrors };
}
