import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { DEFERRED_REL } from "../../app/utils/deferred-hydration.server";
import { PAGE_WORDS_ID } from "../../app/i18n/words";

export interface PageWeight {
  path: string;
  /** Compressed bytes of the HTML as the server sent it. */
  htmlBytes: number;
  /**
   * Compressed bytes of every script the page loads before it hydrates: those it names (module
   * preloads, deferred or not, and its module script's imports) and, transitively, their static imports.
   */
  jsBytes: number;
  /** Compressed bytes of the stylesheets. */
  cssBytes: number;
  /** Compressed bytes of the images the markup loads eagerly. */
  eagerImageBytes: number;
  /** Compressed bytes of a hydrated page's words, which its first script fetches (decision 0098): data, not script. */
  wordsBytes: number;
  /** HTML, CSS, scripts, words and eager images together. */
  firstViewBytes: number;
  /** Requests a first visit makes for them (the document included). */
  requests: number;
}

const assetCache = new Map<string, number>();

/** Bytes on the wire for `url` when the client accepts brotli, as a phone browser does, and the decoded body. */
function transferSize(url: string): Promise<{ bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          // 204: the page-view beacon, an image that is an empty answer.
          if (response.statusCode !== 200 && response.statusCode !== 204)
            return reject(new Error(`${url} answered ${response.statusCode}`));
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ bytes: raw.length, body });
        });
      })
      .on("error", reject);
  });
}

async function assetSize(url: string): Promise<number> {
  const cached = assetCache.get(url);
  if (cached !== undefined) return cached;
  const { bytes } = await transferSize(url);
  assetCache.set(url, bytes);
  return bytes;
}

/** A compiled module's static imports: esbuild writes them as absolute /build/ addresses. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?"(\/build\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

const moduleImports = new Map<string, string[]>();

/** Compressed bytes of the modules named and every module they import statically, each counted once. */
async function moduleGraphSize(baseUrl: string, named: string[]): Promise<{ bytes: number; count: number }> {
  const seen = new Set<string>();
  const queue = named.map((url) => new URL(url, baseUrl).href);
  let bytes = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    let imports = moduleImports.get(url);
    if (imports === undefined || !assetCache.has(url)) {
      const { bytes: size, body } = await transferSize(url);
      assetCache.set(url, size);
      imports = staticImports(body.toString("utf8")).map((path) => new URL(path, baseUrl).href);
      moduleImports.set(url, imports);
    }
    bytes += assetCache.get(url)!;
    queue.push(...imports);
  }
  return { bytes, count: seen.size };
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

export async function measurePage(baseUrl: string, path: string): Promise<PageWeight> {
  const { bytes: htmlBytes, body } = await transferSize(baseUrl + path);
  const html = body.toString("utf8");
  const sum = async (urls: string[]) => {
    let total = 0;
    for (const url of new Set(urls)) total += await assetSize(new URL(url, baseUrl).href);
    return total;
  };
  const scripts = [
    ...attributeValues(html, /<script[^>]*\ssrc="([^"]+)"/g),
    // Preloads wait for the page's load event (decision 0043) under an inert relation, but they still load.
    ...attributeValues(html, new RegExp(`<link[^>]*rel="(?:modulepreload|${DEFERRED_REL})"[^>]*href="(/build/[^"]+)"`, "g")),
    // `import "…"`, `import * as routeN from "…"`, and `import("…")` once deferred (decision 0043).
    ...attributeValues(html, /import\s*\(?\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/build\/[^"]+\.js)"/g),
  ];
  const styles = attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const eagerImages = [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/loading="lazy"/.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src));
  const modules = await moduleGraphSize(baseUrl, scripts);
  const jsBytes = modules.bytes;
  const cssBytes = await sum(styles);
  const eagerImageBytes = await sum(eagerImages);
  const words = attributeValues(html, new RegExp(`<script id="${PAGE_WORDS_ID}"[^>]*\\sdata-src="([^"]+)"`, "g"));
  const wordsBytes = await sum(words);
  const requests = 1 + modules.count + new Set(styles).size + new Set(eagerImages).size + words.length;
  return {
    path,
    htmlBytes,
    jsBytes,
    cssBytes,
    eagerImageBytes,
    wordsBytes,
    firstViewBytes: htmlBytes + jsBytes + cssBytes + eagerImageBytes + wordsBytes,
    requests,
  };
}
