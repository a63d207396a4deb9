/**
 * A field for bots: hidden from people and from assistive technology, but a
 * form-filling script sees an ordinary input. Anything typed here marks the
 * post as spam, which is then accepted silently and not stored.
 */
export const HONEYPOT_FIELD = "website";

/** Whether the honeypot came back filled in, from a form post or a JSON body. */
export function caughtByHoneypot(value: unknown): boolean {
  return typeof value === "string" && value !== "";
}
