import { alternateSlug, slugify } from "~/utils/slug";
import { news } from "./news";
import type { NewsItem } from "./news-types";

/** News as the list, the articles, the feed and the home page read it. */

export const NEWS_PAGE_SIZE = 10;
export const SUMMARY_LENGTH = 250;

export function articlePath(item: NewsItem): string {
  return `/news/${slugify(item.title)}`;
}

const bySlug = new Map(news.map((item) => [slugify(item.title), item]));
const byAlternateSlug = new Map(news.map((item) => [alternateSlug(item.title), item]));

export type ArticleLookup = { item: NewsItem } | { redirectTo: string } | null;

/** An article by its slug; a slug made by the other rule points to the canonical address. */
export function findArticle(slug: string): ArticleLookup {
  const item = bySlug.get(slug);
  if (item) return { item };
  const other = byAlternateSlug.get(slug);
  return other ? { redirectTo: articlePath(other) } : null;
}

/** What a news card shows: worked out on the server (news-articles.server.ts), so no HTML is parsed in the browser. */
export interface NewsCardData {
  title: string;
  date: string;
  imageUrl: string;
  provenance: NewsItem["provenance"];
  summary: string;
  action: NewsAction | null;
}

export type NewsAction =
  | { kind: "view-pdf"; label: "View PDF"; href: string }
  | { kind: "download"; label: "Download"; href: string; filename: string }
  | { kind: "video"; label: "Watch Video"; href: string }
  | { kind: "read"; label: "Read More"; href: string };

/**
 * The title with spaces turned into hyphens, plus .pdf. Characters that no
 * file system accepts (a colon, for one) are dropped here, as browsers would
 * otherwise swap them for underscores.
 */
export function downloadName(item: NewsItem): string {
  return `${item.title.replace(/[\\/:*?"<>|]/g, "").replace(/ /g, "-")}.pdf`;
}

/** "September 08, 2025" as a date, for the feed and <time datetime>. */
export function newsDate(item: NewsItem): Date {
  return new Date(`${item.date} 12:00 UTC`);
}
