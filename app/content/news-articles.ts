import { htmlToText, truncateText } from "~/utils/html-text";
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

/** The card's text: the excerpt, or else the first 250 characters of the content's text. */
export function newsSummary(item: NewsItem): string {
  if (item.excerpt.trim()) return item.excerpt.trim();
  return truncateText(htmlToText(item.content), SUMMARY_LENGTH);
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

/** What a card's button (and its title) does; none when the item has no excerpt and no content. */
export function newsAction(item: NewsItem): NewsAction | null {
  if (!item.excerpt.trim() && !htmlToText(item.content)) return null;
  if (item.type === "view-pdf" && item.link) return { kind: "view-pdf", label: "View PDF", href: item.link };
  if (item.type === "download" && item.link) {
    return { kind: "download", label: "Download", href: item.link, filename: downloadName(item) };
  }
  if (item.type === "video" && item.link) return { kind: "video", label: "Watch Video", href: `${articlePath(item)}#video` };
  return { kind: "read", label: "Read More", href: articlePath(item) };
}

/** "September 08, 2025" as a date, for the feed and <time datetime>. */
export function newsDate(item: NewsItem): Date {
  return new Date(`${item.date} 12:00 UTC`);
}
