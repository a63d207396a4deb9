import type { Provenance, PublicSource } from "~/content/provenance";
import { ownPicture, type SiteImage } from "~/features/media/addresses";
import { formatMonthDayYear } from "~/utils/format";
import type { Locale } from "~/i18n/locales";

/** News as the list, the articles, the feed and the home page read it; shared with the browser, so no database here. */

export const NEWS_PAGE_SIZE = 10;
export const SUMMARY_LENGTH = 250;

export type NewsLinkKind = "view-pdf" | "download" | "video";

/** A published news article, as news.server.ts reads it. The body is Markdown. */
export interface NewsArticle {
  id: string;
  slug: string;
  title: string;
  publishedOn: Date;
  excerpt: string;
  body: string;
  imageUrl: string;
  /** The picture as pages show it; null when there is none. */
  image: SiteImage | null;
  link: string;
  linkKind: NewsLinkKind | null;
  provenance: Provenance;
  /** For a `published` article: the public record it reports, and the date that record describes. */
  source: PublicSource | null;
}

export function articlePath(slug: string): string {
  return `/news/${slug}`;
}

/** "September 08, 2025", as the office has always dated its news. */
export function newsDateText(date: Date, locale: Locale = "en"): string {
  return formatMonthDayYear(newsDateIso(date), locale);
}

/** "2025-09-08", for <time datetime> and article:published_time. */
export function newsDateIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The picture a news card shows for an article without one of its own (those
 * from public reports: we hold no photograph of them), so that every card on
 * the home page and the list has one: a plain illustration, which says
 * nothing a reader needs. The article's page shows none.
 */
const NEWS_CARD_FALLBACK = ownPicture("/images/news/news-without-a-photo.svg");

/** The picture a card shows: the article's own, or the fallback. */
export const cardImage = (image: SiteImage | null): SiteImage => image ?? NEWS_CARD_FALLBACK;

/** What a news card shows: worked out on the server (article.server.ts), so no Markdown is parsed in the browser. */
export interface NewsCardData {
  title: string;
  date: string;
  /** The article's own picture, or cardImage()'s fallback. */
  image: SiteImage;
  provenance: Provenance;
  source: PublicSource | null;
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
export function downloadName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]/g, "").replace(/ /g, "-")}.pdf`;
}
