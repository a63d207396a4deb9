import { news } from "~/content/news";
import { articlePath, newsDate } from "~/content/news-articles";
import { newsSummary } from "~/content/news-articles.server";
import { FEED_PATH, NEWS_LIST_PATH } from "~/content/news-paths";
import { siteOrigin } from "~/utils/env.server";
import { escapeXml } from "~/utils/format";

/** RSS 2.0 of every news item, newest first, linked from the news list's <head>. */
export function loader() {
  const origin = siteOrigin();
  const items = news
    .map((item) => {
      const url = `${origin}${articlePath(item)}`;
      return [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(url)}</link>`,
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `<pubDate>${newsDate(item).toUTCString()}</pubDate>`,
        `<description>${escapeXml(newsSummary(item))}</description>`,
        "</item>",
      ].join("");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>NASSCO news</title>
<link>${escapeXml(origin + NEWS_LIST_PATH)}</link>
<atom:link href="${escapeXml(origin + FEED_PATH)}" rel="self" type="application/rss+xml"/>
<description>News and announcements from the National Social Safety-Nets Coordinating Office (NASSCO), Nigeria.</description>
<language>en-ng</language>
<lastBuildDate>${newsDate(news[0]!).toUTCString()}</lastBuildDate>
${items}
</channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
