import { readFileSync, writeFileSync } from "node:fs";
import type { PlaceholderFile } from "../../app/content/provenance";

const MANIFEST = "app/content/placeholder-files.json";

/**
 * Records the files a generator wrote as placeholders, so their buttons say
 * so ("placeholder PDF, 1 page") and content:audit lists them.
 */
export function recordPlaceholders(written: Record<string, PlaceholderFile>): void {
  const current = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, PlaceholderFile>;
  const merged = Object.fromEntries(Object.entries({ ...current, ...written }).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(MANIFEST, `${JSON.stringify(merged, null, 2)}\n`);
}
