import { FEED_PATH, NEWS_LIST_PATH } from "~/content/news-paths";
import { articlePath, type NewsArticle } from "~/features/news/article";
import { newsSummary } from "~/features/news/article.server";
import { latestNews } from "~/features/news/news.server";
import { siteOrigin } from "~/utils/env.server";
import { escapeXml } from "~/utils/format";

/** Noon UTC on the article's date, as the feed has always dated it. */
const articleTime = (item: NewsArticle) => new Date(item.publishedOn.getTime() + 12 * 60 * 60 * 1000);

/** RSS 2.0 of every news item, newest first, linked from the news list's <head>. */
export async function loader() {
  const origin = siteOrigin();
  const news = await latestNews();
  const items = news
    .map((item) => {
      const url = `${origin}${articlePath(item.slug)}`;
      return [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(url)}</link>`,
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `<pubDate>${articleTime(item).toUTCString()}</pubDate>`,
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
${news[0] ? `<lastBuildDate>${articleTime(news[0]).toUTCString()}</lastBuildDate>` : ""}
${items}
</channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
