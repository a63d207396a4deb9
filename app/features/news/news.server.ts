import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf, type ProvenanceColumns } from "~/features/content/source";
import { siteImages } from "~/features/media/media.server";
import { prisma } from "~/utils/db.server";
import { articlePath, type NewsArticle, type NewsLinkKind } from "./article";

/**
 * The news the office has published, read through Prisma's model API as the
 * site's login, which sees only live rows. English for now; translations are
 * rows of their own (translation_of) and will be read by locale.
 */

const ENGLISH = "en";
const NEWEST_FIRST = [{ publishedOn: "desc" as const }, { publishAt: "desc" as const }, { id: "asc" as const }];
const FIELDS = {
  id: true,
  slug: true,
  title: true,
  publishedOn: true,
  excerpt: true,
  body: true,
  imageUrl: true,
  link: true,
  linkKind: true,
  ...PROVENANCE_FIELDS,
} as const;

const published = () => ({ locale: ENGLISH, ...liveContent() });

type Row = Omit<NewsArticle, "linkKind" | "provenance" | "source" | "image"> & ProvenanceColumns & { linkKind: string | null };

/** The database's checks allow only these values; the types say so. Pictures come with their sizes (features/media). */
async function articles(rows: Row[]): Promise<NewsArticle[]> {
  const images = await siteImages(rows.map((row) => row.imageUrl));
  return rows.map(({ sourceUrl, sourceAsAt, provenance, ...row }) => ({
    ...row,
    linkKind: row.linkKind as NewsLinkKind | null,
    image: images.get(row.imageUrl) ?? null,
    ...provenanceOf({ provenance, sourceUrl, sourceAsAt }),
  }));
}

export async function countNews(): Promise<number> {
  return prisma.newsArticle.count({ where: published() });
}

/** One page of the list, newest first. */
export async function newsPage(page: number, size: number): Promise<NewsArticle[]> {
  const rows = await prisma.newsArticle.findMany({
    where: published(),
    orderBy: NEWEST_FIRST,
    skip: (page - 1) * size,
    take: size,
    select: FIELDS,
  });
  return articles(rows);
}

/** The newest `count`, for the home page; every one, for sitemap.server.ts (the page-view beacon's list of addresses). */
export async function latestNews(count: number): Promise<NewsArticle[]> {
  const rows = await prisma.newsArticle.findMany({ where: published(), orderBy: NEWEST_FIRST, take: count, select: FIELDS });
  return articles(rows);
}

/** Every live article's slug: what the page-view beacon needs to know an article's address, and nothing more. */
export async function publishedNewsSlugs(): Promise<string[]> {
  const rows = await prisma.newsArticle.findMany({ where: published(), select: { slug: true } });
  return rows.map((row) => row.slug);
}

/** What a feed item prints of an article: its summary needs the excerpt, or else the body. */
export type FeedArticle = Pick<NewsArticle, "slug" | "title" | "publishedOn" | "excerpt" | "body">;

/** The newest `count` for the feed: what it prints and no more (no pictures, links or provenance). */
export async function feedNews(count: number): Promise<FeedArticle[]> {
  return prisma.newsArticle.findMany({
    where: published(),
    orderBy: NEWEST_FIRST,
    take: count,
    select: { slug: true, title: true, publishedOn: true, excerpt: true, body: true },
  });
}

export type ArticleLookup = { article: NewsArticle } | { redirectTo: string } | null;

/**
 * An article by its slug. An address it had before, or its title's other slug
 * reading (utils/slug.ts), points to its slug: both are rows of
 * news_article_old_slug, read by their key, so an unknown address costs two
 * index reads, never a read of every article.
 */
export async function findArticle(slug: string): Promise<ArticleLookup> {
  const row = await prisma.newsArticle.findFirst({ where: { ...published(), slug }, select: FIELDS });
  if (row) return { article: (await articles([row]))[0]! };
  // Two reads, not a join: the article is read as any other, so a draft's old address is unknown too.
  const old = await prisma.newsArticleOldSlug.findUnique({
    where: { locale_slug: { locale: ENGLISH, slug } },
    select: { articleId: true },
  });
  if (!old) return null;
  const current = await prisma.newsArticle.findFirst({ where: { ...published(), id: old.articleId }, select: { slug: true } });
  return current ? { redirectTo: articlePath(current.slug) } : null;
}

/** When a live article last changed for readers: an edit, or the moment it appeared. */
const lastChange = (row: { updatedAt: Date; publishAt: Date }) => (row.updatedAt > row.publishAt ? row.updatedAt : row.publishAt);

/** Part `part` of a month's live news for the sitemap, oldest first: slugs and when each changed, through the listing index. */
export async function newsSitemapMonth(
  year: number,
  month: number,
  part: number,
  size: number,
): Promise<{ slug: string; lastmod: Date }[]> {
  const rows = await prisma.newsArticle.findMany({
    where: { ...published(), publishedOn: { gte: new Date(Date.UTC(year, month - 1, 1)), lt: new Date(Date.UTC(year, month, 1)) } },
    orderBy: [{ publishedOn: "asc" }, { id: "asc" }],
    skip: (part - 1) * size,
    take: size,
    select: { slug: true, updatedAt: true, publishAt: true },
  });
  return rows.map((row) => ({ slug: row.slug, lastmod: lastChange(row) }));
}
