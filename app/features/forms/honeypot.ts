/**
 * A field for bots: hidden from people and from assistive technology, but a
 * form-filling script sees an ordinary input. Anything typed here marks the
 * post as spam: a form's page refuses it and says why (honeypot.server.ts),
 * since a person in a text browser may have filled it; the JSON API accepts
 * it silently. Either way nothing is stored.
 */
export const HONEYPOT_FIELD = "website";

/** Whether the honeypot came back filled in, from a form post or a JSON body. */
export function caughtByHoneypot(value: unknown): boolean {
  return typeof value === "string" && value !== "";
}
