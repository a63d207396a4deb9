import { escapeXml } from "./format";

/**
 * RSS 2.0, written once for every feed of the site (news, tenders,
 * vacancies): a feed is a channel and its items, and this module alone knows
 * how they are spelt, escaped and served.
 */

export interface FeedItem {
  title: string;
  /** Where the item leads: an absolute address. */
  link: string;
  /** A stable identity for feed readers; the link itself when omitted (the item has a page of its own). */
  guid?: string;
  published: Date;
  /** Plain text: it is escaped here. */
  description: string;
}

export interface Feed {
  title: string;
  /** The page the feed follows: an absolute address. */
  pageUrl: string;
  /** The feed's own address, absolute: readers find their way back to it through atom:link. */
  feedUrl: string;
  description: string;
  /** The items' language as RSS names it: en-ng unless said (a payment feed's ?lang=ha is ha-ng). */
  language?: string;
  items: FeedItem[];
}

/** Headers shared by every feed: public for an hour, as a feed reader polls and a shared cache may keep it. */
export const FEED_HEADERS = { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } as const;

/** What the link rel="alternate" that advertises a feed in a page's head says: RSS, at this address, with this title. */
export const feedLink = (title: string, href: string) => ({ rel: "alternate", type: "application/rss+xml", title, href }) as const;

/** Noon UTC on a day that has no time of its own: the same calendar day in every time zone from UTC−11 to UTC+11. */
export const noonUtcOn = (day: Date) => new Date(day.getTime() + 12 * 60 * 60 * 1000);

function itemXml(item: FeedItem): string {
  const guid = item.guid ?? item.link;
  return [
    "<item>",
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${escapeXml(item.link)}</link>`,
    `<guid isPermaLink="${guid === item.link}">${escapeXml(guid)}</guid>`,
    `<pubDate>${item.published.toUTCString()}</pubDate>`,
    `<description>${escapeXml(item.description)}</description>`,
    "</item>",
  ].join("");
}

/** The feed as RSS 2.0, its items in the order given; lastBuildDate is the newest item's date, so identical data gives identical bytes. */
export function rssXml(feed: Feed): string {
  const newest = feed.items.reduce<Date | null>((latest, item) => (!latest || item.published > latest ? item.published : latest), null);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(feed.title)}</title>
<link>${escapeXml(feed.pageUrl)}</link>
<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(feed.description)}</description>
<language>${feed.language ?? "en-ng"}</language>
${newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : ""}
${feed.items.map(itemXml).join("\n")}
</channel>
</rss>
`;
}

/** The feed as a response, with the headers every feed shares, or the Cache-Control of one that changes by the minute (the status). */
export function rssResponse(feed: Feed, cacheControl: string = FEED_HEADERS["Cache-Control"]): Response {
  return new Response(rssXml(feed), { headers: { ...FEED_HEADERS, "Cache-Control": cacheControl } });
}
