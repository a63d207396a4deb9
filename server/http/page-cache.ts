import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  etag: string;
  headers: [string, string][];
  body: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
  compressing?: boolean;
}

/** A page as Remix answered it, whole, for the cache to keep and send. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
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
  // Each request's own id (request-log.ts): a stored copy must never answer with another's.
  "x-request-id",
]);
export const MAX_BODY = 512 * 1024;
/**
 * Longer addresses are rendered every time and never remembered: no page of
 * ours needs one, and each would cost its own key and alias.
 */
export const MAX_CACHED_URL = 1024;
/** The share of the byte cap that the addresses (aliases) may take; the pages have the rest. */
const ALIAS_SHARE = 1 / 8;
/** What a Map entry costs beyond its strings, roughly: so that millions of tiny aliases still count. */
const ENTRY_OVERHEAD = 96;

/** A hit that comes before the best copies exist: the fast settings, for this answer only. */
function quickly(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 6 });
}

/** Compressions under way at once, in zlib's thread pool; past this, a page waits for a later hit. */
const MAX_COMPRESSING = 2;

export interface PageCacheStats {
  entries: number;
  /** Everything the cache holds, pages and addresses together: never more than the cap. */
  bytes: number;
}

/** Strings are UTF-16 in V8's worst case. */
const stringBytes = (value: string) => value.length * 2;

/**
 * A short-lived memory cache of public pages. A page marked `public` with an
 * ETag is the same for everyone, so for `ttlSeconds` the next visitors get the
 * stored bytes without React rendering it again.
 *
 * The key is the site's (`keyOf`: the path and the query parameters it reads,
 * sorted, and the variant the reader's browser asks for), with the scheme.
 * `lookup` answers a hit, or marks the request as one whose page may be kept;
 * the Remix handler then hands the rendered page to `send`, which keeps it if
 * it is public and was rendered for that very key, and sends it. So this is
 * the one module that compresses pages: the best copies (brotli 11, gzip 9)
 * are made once, when a page is asked for a second time, in zlib's thread
 * pool; until they exist, the fast settings. Readers who ask for a page while
 * it is being rendered wait for that render's copy, as nginx's
 * proxy_cache_lock does, so an expired popular page costs one render.
 *
 * Everything it keeps, pages with their compressed copies and the exact
 * spellings of addresses that led to them, counts against `maxBytes`, least
 * recently used first out; an address is remembered only for a page that was
 * stored, and one over MAX_CACHED_URL never. `early`, placed before the other
 * middleware, serves an address that has already reached this cache by its
 * exact spelling, so a hit costs no more than a static file.
 */
