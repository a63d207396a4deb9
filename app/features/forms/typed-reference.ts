/**
 * A case's reference as a person brings it back: from a receipt, a text, a USSD screen or a
 * 969 call. It is printed GRV-2026-000123 (a grievance) or DAR-2026-000123 (a data access
 * request), but people type it in any case, with spaces or dashes between its parts or none,
 * without the number's leading zeros, and, on a keypad with no letters to spare, as its digits
 * alone (2026000123). Every such form is the one case, on the web, by USSD and by SMS.
 */

/** The letters before a case's number: a grievance's, a data access request's. */
export type CaseLetters = "GRV" | "DAR";

const SEPARATORS = "[\\s.\\-/]*";

/** The year and the number, after the letters, as every channel reads them. */
const PARTS = `(\\d{4})${SEPARATORS}(\\d{1,9})(?![0-9])`;

function lettersPattern(letters: CaseLetters): string {
  return [...letters].join("\\s*");
}

/** The printed form: the number at least six digits, without the extra zeros a person may add. */
export function printedReference(letters: CaseLetters, year: string, number: string): string {
  return `${letters}-${year}-${number.replace(/^0+(?=\d)/, "").padStart(6, "0")}`;
}

/** A reference at the start of a text message, and what follows it (a case's code, perhaps). */
export function referenceAtStart(letters: CaseLetters, text: string): { reference: string; rest: string } | null {
  const match = new RegExp(`^\\s*${lettersPattern(letters)}${SEPARATORS}${PARTS}`, "i").exec(text);
  return match ? { reference: printedReference(letters, match[1]!, match[2]!), rest: text.slice(match[0].length).trim() } : null;
}

/** A reference typed into a field or on a USSD screen, and nothing else: as printed, or its digits alone. Null when it is neither. */
export function typedReference(letters: CaseLetters, typed: string): string | null {
  const match = new RegExp(`^\\s*(?:${lettersPattern(letters)}${SEPARATORS})?${PARTS}\\s*$`, "i").exec(typed);
  return match ? printedReference(letters, match[1]!, match[2]!) : null;
}
