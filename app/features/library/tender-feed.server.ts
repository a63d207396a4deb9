import { liveContent } from "~/features/content/live.server";
import { renderMarkdown } from "~/features/content/markdown.server";
import { paths } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import { prisma } from "~/utils/db.server";
import { htmlToText } from "~/utils/html-text.server";
import { noonUtcOn, type Feed, type FeedItem } from "~/utils/rss";
import type { TenderFeedEntry } from "./library.server";

/**
 * The newest `count` published tenders, newest first (as the list orders
 * them), for the RSS feed: only the columns an item prints, read as the
 * site's login, which sees only live rows.
 */
export async function feedTenders(count: number): Promise<TenderFeedEntry[]> {
  return prisma.tender.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ publishedOn: "desc" }, { id: "asc" }],
    take: count,
    select: { id: true, title: true, publishedOn: true, summary: true, fileUrl: true, closesOn: true },
  });
}

/** An address on this site made absolute; a file elsewhere (https://…) stays as it is. */
const absolute = (origin: string, link: string) => (link.startsWith("/") ? `${origin}${link}` : link);

/**
 * One tender as a feed item. A tender has no page of its own, so it leads to
 * its file (the list links the same), and its identity is its id, not that
 * file's address, which the office may replace. The closing date is stated,
 * not whether it is open: the feed then changes only when the data does.
 */
export function tenderFeedItem(origin: string, tender: TenderFeedEntry): FeedItem {
  const summary = htmlToText(renderMarkdown(tender.summary));
  const closing = tender.closesOn ? `Closing date: ${formatMonthDayYear(tender.closesOn.toISOString())}.` : "";
  return {
    title: tender.title,
    link: tender.fileUrl ? absolute(origin, tender.fileUrl) : `${origin}${paths.tenders}`,
    guid: `nassco-tender-${tender.id}`,
    published: noonUtcOn(tender.publishedOn),
    description: [summary, closing].filter(Boolean).join(" ") || tender.title,
  };
}

/** The newest published tenders, newest first, as the tenders page's feed. */
export function tenderFeed(origin: string, tenders: TenderFeedEntry[]): Feed {
  return {
    title: "NASSCO tenders",
    pageUrl: `${origin}${paths.tenders}`,
    feedUrl: `${origin}${paths.tendersFeed}`,
    description:
      "Procurement notices and terms of reference published by the National Social Safety-Nets Coordinating Office (NASSCO), Nigeria.",
    items: tenders.map((tender) => tenderFeedItem(origin, tender)),
  };
}
