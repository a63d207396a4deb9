import { chmodSync, writeFileSync } from "node:fs";

/** A file only this machine's user can read (mode 0600): passwords, personal data. */
export function writePrivateFile(file: string, contents: string | Uint8Array): void {
  writeFileSync(file, contents, { mode: 0o600 });
  // The mode given to writeFileSync applies only when the file is created.
  chmodSync(file, 0o600);
}
