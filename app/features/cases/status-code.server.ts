import { createHash, randomBytes } from "node:crypto";

/**
 * The code that, with its reference, opens a requester's status page. It is
 * mailed with the acknowledgement (in a link, and printed to type in), and
 * only its SHA-256 is stored. Twelve characters of Crockford's base32 (60
 * bits): short enough to copy from a phone's screen, and with the status
 * page's rate limit, far beyond guessing. Letters that look alike (I and 1,
 * O and 0) are read as one, and case, spaces and dashes do not matter.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 12;

/** A new code, written in three groups of four: 7KQ2-M9XD-4HTP. */
export function newStatusCode(): string {
  let bits = randomBytes(8).readBigUInt64BE();
  let code = "";
  for (let i = 0; i < LENGTH; i += 1) {
    code += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return code.match(/.{4}/g)!.join("-");
}

/** The code as typed, made canonical; null when it cannot be one. */
export function normaliseStatusCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  return code.length === LENGTH && [...code].every((character) => ALPHABET.includes(character)) ? code : null;
}

/** What the database keeps and compares: the SHA-256 of the canonical code. */
export function statusCodeHash(code: string): Buffer {
  const canonical = normaliseStatusCode(code);
  if (!canonical) throw new Error("Not a status code");
  return createHash("sha256").update(canonical).digest();
}
