/** One stored form for a phone number, whichever form took it: the public one or the back office's entry form. */

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
