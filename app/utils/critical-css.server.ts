import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import criticalUrl from "~/styles/critical.css";
import criticalHomeUrl from "~/styles/critical-home.css";
import type { FirstScreen } from "~/utils/handle";

/**
 * The first screen's styles (styles/critical.css, and critical-home.css for the
 * home pages; decision 0097), which every public page carries inline in its
 * <head>, and the CSP source that allows them ('sha256-…' of the text exactly
 * as it stands between the tags). The build writes the files as it writes
 * app.css (postcss, then minified, under public/build); each is read and
 * hashed once per process, at the first page of its kind, never per request.
 */
export interface CriticalCss {
  text: string;
  hash: string;
}

const ADDRESSES: Record<FirstScreen, string> = { page: criticalUrl, home: criticalHomeUrl };

const cached = new Map<FirstScreen, CriticalCss>();

export function criticalCss(kind: FirstScreen): CriticalCss {
  let css = cached.get(kind);
  if (!css) {
    // The build's address, /build/_assets/critical-….css, is a file under public/, where the server serves it from too.
    const text = readFileSync(path.resolve("public", `.${ADDRESSES[kind]}`), "utf8");
    css = { text, hash: `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'` };
    cached.set(kind, css);
  }
  return css;
}
