/**
 * The static mirror (decision 0079): every public page in every language, the
 * sitemap, the feeds and the files they link, read from a running site and
 * written as files that plain nginx (deploy/mirror/nginx.conf) or an object
 * store serves at the same addresses.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LANGUAGES } from "../app/i18n/languages.mjs";

/** What the mirror wrote: one entry an address, and the totals. */
export interface MirrorManifest {
  siteUrl: string;
  made: string;
  files: number;
  bytes: number;
  /** The .gz copies nginx's gzip_static sends: not counted in files and bytes above. */
  gzipFiles: number;
  gzipBytes: number;
  entries: MirrorEntry[];
  /** Addresses linked but not written (a redirect, a 404), with their status: for the operator to look at. */
  skipped: { address: string; status: number }[];
}

export interface MirrorEntry {
  /** The address, path and query, as readers ask for it. */
  address: string;
  /** Where it lies under the mirror's folder. */
  file: string;
  /** The object store's key for it (an address without its leading slash; the home page is index.html). */
  key: string | null;
  type: string;
  bytes: number;
}

/**
 * The language prefixes (/ha, /yo, …): each language's home is a starting point, and a missing page
 * under a prefix gets that language's 404 page.
 */
export const PREFIXES = LANGUAGES.map(({ code }) => (code === "en" ? "" : `/${code}`));

/**
 * Addresses the mirror never asks for: the back office, the JSON and partners' APIs, the text
 * channels' callbacks, Remix's data and manifest requests, and the endpoints that only take a form.
 */
const NEVER = /^\/(staff|api|open311|channels|healthz|analytics-consent|page-feedback|__manifest)(\/|$)|\.data$/;

/**
 * The query strings kept: a list's page (`?page=2`) and the news archive's month (`?month=2026-01`,
 * decision 0091), for each is a page readers reach and the sitemap cannot name. Filters, sorts,
 * searches and the news list's places by key (`?older=…`, whose boundaries move with every article
 * published) multiply without end; a reader who asks for one on the mirror gets the list's first
 * page (deploy/mirror/nginx.conf).
 */
const KEPT_QUERY = /^(?:page=([1-9][0-9]{0,3})|month=([0-9]{4}-(?:0[1-9]|1[0-2])))$/;

/** Media types written with a .gz copy beside them, for nginx's gzip_static. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|csvm\+json|manifest\+json|javascript)|image\/svg\+xml)/;

/**
 * Where an address lies in the mirror. A page (HTML) is the folder of its address with index.html
 * in it, because an address is often both a page and the start of others (/resource-hub/news and
 * /resource-hub/news/<slug>); a list's page N is page-N.html in the same folder, the news archive's
 * month month-YYYY-MM.html. Any other file keeps
 * its address as its path.
 */
export function mirrorFile(address: string, html: boolean): string {
  const url = new URL(address, "http://mirror.invalid");
  const dir = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (!html) return dir;
  const [, page, month] = KEPT_QUERY.exec(url.search.slice(1)) ?? [];
  if (month) return path.posix.join(dir, `month-${month}.html`);
  return path.posix.join(dir, page && page !== "1" ? `page-${page}.html` : "index.html");
}

/**
 * The object store's key: the address itself, so that /resource-hub/news answers without a
 * redirect to /resource-hub/news/ (decision 0079). Object stores ignore the query string, so a
 * list's later pages have no key there.
 */
export function objectKey(address: string): string | null {
  const url = new URL(address, "http://mirror.invalid");
  if (url.search) return null;
  return url.pathname === "/" ? "index.html" : decodeURIComponent(url.pathname.slice(1));
}

/** Whether the mirror follows a link to this address (already made same-origin and absolute). */
export function keepsAddress(url: URL): boolean {
  if (NEVER.test(url.pathname)) return false;
  return url.search === "" || KEPT_QUERY.test(url.search.slice(1));
}

