import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

interface Entry {
  expires: number;
  etag: string;
  headers: [string, string][];
  body: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
}

const KEPT_HEADERS = ["content-type", "cache-control", "etag", "vary"];
const MAX_BODY = 512 * 1024;

/**
 * A short-lived memory cache of public pages. A page without scripts is the
 * same for everyone (entry.server marks it `public` with an ETag), so for
 * `ttlSeconds` the next visitors get the stored bytes, compressed once at the
 * highest setting, without React rendering it again. Pages with scripts, with
 * cookies, or with any status but 200 are never stored.
 */
export function pageCache({ ttlSeconds, maxEntries = 1000 }: { ttlSeconds: number; maxEntries?: number }) {
  const entries = new Map<string, Entry>();

  function serve(entry: Entry, req: Request, res: Response) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    if (req.get("If-None-Match")?.split(",").some((tag) => tag.trim() === entry.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings("br", "gzip");
    let body = entry.body;
    if (encoding === "br") body = entry.encoded.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    else if (encoding === "gzip") body = entry.encoded.gzip ??= gzipSync(entry.body, { level: 9 });
    if (body !== entry.body) res.setHeader("Content-Encoding", encoding as string);
    res.vary("Accept-Encoding");
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (ttlSeconds <= 0 || (req.method !== "GET" && req.method !== "HEAD") || req.get("Cookie")) return next();
    const key = `${req.hostname} ${req.get("Save-Data") === "on" ? "lite" : "full"} ${req.originalUrl}`;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return serve(cached, req, res);
    if (cached) entries.delete(key);
    if (req.method === "HEAD") return next();

    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
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
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]];
        });
        entries.set(key, { expires: Date.now() + ttlSeconds * 1000, etag, headers, body: Buffer.concat(chunks), encoded: {} });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}
