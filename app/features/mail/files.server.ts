import { readdirSync, readFileSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";

/**
 * The .eml copies the site writes to MAIL_DIR when SMTP_URL is unset
 * (mail-transport.ts). They hold addresses and whole messages, so retention
 * and erasure reach them as they reach the outbox.
 */
function mailFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Deletes the copies written more than `days` ago, as the outbox forgets sent mail; returns how many. */
export function deleteMailFilesOlderThan(dir: string, days: number, now = Date.now()): number {
  const before = now - days * 86_400_000;
  const old = mailFiles(dir).filter((file) => statSync(file).mtimeMs < before);
  for (const file of old) unlinkSync(file);
  return old.length;
}

/** Deletes every copy that mentions the address, in any case, also across a quoted-printable line break; returns how many. */
export function deleteMailFilesHolding(dir: string, address: string): number {
  const needle = address.trim().toLowerCase();
  const holding = mailFiles(dir).filter((file) =>
    readFileSync(file, "utf8")
      .replace(/=\r?\n/g, "")
      .toLowerCase()
      .includes(needle),
  );
  for (const file of holding) unlinkSync(file);
  return holding.length;
}