/** The addresses a page, a stylesheet, a sitemap or a web manifest links, as written (relative or absolute). */
export function linksIn(body: string, type: string): string[] {
  const links: string[] = [];
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');
  if (type.startsWith("text/html")) {
    for (const [, value = ""] of body.matchAll(/\s(?:href|src|poster|action-mirror)="([^"]*)"/g)) links.push(decode(value));
    for (const [, value = ""] of body.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/g))
      for (const candidate of decode(value).split(",")) links.push(candidate.trim().split(/\s+/)[0] ?? "");
    // og:image and the like: absolute addresses of this site in a meta tag's content.
    for (const [, value = ""] of body.matchAll(/<meta [^>]*content="(https?:\/\/[^"]*)"/g)) links.push(decode(value));
  } else if (type.startsWith("text/css")) {
    for (const [, value = ""] of body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) links.push(value);
  } else if (/xml/.test(type)) {
    // A sitemap's <loc> and alternates' href; a feed's <link>, enclosures' url and images.
    for (const match of body.matchAll(/<(?:loc|link)>\s*([^<]+?)\s*<\/(?:loc|link)>|\s(?:href|url)="([^"]+)"/g))
      links.push(decode(match[1] ?? match[2] ?? ""));
  } else if (/manifest\+json/.test(type)) {
    for (const [, value = ""] of body.matchAll(/"(?:src|start_url)"\s*:\s*"([^"]+)"/g)) links.push(value);
  }
  return links.filter((link) => link && !link.startsWith("#") && !/^(mailto|tel|sms|data|javascript):/i.test(link));
}

export interface MirrorOptions {
  /** SITE_URL: the origin the pages name; links to it are followed. */
  siteUrl: string;
  /** Where requests go (an instance's own address); SITE_URL if not given. */
  fetchFrom?: string;
  /** The folder to write: made anew beside it (<out>.new), then put in its place. */
  out: string;
  /** Requests at once. */
  concurrency?: number;
  /**
   * At most this many requests a second, all workers together: under the site's nginx limits per
   * client (20 a second, deploy/nginx.conf) when reading it through its public address. None when
   * reading an instance directly.
   */
  ratePerSecond?: number;
  log?: (line: string) => void;
}

/**
 * Reads the site from its sitemap index and each language's home, follows every same-origin link
 * the mirror keeps, and writes what answers 200. Pages are asked for with `Save-Data: on`, the
 * site's own scriptless rendering (decision 0004): a script that navigates on the client would ask
 * the origin for data (.data, /__manifest) a static copy cannot give.
 */
