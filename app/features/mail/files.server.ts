import { readdirSync, readFileSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";

/**
 * The .eml copies the site writes to MAIL_DIR when SMTP_URL is unset
 * (mail-transport.ts), and the .json text messages written to SMS_DIR when
 * SMS_TRANSPORT is files (decision 0071). They hold addresses, numbers and
 * whole messages, so retention and erasure reach them as they reach the outboxes.
 */
function mailFiles(dir: string, extension = ".eml"): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Deletes the copies written more than `days` ago, as the outbox forgets sent mail; returns how many. Text messages: `extension` ".json". */
export function deleteMailFilesOlderThan(dir: string, days: number, now = Date.now(), extension = ".eml"): number {
  const before = now - days * 86_400_000;
  const old = mailFiles(dir, extension).filter((file) => statSync(file).mtimeMs < before);
  for (const file of old) unlinkSync(file);
  return old.length;
}

/**
 * Deletes every copy that mentions the address (or, with `extension` ".json", the text messages to
 * a number), in any case, also across a quoted-printable line break; returns how many.
 */
export function deleteMailFilesHolding(dir: string, address: string, extension = ".eml"): number {
  const needle = address.trim().toLowerCase();
  const holding = mailFiles(dir, extension).filter((file) =>
    readFileSync(file, "utf8")
      .replace(/=\r?\n/g, "")
      .toLowerCase()
      .includes(needle),
  );
  for (const file of holding) unlinkSync(file);
  return holding.length;
}
