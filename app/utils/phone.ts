/**
 * A Nigerian phone number, one rule for every way one arrives: the public forms, the back
 * office's entry form, the partners' API, the text channels and the privacy erasure. A
 * generic helper, below every feature, so the forms' words in app/content can name its limit.
 */

/** How long a typed number may be: room for its spaces, dashes and brackets (+234 (0) 803 123 4567). */
export const PHONE_TYPED_MAX_LENGTH = 30;

/**
 * A Nigerian phone number as people write it (0803 123 4567, +234 803 123 4567,
 * 234-803-123-4567, +234 (0) 803 …), as the table keeps it: +234 and the national
 * number, digits only. Null when it cannot be one.
 */
export function normalisePhone(typed: string): string | null {
  const compact = typed.replace(/[\s\-.()]/g, "");
  const national = /^(?:\+?234)0?(\d{8,10})$/.exec(compact)?.[1] ?? /^0(\d{8,10})$/.exec(compact)?.[1];
  return national && !national.startsWith("0") ? `+234${national}` : null;
}