export function pageCache({
  ttlSeconds,
  maxBytes,
  keyOf,
  varyOn,
}: {
  ttlSeconds: number;
  maxBytes: number;
  /** The site's key for an address, with the reader's variant (app: Save-Data). */
  keyOf: (address: URL, header: (name: string) => string | undefined) => string;
  /** The request headers `keyOf` reads: an exact spelling is remembered with their values, so variants stay apart. */
  varyOn: readonly string[];
}) {
  const aliasBytes = Math.max(1, Math.floor(maxBytes * ALIAS_SHARE));
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, maxBytes - aliasBytes),
    sizeCalculation: (entry, key) =>
      entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + stringBytes(key) + ENTRY_OVERHEAD,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  /** Exact address (with scheme) → key, for addresses that found or stored a page. */
  const aliases = new LRUCache<string, string>({
    maxSize: aliasBytes,
    sizeCalculation: (key, alias) => stringBytes(alias) + stringBytes(key) + ENTRY_OVERHEAD,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  let compressing = 0;
  /** Keys being rendered now: the next readers of one wait for it rather than render it again. */
  const rendering = new Map<string, Promise<void>>();

  function compress(key: string, entry: Entry) {
    if (entry.compressing || entry.encoded.br || compressing >= MAX_COMPRESSING) return;
    entry.compressing = true;
    compressing += 1;
    Promise.all([brotli(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(entry.body, { level: 9 })])
      .then(([br, gz]) => {
        // Only if this entry is still the one cached under its key; set again, so its size counts the copies.
        if (entries.peek(key) !== entry) return;
        entries.set(key, { ...entry, encoded: { br, gzip: gz }, compressing: false }, { noUpdateTTL: true });
      })
      .catch(() => undefined)
      .finally(() => {
        entry.compressing = false;
        compressing -= 1;
      });
  }

  /** Sends a stored page (a hit, or the page just kept), compressed as the client takes it, or a 304. */
  function serve(key: string | null, entry: Entry, req: Request, res: Response, hit: boolean) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // Every variant says so, the plain one and a 304 too: a shared cache must not hand a brotli copy
    // to a browser that asked for none, nor the plain one to everybody.
    res.vary("Accept-Encoding");
    if (hit) res.setHeader("X-Page-Cache", "hit");
    if (
      req
        .get("If-None-Match")
        ?.split(",")
        .some((tag) => tag.trim() === entry.etag)
    ) {
      res.status(304).end();
      return;
    }
    if (key !== null) compress(key, entry);
    // Brotli whenever the client takes it, whatever order it lists its encodings in: it is the smaller.
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip");
    const body = encoding === "br" || encoding === "gzip" ? (entry.encoded[encoding] ?? quickly(entry.body, encoding)) : entry.body;
    if (body !== entry.body) res.setHeader("Content-Encoding", encoding as string);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  const usable = (req: Request) =>
    ttlSeconds > 0 && (req.method === "GET" || req.method === "HEAD") && !req.get("Cookie") && req.originalUrl.length <= MAX_CACHED_URL;
  const aliasOf = (req: Request) =>
    [req.secure ? "https" : "http", ...varyOn.map((name) => JSON.stringify(req.get(name) ?? null)), req.originalUrl].join(" ");
  const keyFor = (req: Request, address: string) =>
    `${req.secure ? "https" : "http"} ${keyOf(new URL(address, "http://site.invalid"), (name) => req.get(name))}`;

  const early = (req: Request, res: Response, next: NextFunction) => {
    if (!usable(req)) return next();
    const key = aliases.get(aliasOf(req));
    const cached = key === undefined ? undefined : entries.get(key);
    if (key === undefined || !cached) return next();
    serve(key, cached, req, res, true);
  };

  const lookup = (req: Request, res: Response, next: NextFunction) => {
    if (!usable(req)) return next();
    const key = keyFor(req, req.originalUrl);
    const cached = entries.get(key);
    if (cached) {
      aliases.set(aliasOf(req), key);
      return serve(key, cached, req, res, true);
    }
    if (req.method === "HEAD") return next();
    // A page just expired, or a new one many ask for at once: one render, and the rest get its copy.
    const pending = rendering.get(key);
    if (pending) {
      void pending.then(() => {
        const stored = entries.get(key);
        if (!stored) return next();
        aliases.set(aliasOf(req), key);
        serve(key, stored, req, res, true);
      });
      return;
    }
    let rendered = () => {};
    const ours = new Promise<void>((resolve) => (rendered = resolve));
    rendering.set(key, ours);
    res.once("close", () => {
      if (rendering.get(key) === ours) rendering.delete(key);
      rendered();
    });
    res.locals.pageCacheKey = key;
    next();
  };

  /**
   * A public page rendered for a request `lookup` marked, at the address it
   * was asked for: kept and sent from here. Anything else: false, and the
   * caller sends it as it is.
   */
  function send(req: Request, res: Response, page: RenderedPage, renderedPath: string): boolean {
    const key = res.locals.pageCacheKey as string | undefined;
    const etag = page.headers.get("ETag");
    const cacheable =
      key !== undefined &&
      keyFor(req, renderedPath) === key &&
      page.status === 200 &&
      etag !== null &&
      /\bpublic\b/.test(page.headers.get("Cache-Control") ?? "") &&
      // XML too: the sitemap's files (app/features/sitemap/sitemap-files.server.ts), each made small enough to be kept.
      /^(text\/html|application\/json|application\/xml)/.test(page.headers.get("Content-Type") ?? "") &&
      !page.headers.has("Set-Cookie") &&
      page.body.length <= MAX_BODY;
    if (!cacheable) return false;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    // The response's headers so far (the launcher's security headers) and the page's, stored together.
    const headers = Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
      value === undefined || PER_RESPONSE_HEADERS.has(name) ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]],
    );
    const entry: Entry = { etag, headers, body: page.body, encoded: {} };
    entries.set(key, entry);
    if (entries.has(key)) aliases.set(aliasOf(req), key);
    // Compressed at the highest settings only once it is asked for again: a page seen once (the long
    // tail, or someone trying addresses) costs no compression beyond its first answer's.
    serve(null, entry, req, res, false);
    return true;
  }

  return {
    early,
    lookup,
    send,
    clear() {
      entries.clear();
      aliases.clear();
    },
    stats: (): PageCacheStats => ({ entries: entries.size, bytes: entries.calculatedSize + aliases.calculatedSize }),
  };
}
