import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { canonicalQueryKey } from "../app/site/query-params";
import { wantsLitePages } from "../app/utils/save-data";
import { SCRIPT_HASHES_HEADER } from "../app/utils/script-hashes.server";
import { onSiteDataChange } from "../app/utils/site-data-events";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  expires: number;
  etag: string;
  headers: [string, string][];
  body: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
  compressing?: boolean;
}

const KEPT_HEADERS = ["content-type", "cache-control", "etag", "vary"];
const MAX_BODY = 512 * 1024;
/** Compressions under way at once, in zlib's thread pool; past this, a page waits for a later hit. */
const MAX_COMPRESSING = 2;

export interface PageCacheStats {
  entries: number;
  bytes: number;
}

/**
 * A short-lived memory cache of public pages. A page marked `public` with an
 * ETag is the same for everyone, so for `ttlSeconds` the next visitors get the
 * stored bytes without React rendering it again.
 *
 * The key is the canonical address: the path and the query parameters it
 * reads, sorted (unknown ones were redirected away before this). The cache
 * holds at most `maxBytes`, dropping the least recently used pages first.
 * Compressed copies are made once, in zlib's thread pool, never on the
 * request thread; until they exist, the compression middleware compresses as
 * for any response. When the site's data changes (an import, a re-seed) the
 * whole cache is emptied: every page may show it.
 */
export function pageCache({ ttlSeconds, maxBytes }: { ttlSeconds: number; maxBytes: number }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let compressing = 0;

  const sizeOf = (entry: Entry) => entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  }
  function trim() {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  }
  function store(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    trim();
  }

  onSiteDataChange(() => {
    entries.clear();
    bytes = 0;
  });

  function compress(key: string, entry: Entry) {
    if (entry.compressing || entry.encoded.br || compressing >= MAX_COMPRESSING) return;
    entry.compressing = true;
    compressing += 1;
    Promise.all([brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(entry.body, { level: 9 })])
      .then(([br, gz]) => {
        // Only if this entry is still the one cached under its key.
        if (entries.get(key) !== entry) return;
        bytes -= sizeOf(entry);
        entry.encoded = { br, gzip: gz };
        bytes += sizeOf(entry);
        trim();
      })
      .catch(() => undefined)
      .finally(() => {
        entry.compressing = false;
        compressing -= 1;
      });
  }

  function serve(key: string, entry: Entry, req: Request, res: Response) {
    // Most recently used last, so trim() drops the coldest pages.
    entries.delete(key);
    entries.set(key, entry);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    if (
      req
        .get("If-None-Match")
        ?.split(",")
        .some((tag) => tag.trim() === entry.etag)
    ) {
      res.status(304).end();
      return;
    }
    compress(key, entry);
    const encoding = req.acceptsEncodings("br", "gzip");
    const body = (encoding === "br" || encoding === "gzip" ? entry.encoded[encoding] : undefined) ?? entry.body;
    if (body !== entry.body) {
      res.setHeader("Content-Encoding", encoding as string);
      res.vary("Accept-Encoding");
    }
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (ttlSeconds <= 0 || (req.method !== "GET" && req.method !== "HEAD") || req.get("Cookie")) return next();
    const url = new URL(req.originalUrl, "http://site.invalid");
    const key = `${wantsLitePages(req.get("Save-Data")) ? "lite" : "full"} ${canonicalQueryKey(url.pathname, url.searchParams)}`;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return serve(key, cached, req, res);
    if (cached) remove(key);
    if (req.method === "HEAD") return next();

    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size <= MAX_BODY) chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const etag = res.getHeader("ETag");
      const cacheable =
        res.statusCode === 200 &&
        typeof etag === "string" &&
        /\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? "")) &&
        /^text\/html/.test(String(res.getHeader("Content-Type") ?? "")) &&
        !res.getHeader("Set-Cookie") &&
        size <= MAX_BODY;
      if (cacheable) {
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]];
        });
        // Taken off the response by the security headers once they were written (security.ts); a
        // copy served later hands them back the same way, so its CSP matches its scripts.
        const hashes = (res.locals.scriptHashes as string | undefined) ?? res.getHeader(SCRIPT_HASHES_HEADER);
        if (typeof hashes === "string") headers.push([SCRIPT_HASHES_HEADER, hashes]);
        const entry: Entry = { expires: Date.now() + ttlSeconds * 1000, etag, headers, body: Buffer.concat(chunks), encoded: {} };
        store(key, entry);
        compress(key, entry);
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
  return Object.assign(middleware, { stats: (): PageCacheStats => ({ entries: entries.size, bytes }) });
}