export async function writeMirror(options: MirrorOptions): Promise<MirrorManifest> {
  // Written beside the folder and swapped in whole at the end: a run that fails leaves the last
  // good mirror as it was, and nginx serving it never sees half of one.
  const { out } = options;
  const partial = `${out}.new`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  let manifest: MirrorManifest;
  try {
    manifest = await writeInto(partial, options);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  rmSync(`${out}.old`, { recursive: true, force: true });
  if (existsSync(out)) renameSync(out, `${out}.old`);
  renameSync(partial, out);
  rmSync(`${out}.old`, { recursive: true, force: true });
  return manifest;
}

async function writeInto(
  partial: string,
  { siteUrl, fetchFrom = siteUrl, concurrency = 4, ratePerSecond, log = () => undefined }: MirrorOptions,
) {
  const request = requester(ratePerSecond);
  const site = new URL(siteUrl);
  const from = new URL(fetchFrom);
  const manifest: MirrorManifest = {
    siteUrl: site.origin,
    made: new Date().toISOString(),
    files: 0,
    bytes: 0,
    gzipFiles: 0,
    gzipBytes: 0,
    entries: [],
    skipped: [],
  };
  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (link: string, base: URL) => {
    let url: URL;
    try {
      url = new URL(link, base);
    } catch {
      return;
    }
    if (url.origin !== site.origin || !keepsAddress(url)) return;
    const address = url.pathname + url.search;
    if (seen.has(address)) return;
    seen.add(address);
    queue.push(address);
  };
  for (const start of ["/robots.txt", "/sitemap.xml", ...PREFIXES.map((prefix) => prefix || "/")]) enqueue(start, site);

  const write = (file: string, body: Buffer, type: string) => {
    const full = path.join(partial, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
    if (COMPRESSIBLE.test(type) && body.length > 256) {
      const gz = gzipSync(body, { level: 9 });
      writeFileSync(`${full}.gz`, gz);
      manifest.gzipFiles += 1;
      manifest.gzipBytes += gz.length;
    }
  };

  const visit = async (address: string) => {
    const response = await request(new URL(address, from));
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    // A site that fails mid-way must not leave a mirror with holes that looks whole: the run fails, and the last good mirror stays.
    if (response.status >= 500 || response.status === 429) throw new Error(`${address} answered ${response.status}.`);
    if (response.status !== 200) {
      manifest.skipped.push({ address, status: response.status });
      await response.body?.cancel();
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const html = type.startsWith("text/html");
    const file = mirrorFile(address, html);
    write(file, body, type);
    manifest.entries.push({ address, file, key: objectKey(address), type, bytes: body.length });
    manifest.files += 1;
    manifest.bytes += body.length;
    for (const link of linksIn(body.toString("utf8"), type)) enqueue(link, new URL(address, site));
  };

  let done = 0;
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      await visit(address);
      done += 1;
      if (done % 100 === 0) log(`${done} addresses read, ${queue.length} waiting`);
    }
  };
  // Workers end when the queue is empty for a moment while others still read pages that add to it: go round until nothing is left.
  while (queue.length) await Promise.all(Array.from({ length: concurrency }, worker));

  // The site's own 404 page in each language, for the addresses the mirror does not have.
  for (const prefix of PREFIXES) {
    const response = await request(new URL(`${prefix}/this-address-is-not-in-the-mirror`, from));
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 404) throw new Error(`A missing page answered ${response.status}, not 404.`);
    write(path.posix.join(prefix.slice(1), "404.html"), body, "text/html");
  }

  manifest.entries.sort((a, b) => a.address.localeCompare(b.address));
  writeFileSync(path.join(partial, "mirror-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // For an object store (deploy/mirror/upload-s3.sh): key, file and type, one object a line.
  const objects = manifest.entries.flatMap(({ key, file, type }) => (key ? [`${key}\t${file}\t${type}\n`] : []));
  const notFound = PREFIXES.map((prefix) => path.posix.join(prefix.slice(1), "404.html")).map(
    (file) => `${file}\t${file}\ttext/html; charset=utf-8\n`,
  );
  writeFileSync(path.join(partial, "object-store.tsv"), [...objects, ...notFound].join(""));
  return manifest;
}

/**
 * One GET, as a reader on a slow connection would make it (Save-Data: on), redirects not followed:
 * a redirect is recorded as skipped. The requests of all workers are spaced to stay under the rate;
 * a 429 or 503 (the site's limits per client, a busy instance) holds every worker back for its
 * Retry-After (or a doubling wait), then the request is asked again. The user agent is a bot's to the
 * page-view counts (isbot), so the crawl counts as no reader.
 */
export function requester(ratePerSecond: number | undefined) {
  const spacing = ratePerSecond ? 1000 / ratePerSecond : 0;
  let next = 0;
  const turn = async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + spacing;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
  return async (url: URL): Promise<Response> => {
    for (let attempt = 0; ; attempt += 1) {
      await turn();
      const response = await fetch(url, { redirect: "manual", headers: { "Save-Data": "on", "User-Agent": "nassco-mirror" } }).catch(
        (error: unknown) => {
          // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, a certificate).
          // Not kept as this error's cause: the scripts' plainError would read its code as the database's.
          const cause = error instanceof Error && error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
          throw new Error(`the site at ${url.origin} could not be reached (${cause?.code ?? cause?.message ?? "no answer"}).`);
        },
      );
      if ((response.status !== 429 && response.status !== 503) || attempt >= 8) return response;
      await response.body?.cancel();
      const wait = Math.min(Number(response.headers.get("retry-after")) || 2 ** attempt, 30) * 1000;
      next = Math.max(next, Date.now() + wait);
    }
  };
}
