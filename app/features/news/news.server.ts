import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf, type ProvenanceColumns } from "~/features/content/source";
import { siteImages } from "~/features/media/media.server";
import { prisma } from "~/utils/db.server";
import { articlePath, type NewsArticle, type NewsLinkKind } from "./article";
import { OLDEST_NUMBERED_PAGE, type NewsKey } from "./list-place";

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

/** A page of the list: its articles, the keys of its first and last, and whether there are more either side. */
export interface NewsListPage {
  articles: NewsArticle[];
  first: string | null;
  last: string | null;
  newer: boolean;
  older: boolean;
}

interface ListRow {
  id: string;
  slug: string;
  title: string;
  published_on: Date;
  excerpt: string;
  body: string;
  image_url: string;
  link: string;
  link_kind: string | null;
  provenance: string;
  source_url: string | null;
  source_as_at: Date | null;
  key: string;
}

const listRow = (row: ListRow): Row & { key: string } => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  publishedOn: row.published_on,
  excerpt: row.excerpt,
  body: row.body,
  imageUrl: row.image_url,
  link: row.link,
  linkKind: row.link_kind,
  provenance: row.provenance,
  sourceUrl: row.source_url,
  sourceAsAt: row.source_as_at,
  key: row.key,
});

/**
 * A page of the list by key (decision 0091): the `size` articles after a key
 * (older), or before it (newer), or the newest; one more is read to know
 * whether there is a page beyond. A range of the index on the list's order
 * (news_list_page), as cheap deep in the list as at its start; nothing is
 * counted, and the body is read only for a card with no excerpt.
 */
export async function newsListPage(place: { older: NewsKey } | { newer: NewsKey } | null, size: number): Promise<NewsListPage> {
  const newer = place !== null && "newer" in place;
  const key = place === null ? null : "newer" in place ? place.newer : place.older;
  const rows = (
    await prisma.$queryRaw<ListRow[]>`
      SELECT * FROM news_list_page(${ENGLISH}, ${newer}, ${key?.on ?? null}::date, ${key?.at ?? null}::timestamptz,
                                   ${key?.id ?? null}, ${size + 1}::integer)`
  ).map(listRow);
  const beyond = rows.length > size;
  const shown = rows.slice(0, size);
  if (newer) shown.reverse();
  return {
    articles: await articles(shown.map(({ key: _key, ...row }) => row)),
    first: shown[0]?.key ?? null,
    last: shown.at(-1)?.key ?? null,
    newer: newer ? beyond : place !== null,
    older: newer ? shown.length > 0 : beyond,
  };
}

/**
 * Where an old numbered page (?page=N) starts: the key of the article before
 * it, read from the first pages only (news_list_keys, at most 200 keys), or
 * null for the first page. A page beyond OLDEST_NUMBERED_PAGE is taken as that
 * page, and one beyond the list's end as its last page, as the numbered pager did.
 */
export async function numberedPageStart(page: number, size: number): Promise<string | null> {
  const wanted = Math.min(Math.max(page, 1), OLDEST_NUMBERED_PAGE);
  if (wanted === 1) return null;
  // One key more than the pages before it: whether the page has any article at all.
  const rows = await prisma.$queryRaw<{ key: string }[]>`
    SELECT news_list_keys AS key FROM news_list_keys(${ENGLISH}, ${(wanted - 1) * size + 1}::integer)`;
  const reached = Math.min(wanted, Math.max(1, Math.ceil(rows.length / size)));
  return reached > 1 ? rows[(reached - 1) * size - 1]!.key : null;
}

/** The months of the oldest and newest live articles (YYYY-MM): what the list's archive offers; null with no news. */
export async function newsSpan(): Promise<{ oldest: string; newest: string } | null> {
  const rows = await prisma.$queryRaw<{ oldest: Date | null; newest: Date | null }[]>`SELECT * FROM news_list_span(${ENGLISH})`;
  const { oldest, newest } = rows[0] ?? { oldest: null, newest: null };
  return oldest && newest ? { oldest: oldest.toISOString().slice(0, 7), newest: newest.toISOString().slice(0, 7) } : null;
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
