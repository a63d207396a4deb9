import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { canonicalQueryKey } from "../app/site/query-params";
import { wantsLitePages } from "../app/utils/save-data";
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

/** Headers of one response, not of the page: everything else is stored and sent again with it. */
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "x-page-cache",
]);
/** Past this many known addresses, the list of them starts again. */
const MAX_ALIASES = 20_000;
const MAX_BODY = 512 * 1024;
/** A hit that comes before the best copies exist: the fast settings the compression middleware uses, for this answer only. */
function quickly(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 6 });
}

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
 * The best compressed copies (brotli 11, gzip 9) are made once, when a page
 * is asked for a second time, in zlib's thread pool, never on the request
 * thread; until they exist, a hit is compressed at the fast settings. When the site's data changes (an import, a re-seed) the
 * whole cache is emptied: every page may show it.
 *
 * A page is stored with all of its final headers, security headers included
 * (a public page's CSP names its script hashes, so it is the same for every
 * copy). `early`, placed before the other middleware, serves an address that
 * has already reached this cache by its exact spelling, so a hit costs no
 * more than a static file; any other address takes the whole way, through
 * the canonical redirects, to the lookup by canonical key.
 */
export function pageCache({ ttlSeconds, maxBytes }: { ttlSeconds: number; maxBytes: number }) {
  const entries = new Map<string, Entry>();
  /** Exact address (with Save-Data and scheme) → canonical key, for the addresses that reached the lookup. */
  const aliases = new Map<string, string>();
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
    aliases.clear();
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
    // Brotli whenever the client takes it, whatever order it lists its encodings in: it is the smaller.
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip");
    const body = encoding === "br" || encoding === "gzip" ? (entry.encoded[encoding] ?? quickly(entry.body, encoding)) : entry.body;
    if (body !== entry.body) {
      res.setHeader("Content-Encoding", encoding as string);
      res.vary("Accept-Encoding");
    }
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  const usable = (req: Request) => ttlSeconds > 0 && (req.method === "GET" || req.method === "HEAD") && !req.get("Cookie");
  const variant = (req: Request) => `${wantsLitePages(req.get("Save-Data")) ? "lite" : "full"} ${req.secure ? "https" : "http"}`;

  function fresh(key: string | undefined): Entry | undefined {
    if (key === undefined) return undefined;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return cached;
    if (cached) remove(key);
    return undefined;
  }

  const early = (req: Request, res: Response, next: NextFunction) => {
    if (!usable(req)) return next();
    const key = aliases.get(`${variant(req)} ${req.originalUrl}`);
    const cached = fresh(key);
    if (key === undefined || !cached) return next();
    serve(key, cached, req, res);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (!usable(req)) return next();
    const url = new URL(req.originalUrl, "http://site.invalid");
    const key = `${variant(req)} ${canonicalQueryKey(url.pathname, url.searchParams)}`;
    if (aliases.size >= MAX_ALIASES) aliases.clear();
    aliases.set(`${variant(req)} ${req.originalUrl}`, key);
    const cached = fresh(key);
    if (cached) return serve(key, cached, req, res);
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
      const ended = end(chunk, ...rest);
      keepPage();
      return ended;
    }) as Response["end"];
    // After end(), the headers have gone out and are final: the security headers had their last word
    // (security.ts). Stored at once, so the next visitor is a hit even while this one still downloads.
    const keepPage = () => {
      const etag = res.getHeader("ETag");
      const cacheable =
        res.statusCode === 200 &&
        typeof etag === "string" &&
        /\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? "")) &&
        /^(text\/html|application\/json)/.test(String(res.getHeader("Content-Type") ?? "")) &&
        !res.getHeader("Set-Cookie") &&
        size <= MAX_BODY;
      if (!cacheable) return;
      const headers = Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
        value === undefined || PER_RESPONSE_HEADERS.has(name) ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]],
      );
      const entry: Entry = { expires: Date.now() + ttlSeconds * 1000, etag, headers, body: Buffer.concat(chunks), encoded: {} };
      // Compressed at the highest settings only once it is asked for again: a page seen once (the
      // long tail, or someone trying addresses) costs no compression beyond its first answer's.
      store(key, entry);
    };
    next();
  };
  return Object.assign(middleware, { early, stats: (): PageCacheStats => ({ entries: entries.size, bytes }) });
}
