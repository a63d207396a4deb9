import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import criticalUrl from "~/styles/critical.css";

/**
 * The first screen's styles (styles/critical.css, decision 0097), which every
 * public page carries inline in its <head>, and the CSP source that allows
 * them ('sha256-…' of the text exactly as it stands between the tags). The
 * build writes the file as it writes app.css (postcss, then minified, under
 * public/build); it is read and hashed once per process, at the first page,
 * never per request.
 */
export interface CriticalCss {
  text: string;
  hash: string;
}

let cached: CriticalCss | undefined;

export function criticalCss(): CriticalCss {
  if (!cached) {
    // The build's address, /build/_assets/critical-….css, is a file under public/, where the server serves it from too.
    const text = readFileSync(path.resolve("public", `.${criticalUrl}`), "utf8");
    cached = { text, hash: `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'` };
  }
  return cached;
}
