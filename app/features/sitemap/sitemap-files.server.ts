import { createHash } from "node:crypto";
import { openVacancies } from "~/features/careers/vacancies.server";
import { vacancyPath } from "~/features/careers/vacancy";
import { galleryItemPaths } from "~/features/galleries/gallery.server";
import { articlePath } from "~/features/news/article";
import { newsSitemapMonth } from "~/features/news/news.server";
import { paymentPagePaths } from "~/features/payments/places.server";
import { LOCALES, localePath } from "~/i18n/locales";
import { prisma } from "~/utils/db.server";
import { escapeXml } from "~/utils/format";
import { codePagePaths } from "./sitemap.server";
import { withCdnHeaders } from "~/features/cdn/headers.server";

/**
 * The sitemap as an index of files (docs/decisions/0051-bounded-public-lists.md).
 * One file of 51,395 addresses and 35 MB at ten years of news was over the
 * protocol's 50,000, so search engines refused all of it. Now /sitemap.xml
 * lists files of at most SITEMAP_FILE_PATHS pages each (every page in every
 * language, so LOCALES.length addresses a page):
 * - pages-N, galleries-N, careers-N, payments-N: the code's pages, the
 *   gallery items, the open vacancies and the payment pages of every state
 *   and LGA, in fixed slices of their lists;
 * - news-YYYY-MM-N: the news of one month by the date it carries, oldest
 *   first, in slices; a new article usually joins the last slice of its
 *   month, so the other files keep their addresses and contents.
 * Each file's lastmod is its newest article's change (an edit, or the moment
 * it appeared); the other lists know no date of their own and carry none.
 * Slugs and dates only are read, never a body. The index reads the news files
 * from news_sitemap_file, one row per file kept by triggers on the articles
 * and the schedule (docs/decisions/0093-the-sitemap-index-and-search-bounded.md):
 * numbering every live article on each request cost 994 ms at 100×.
 */

/**
 * Pages a file holds. Each page is LOCALES.length addresses of about 800
 * bytes each (its six alternates), so 50 pages are about 200 KB, and under
 * the page cache's 512 KB (server/http/page-cache.ts) for paths of up to
 * about 200 characters: every file is kept and sent from the cache. Far under
 * the protocol's 50,000 addresses and 50 MB. news_sitemap_recount() in the
 * database cuts the months into parts of the same size (migration
 * 20261230120000_news_sitemap_files).
 */
export const SITEMAP_FILE_PATHS = 50;

/** The lists with no date of their own, each sliced in its own order. */
const LISTS = {
  pages: () => Promise.resolve(codePagePaths()),
  galleries: galleryItemPaths,
  careers: async () => (await openVacancies()).map((vacancy) => vacancyPath(vacancy.slug)),
  // /payments, a page a state and a page an LGA (decision 0108): 812 at launch, in the register's order.
  payments: paymentPagePaths,
} as const;
type ListName = keyof typeof LISTS;

export interface SitemapFile {
  /** The file's address on the site: /sitemaps/<name>.xml. */
  path: string;
  lastmod: Date | null;
}

export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

const filePath = (name: string) => `/sitemaps/${name}.xml`;
const slices = (count: number) => Math.ceil(count / SITEMAP_FILE_PATHS);

/** Every file, for the index: the lists' slices, then the news, newest month first. */
export async function sitemapFiles(): Promise<SitemapFile[]> {
  const lists = await Promise.all(
    (Object.keys(LISTS) as ListName[]).map(async (name) => {
      const paths = await LISTS[name]();
      return Array.from({ length: slices(paths.length) }, (_, index) => ({ path: filePath(`${name}-${index + 1}`), lastmod: null }));
    }),
  );
  return [...lists.flat(), ...(await newsFiles())];
}

/** The news files, newest month first, each month's parts in order: a row each of the table the triggers keep. */
async function newsFiles(): Promise<SitemapFile[]> {
  const rows = await prisma.newsSitemapFile.findMany({ orderBy: [{ month: "desc" }, { part: "asc" }] });
  return rows.map(({ month, part, lastmod }) => ({ path: filePath(`news-${month.toISOString().slice(0, 7)}-${part}`), lastmod }));
}

const LIST_FILE = /^(pages|galleries|careers|payments)-([1-9]\d{0,5})\.xml$/;
const NEWS_FILE = /^news-(\d{4})-(0[1-9]|1[0-2])-([1-9]\d{0,5})\.xml$/;

/** One file's pages, or null for a name that is no file (or a slice past the end). */
export async function sitemapFileEntries(file: string): Promise<SitemapEntry[] | null> {
  const list = LIST_FILE.exec(file);
  if (list) {
    const part = Number(list[2]);
    const paths = (await LISTS[list[1] as ListName]()).slice((part - 1) * SITEMAP_FILE_PATHS, part * SITEMAP_FILE_PATHS);
    return paths.length ? paths.map((path) => ({ path, lastmod: null })) : null;
  }
  const news = NEWS_FILE.exec(file);
  if (news) {
    const rows = await newsSitemapMonth(Number(news[1]), Number(news[2]), Number(news[3]), SITEMAP_FILE_PATHS);
    return rows.length ? rows.map((row) => ({ path: articlePath(row.slug), lastmod: row.lastmod })) : null;
  }
  return null;
}

/** W3C Datetime, to the second, in UTC. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
const lastmodXml = (date: Date | null) => (date ? `<lastmod>${w3cDate(date)}</lastmod>` : "");

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

export function sitemapIndexXml(origin: string, files: SitemapFile[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(origin + file.path)}</loc>${lastmodXml(file.lastmod)}</sitemap>`);
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>`;
}

/**
 * Every page in every language, each entry naming all its language versions
 * and x-default (the English), as search engines read hreflang from a sitemap.
 */
export function sitemapFileXml(origin: string, entries: SitemapEntry[]): string {
  const url = (path: string) => escapeXml(origin + path);
  const alternates = (path: string) =>
    [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localePath(locale, path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join("");
  const urls = entries.flatMap(({ path, lastmod }) =>
    LOCALES.map((locale) => `<url><loc>${url(localePath(locale, path))}</loc>${lastmodXml(lastmod)}${alternates(path)}</url>`),
  );
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`;
}

/**
 * An XML answer that a shared cache, the browser and the page cache may keep
 * for an hour, with an ETag so that a crawler's second visit costs a 304.
 */
export function cacheableXml(request: Request, xml: string): Response {
  const etag = `W/"${createHash("sha1").update(xml).digest("base64url")}"`;
  const headers = withCdnHeaders({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", ETag: etag });
  const asked = request.headers.get("If-None-Match");
  if (asked?.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(xml, { headers });
}
