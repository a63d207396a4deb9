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
  /** Its best copies being made, which its answers until then wait for. */
  compressing?: Promise<void>;
  /** When it was rendered (Date.now()): a last good copy says its age. */
  storedAt: number;
  /** A last good copy as served while the database is down, made once: with the site's notice, or the page itself (null). */
  stale?: Variant | null;
}

/** What `serve` sends: a stored page, or its last good copy with the site's notice. */
interface Variant {
  etag: string;
  body: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
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

/** An answer when the best copies cannot be made now (too many under way): the fast settings, for this answer only. */
function quickly(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 6 });
}

/** A page's best copies (brotli 11, gzip 9), made in zlib's thread pool, never on the request thread. */
export function bestCopies(body: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
}

/**
 * Pages compressed at once, in zlib's thread pool (four threads, shared with the file system);
 * past this, a page goes out at the fast settings and is compressed at a later hit.
 */
const MAX_COMPRESSING = 4;

export interface PageCacheStats {
  entries: number;
  /** Everything the cache holds, pages and addresses together: never more than the cap. */
  bytes: number;
  /** Last good copies kept for when the database is down, and their bytes (their own cap; shared with `bytes` while fresh). */
  staleEntries: number;
  staleBytes: number;
  /** Answers given from a last good copy since start (decision 0078). */
  staleServed: number;
}

/**
 * A last good copy is served for a day at most after it was rendered, as
 * nginx keeps its own (decision 0077): past that, and for a page removed in
 * the meantime that nobody asked for, a 503 is the truer answer.
 */
export const LAST_GOOD_MS = 24 * 60 * 60 * 1000;
/**
 * How long a shared cache or a browser may reuse a last good copy: nginx, a
 * CDN and readers get fresh pages within seconds of the database's return,
 * and the instance's memory still spares them a render in between.
 */
export const STALE_MAX_AGE_SECONDS = 10;
/** How long "the database does not answer" holds before a page is rendered again to find out. */
export const DOWN_RECHECK_MS = 5_000;
/** Answers after which a page is gone, so its last good copy must not come back. */
const gone = (status: number) => status === 404 || status === 410 || (status >= 300 && status < 400 && status !== 304);
/** The cache directives a shared cache reads before Cache-Control: a last good copy must not keep the page's day-long ones. */
const SHARED_CACHE_CONTROLS = ["cdn-cache-control", "surrogate-control"];

