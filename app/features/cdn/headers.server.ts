import { AsyncLocalStorage } from "node:async_hooks";
import { answerTags, collectionOfModel, collectionsInSql } from "./tags";

/**
 * What a shared cache (a CDN) may do with a public answer, said apart from
 * what a browser may (Cache-Control, which stays as it was): keep it five
 * minutes, then serve it stale for up to a day while it fetches a fresh one,
 * or for a day while the origin fails (decision 0076). Five minutes, not
 * longer, because a purge can fail or be switched off (CDN_PURGER=none): the
 * longest a reader sees a superseded page is then five minutes, and with a
 * purger, a publish reaches readers as soon as the purge does.
 */
export const SHARED_CACHE_CONTROL = "max-age=300, stale-while-revalidate=86400, stale-if-error=86400";

/** The response headers a CDN reads: the standard one (RFC 9213), Fastly's and others'; same value. */
export const SHARED_CACHE_HEADERS = ["CDN-Cache-Control", "Surrogate-Control"] as const;

/** Whether the browser's Cache-Control lets any cache keep the answer: public, and not private or no-store. */
export function isShareable(cacheControl: string | null): boolean {
  return !!cacheControl && /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl);
}

/**
 * An answer whose address names its bytes (immutable) may be kept by a CDN as long as by a browser;
 * one that names a shared cache's own lifetime (s-maxage: the status page and its feed, which change
 * by the minute) is kept that long, and served stale only while the origin fails.
 */
function sharedCacheControl(cacheControl: string): string {
  if (/\bimmutable\b/.test(cacheControl)) return cacheControl.replace(/\s*\bpublic\b,?\s*/, "");
  const shared = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  return shared === undefined ? SHARED_CACHE_CONTROL : `max-age=${shared}, stale-if-error=86400`;
}

/** What one request read, as it runs: its path and the collections its loaders read. */
interface Reads {
  path: string;
  collections: Set<string>;
}

const reads = new AsyncLocalStorage<Reads>();

/**
 * From here on, in this request's asynchronous context, reads of the
 * database are noted for its cache tags. Called where the request's load
 * context is made (runtime/site.server.ts), just before Remix runs its
 * loaders and renders, so everything they start inherits it.
 */
export function startNotingReads(path: string): void {
  reads.enterWith({ path, collections: new Set() });
}

/** A read through a Prisma model (db.server.ts): its collection, if it stands for one, is noted. */
export function noteModelRead(model: string | undefined): void {
  const current = reads.getStore();
  const collection = current && model ? collectionOfModel(model) : null;
  if (collection) current!.collections.add(collection);
}

/** A raw query (db.server.ts): each table it names that stands for a collection is noted. */
export function noteSqlRead(sql: string): void {
  const current = reads.getStore();
  if (current) for (const collection of collectionsInSql(sql)) current.collections.add(collection);
}

/**
 * Adds the shared cache's directives and the cache tags to a public
 * answer's headers, once its Cache-Control is set; an answer that is not
 * shareable (a person's page, a form's answer, an error, the back office)
 * gets none, and any a route set are removed. The tags are the page's path,
 * the collections the request read, its language and "all".
 */
export function addCdnHeaders(headers: Headers, path = reads.getStore()?.path): void {
  const cacheControl = headers.get("Cache-Control");
  if (!isShareable(cacheControl) || path === undefined) return removeCdnHeaders(headers);
  const shared = sharedCacheControl(cacheControl!);
  for (const name of SHARED_CACHE_HEADERS) headers.set(name, shared);
  const tags = answerTags(path, reads.getStore()?.collections ?? []);
  headers.set("Cache-Tag", tags.join(","));
  headers.set("Surrogate-Key", tags.join(" "));
}

/** An answer for one person, or one that must not outlive its moment: no CDN may keep it. */
export function removeCdnHeaders(headers: Headers): void {
  for (const name of [...SHARED_CACHE_HEADERS, "Cache-Tag", "Surrogate-Key"]) headers.delete(name);
}

/** A public answer of a resource route (a feed, a file, a JSON or CSV document) with the CDN's headers added. */
export function withCdnHeaders(init: HeadersInit): Headers {
  const headers = new Headers(init);
  addCdnHeaders(headers);
  return headers;
}

/** A resource route's answer (a feed, a PDF) with the CDN's headers added when it is public, removed when not. */
export function cdnAnswer(response: Response): Response {
  addCdnHeaders(response.headers);
  return response;
}

/**
 * An answer no CDN may keep, whatever its Cache-Control says or lacks: the
 * navigation data (".data") a hydrated page fetches carries no cache tags,
 * so a purge could never reach a copy, and some CDNs keep an answer with no
 * Cache-Control for a default lifetime.
 */
export function keepFromCdn(headers: Headers): void {
  removeCdnHeaders(headers);
  for (const name of SHARED_CACHE_HEADERS) headers.set(name, "no-store");
}
