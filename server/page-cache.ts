import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { canonicalQueryKey } from "../app/site/query-params";
import { wantsLitePages } from "../app/utils/save-data";
import { onSiteDataChange } from "../app/utils/site-data-events";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
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
const MAX_BODY = 512 * 1024;
/**
 * Longer addresses are rendered every time and never remembered: no page of
 * ours needs one, and each would cost its own key and alias.
 */
export const MAX_CACHED_URL = 1024;
/** The share of the byte cap that the addresses (aliases) may take; the pages have the rest. */
const ALIAS_SHARE = 1 / 8;
/** What a Map entry costs beyond its strings, roughly: so that millions of tiny aliases still count. */
const ENTRY_OVERHEAD = 96;

/** A hit that comes before the best copies exist: the fast settings the compression middleware uses, for this answer only. */
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
 * The key is the canonical address: the path and the query parameters it
 * reads, sorted (unknown ones were redirected away before this). A page is
 * stored only under the address Remix rendered (res.locals.renderedPath), so
 * no header can put one page under another's key. Everything it keeps, the
 * pages with their compressed copies and the exact spellings that led to
 * them, counts against `maxBytes`, least recently used first out; an address
 * is remembered only for a page that was stored, and one over
 * MAX_CACHED_URL never. The best compressed copies (brotli 11, gzip 9) are
 * made once, when a page is asked for a second time, in zlib's thread pool;
 * until they exist, a hit is compressed at the fast settings. Readers who ask
 * for a page while it is being rendered wait for that render's copy, as
 * nginx's proxy_cache_lock does, so an expired popular page costs one render,
 * not one per reader. When the site's data changes (an import, a re-seed) the
 * whole cache is emptied.
 *
 * A page is stored with all of its final headers, security headers included
 * (a public page's CSP names its script hashes, so it is the same for every
 * copy). `early`, placed before the other middleware, serves an address that
 * has already reached this cache by its exact spelling, so a hit costs no
 * more than a static file; any other address takes the whole way, through
 * the canonical redirects, to the lookup by canonical key.
 */
export function pageCache({ ttlSeconds, maxBytes }: { ttlSeconds: number; maxBytes: number }) {
  const aliasBytes = Math.max(1, Math.floor(maxBytes * ALIAS_SHARE));
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, maxBytes - aliasBytes),
    sizeCalculation: (entry, key) =>
      entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + stringBytes(key) + ENTRY_OVERHEAD,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  /** Exact address (with Save-Data and scheme) → canonical key, for addresses that found or stored a page. */
  const aliases = new LRUCache<string, string>({
    maxSize: aliasBytes,
    sizeCalculation: (key, alias) => stringBytes(alias) + stringBytes(key) + ENTRY_OVERHEAD,
    ttl: Math.max(1, ttlSeconds) * 1000,
  });
  let compressing = 0;
  /** Keys being rendered now: the next readers of one wait for it rather than render it again. */
  const rendering = new Map<string, Promise<void>>();

  onSiteDataChange(() => {
    entries.clear();
    aliases.clear();
  });

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

  function serve(key: string, entry: Entry, req: Request, res: Response) {
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

  const usable = (req: Request) =>
    ttlSeconds > 0 && (req.method === "GET" || req.method === "HEAD") && !req.get("Cookie") && req.originalUrl.length <= MAX_CACHED_URL;
  const variant = (req: Request) => `${wantsLitePages(req.get("Save-Data")) ? "lite" : "full"} ${req.secure ? "https" : "http"}`;
  const keyOf = (req: Request, address: string) => {
    const url = new URL(address, "http://site.invalid");
    return `${variant(req)} ${canonicalQueryKey(url.pathname, url.searchParams)}`;
  };

  const early = (req: Request, res: Response, next: NextFunction) => {
    if (!usable(req)) return next();
    const key = aliases.get(`${variant(req)} ${req.originalUrl}`);
    const cached = key === undefined ? undefined : entries.get(key);
    if (key === undefined || !cached) return next();
    serve(key, cached, req, res);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (!usable(req)) return next();
    const alias = `${variant(req)} ${req.originalUrl}`;
    const key = keyOf(req, req.originalUrl);
    const cached = entries.get(key);
    if (cached) {
      aliases.set(alias, key);
      return serve(key, cached, req, res);
    }
    if (req.method === "HEAD") return next();
    // A page just expired, or a new one many ask for at once: one render, and the rest get its copy.
    const pending = rendering.get(key);
    if (pending) {
      void pending.then(() => {
        const stored = entries.get(key);
        if (!stored) return next();
        aliases.set(alias, key);
        serve(key, stored, req, res);
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
      const rendered = res.locals.renderedPath as string | undefined;
      const cacheable =
        res.statusCode === 200 &&
        typeof etag === "string" &&
        rendered !== undefined &&
        keyOf(req, rendered) === key &&
        /\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? "")) &&
        /^(text\/html|application\/json)/.test(String(res.getHeader("Content-Type") ?? "")) &&
        !res.getHeader("Set-Cookie") &&
        size <= MAX_BODY;
      if (!cacheable) return;
      const headers = Object.entries(res.getHeaders()).flatMap(([name, value]): [string, string][] =>
        value === undefined || PER_RESPONSE_HEADERS.has(name) ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]],
      );
      // Compressed at the highest settings only once it is asked for again: a page seen once (the
      // long tail, or someone trying addresses) costs no compression beyond its first answer's.
      entries.set(key, { etag, headers, body: Buffer.concat(chunks), encoded: {} });
      if (entries.has(key)) aliases.set(alias, key);
    };
    next();
  };
  return Object.assign(middleware, {
    early,
    stats: (): PageCacheStats => ({ entries: entries.size, bytes: entries.calculatedSize + aliases.calculatedSize }),
  });
}