/** Strings are UTF-16 in V8's worst case. */
const stringBytes = (value: string) => value.length * 2;
/** What a kept page costs: its body, its compressed copies, its key and the entry itself. */
const sizeOf = (page: Variant, key: string) =>
  page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + stringBytes(key) + ENTRY_OVERHEAD;

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
 * are made once, when a page is stored, in zlib's thread pool, and its first
 * answer waits for them (a few milliseconds), so a page refilled after a data
 * change goes out as small as it ever will (decision 0098); a page with a query
 * waits for its second reader for them. Readers who ask for a page while
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
  staleMaxBytes = 0,
  databaseReachable = () => Promise.resolve(true),
  staleNotice = () => null,
  keyOf,
  varyOn,
}: {
  ttlSeconds: number;
  maxBytes: number;
  /** The most the last good copies may hold (0: none kept); counted on their own, since most are the fresh entries' own bytes. */
  staleMaxBytes?: number;
  /** Whether the database answers now: a 503 becomes a last good copy only when it does not. */
  databaseReachable?: () => Promise<boolean>;
  /** The site's notice on an HTML copy where a reader would act on old data, or null for none. */
  staleNotice?: (html: string) => string | null;
  /** The site's key for an address, with the reader's variant (app: Save-Data). */
  keyOf: (address: URL, header: (name: string) => string | undefined) => string;
  /** The request headers `keyOf` reads: an exact spelling is remembered with their values, so variants stay apart. */
  varyOn: readonly string[];
}) {
  const aliasBytes = Math.max(1, Math.floor(maxBytes * ALIAS_SHARE));
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, maxBytes - aliasBytes),
    sizeCalculation: sizeOf,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  /** Exact address (with scheme) → key, for addresses that found or stored a page. */
  const aliases = new LRUCache<string, string>({
    maxSize: aliasBytes,
    sizeCalculation: (key, alias) => stringBytes(alias) + stringBytes(key) + ENTRY_OVERHEAD,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  /**
   * The last good copy of each public page, by the same key: kept when the
   * fresh entries expire or a data change empties them, least recently used
   * out past `staleMaxBytes`, a day at most (decision 0078).
   */
  const lastGood =
    ttlSeconds > 0 && staleMaxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: staleMaxBytes,
          sizeCalculation: (entry, key) => sizeOf(entry, key) + (entry.stale ? sizeOf(entry.stale, key) : 0),
          ttl: LAST_GOOD_MS,
        })
      : null;
  let staleServed = 0;
  /** Until when the database is taken as down (a probe said so), and the probe under way, shared by every failed render. */
  let downUntil = 0;
  let probe: Promise<boolean> | null = null;
  const knownDown = () => Date.now() < downUntil;
  function databaseDown(): Promise<boolean> {
    if (knownDown()) return Promise.resolve(true);
    probe ??= databaseReachable()
      .catch(() => false)
      .then((up) => {
        if (!up) downUntil = Date.now() + DOWN_RECHECK_MS;
        return !up;
      })
      .finally(() => (probe = null));
    return probe;
  }
  let compressing = 0;
  /** Keys being rendered now: the next readers of one wait for it rather than render it again. */
  const rendering = new Map<string, Promise<void>>();

  /** The entry's best copies: made, being made (the promise), or null when too many are under way. */
  function compress(key: string, entry: Entry): Promise<void> | null {
    if (entry.encoded.br) return Promise.resolve();
    if (entry.compressing) return entry.compressing;
    if (compressing >= MAX_COMPRESSING) return null;
    compressing += 1;
    entry.compressing = bestCopies(entry.body)
      .then(([br, gz]) => {
        // The answers waiting on this entry send these; it is kept again, as a new object, so that
        // its size counts the copies, only where it is still the one kept under its key.
        entry.encoded = { br, gzip: gz };
        const compressed = { ...entry, compressing: undefined };
        if (entries.peek(key) === entry) entries.set(key, compressed, { noUpdateTTL: true });
        if (lastGood?.peek(key) === entry) lastGood.set(key, compressed, { noUpdateTTL: true });
      })
      .catch(() => undefined)
      .finally(() => {
        entry.compressing = undefined;
        compressing -= 1;
      });
    return entry.compressing;
  }

  /** Sends a stored page (a hit, the page just kept, or a last good copy), compressed as the client takes it, or a 304. */
  function serve(key: string | null, entry: Entry, req: Request, res: Response, how: "hit" | "stored" | "stale") {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // Every variant says so, the plain one and a 304 too: a shared cache must not hand a brotli copy
    // to a browser that asked for none, nor the plain one to everybody.
    res.vary("Accept-Encoding");
    if (how === "hit") res.setHeader("X-Page-Cache", "hit");
    const variant = how === "stale" && key !== null ? staleVariant(key, entry, res) : entry;
    if (
      req
        .get("If-None-Match")
        ?.split(",")
        .some((tag) => tag.trim() === variant.etag)
    ) {
      res.status(304).end();
      return;
    }
    // Brotli whenever the client takes it, whatever order it lists its encodings in: it is the smaller.
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip");
    const send = () => {
      const body = encoding === "br" || encoding === "gzip" ? (variant.encoded[encoding] ?? quickly(variant.body, encoding)) : variant.body;
      if (body !== variant.body) res.setHeader("Content-Encoding", encoding as string);
      res.setHeader("Content-Length", body.length);
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    };
    const best = key !== null && variant === entry ? compress(key, entry) : null;
    // Only a compressed answer waits for the best copies; a plain one goes at once.
    if (best && (encoding === "br" || encoding === "gzip") && !variant.encoded[encoding]) void best.then(send);
    else send();
  }

  /**
   * A last good copy's headers and body: marked stale, with its age, for a
   * few seconds' reuse at most; the page's HTML with the site's notice where
   * it needs one (made once per copy), under an ETag of its own.
   */
  function staleVariant(key: string, entry: Entry, res: Response): Variant {
    staleServed += 1;
    res.setHeader("X-Page-Cache", "stale");
    res.setHeader("Age", String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
    res.setHeader("Cache-Control", `public, max-age=${STALE_MAX_AGE_SECONDS}`);
    for (const name of SHARED_CACHE_CONTROLS) if (res.hasHeader(name)) res.setHeader(name, `max-age=${STALE_MAX_AGE_SECONDS}`);
    if (entry.stale === undefined) {
      const html = /^text\/html/.test(entry.headers.find(([name]) => name === "content-type")?.[1] ?? "")
        ? staleNotice(entry.body.toString("utf8"))
        : null;
      const body = html === null ? null : Buffer.from(html);
      // Compressed at once, at the fast settings: an outage's readers share these, and the cap counts them.
      entry.stale = body && {
        etag: `${entry.etag.replace(/"$/, "")}-stale"`,
        body,
        encoded: { br: quickly(body, "br"), gzip: quickly(body, "gzip") },
      };
      // Kept again, as a new object, so that the cap counts the noticed copy too.
      if (entry.stale && lastGood?.peek(key) === entry) lastGood.set(key, { ...entry }, { noUpdateTTL: true });
    }
    if (entry.stale) res.setHeader("ETag", entry.stale.etag);
    return entry.stale ?? entry;
  }

  /** The last good copy for `key`, if the database is known to be down: served, and true. */
  function staleWhileDown(key: string, req: Request, res: Response): boolean {
    const copy = knownDown() ? lastGood?.get(key) : undefined;
    if (!copy) return false;
    serve(key, copy, req, res, "stale");
    return true;
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
    serve(key, cached, req, res, "hit");
  };

  const lookup = (req: Request, res: Response, next: NextFunction) => {
    if (!usable(req)) return next();
    const key = keyFor(req, req.originalUrl);
    const cached = entries.get(key);
    if (cached) {
      aliases.set(aliasOf(req), key);
      return serve(key, cached, req, res, "hit");
    }
    // The database was found down a moment ago: the page's last good copy at once, no render to wait for.
    if (staleWhileDown(key, req, res)) return;
    if (req.method === "HEAD") return next();
    // A page just expired, or a new one many ask for at once: one render, and the rest get its copy.
    const pending = rendering.get(key);
    if (pending) {
      void pending.then(() => {
        const stored = entries.get(key);
        if (!stored) return staleWhileDown(key, req, res) || next();
        aliases.set(aliasOf(req), key);
        serve(key, stored, req, res, "hit");
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
    const entry: Entry = { etag, headers, body: page.body, encoded: {}, storedAt: Date.now() };
    entries.set(key, entry);
    if (entries.has(key)) aliases.set(aliasOf(req), key);
    // The same bytes, kept on as the last good copy: one Buffer while both hold it.
    lastGood?.set(key, entry);
    // A page of the site's own address (no query) is compressed at the highest settings at once, in
    // the thread pool, and sent so: right after a data change empties the cache, the refilled pages go
    // out as small as ever (decision 0098). A query's page (a search, a filtered table: the long tail,
    // or someone trying addresses) goes out at the fast settings and is compressed best only when it is
    // asked for again, so that addresses nobody repeats cost no brotli 11 each. (A key has a "?" only
    // with a query: app/site/query-params.ts, canonicalQueryKey.)
    serve(key.includes("?") ? null : key, entry, req, res, "stored");
    return true;
  }

  /**
   * A render for a request `lookup` marked that gave no page to keep, by its
   * status. A 503 while the database does not answer: the page's last good
   * copy is sent, and true. A page gone (404, 410, a redirect): its last good
   * copy is dropped, so that a page taken down never comes back in an outage.
   * Otherwise false, and the caller sends the answer as it is.
   */
  async function failed(req: Request, res: Response, status: number): Promise<boolean> {
    const key = res.locals.pageCacheKey as string | undefined;
    if (key === undefined || !lastGood) return false;
    if (gone(status)) lastGood.delete(key);
    if (status !== 503 || !lastGood.has(key) || !(await databaseDown())) return false;
    const copy = lastGood.get(key);
    if (!copy || res.headersSent || res.destroyed) return false;
    serve(key, copy, req, res, "stale");
    return true;
  }

  return {
    early,
    lookup,
    send,
    failed,
    /**
     * After a data change: the fresh entries go, and so does each last good
     * copy that may show what changed (`tags`, as answers carry them in
     * Cache-Tag), so a page taken down never comes back in an outage: one
     * whose Cache-Tag names any of them, or that carries none. With no tags
     * (the site cannot say what changed), every copy goes. The rest stay, for
     * when the database is down; the dropped refill at their next render.
     */
    clear(tags?: readonly string[]) {
      entries.clear();
      aliases.clear();
      if (!lastGood) return;
      if (!tags) return lastGood.clear();
      const changed = new Set(tags.map((tag) => tag.toLowerCase()));
      const showsChange = (copy: Entry) => {
        const carried = copy.headers.find(([name]) => name === "cache-tag")?.[1];
        return carried === undefined || carried.split(",").some((tag) => changed.has(tag.trim().toLowerCase()));
      };
      for (const key of [...lastGood.keys()]) {
        const copy = lastGood.peek(key);
        if (!copy || showsChange(copy)) lastGood.delete(key);
      }
    },
    stats: (): PageCacheStats => ({
      entries: entries.size,
      bytes: entries.calculatedSize + aliases.calculatedSize,
      staleEntries: lastGood?.size ?? 0,
      staleBytes: lastGood?.calculatedSize ?? 0,
      staleServed,
    }),
  };
}
