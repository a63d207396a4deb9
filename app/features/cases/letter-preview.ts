/**
 * A letter about a case as it will go, for the officer to read before it is sent (decision
 * 0057): the preview's fingerprint must come back with "Send" (cases/letter-digest.server.ts).
 */
export interface LetterPreview {
  /** Null for a step without a letter. */
  letter: { subject: string; text: string; language: string; digest: string } | null;
  /** Whether it goes: the case has an address to send it to (and, for a grievance, leave to). */
  goes: boolean;
  /** "Send" was pressed before this letter was seen. */
  unseen: boolean;
}
