import { FEED_PATH, NEWS_LIST_PATH } from "~/content/news-paths";
import { articlePath } from "~/features/news/article";
import { newsSummary } from "~/features/news/article.server";
import { feedNews } from "~/features/news/news.server";
import { siteOrigin } from "~/utils/env.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { noonUtcOn } from "~/utils/rss";
import { feedResponse } from "~/utils/rss.server";
import { cdnAnswer } from "~/features/cdn/headers.server";

/** RSS 2.0 of the newest news items, newest first, linked from the news list's <head>; each dated noon UTC on its day. */
export async function loader() {
  const feed = await feedResponse("news feed", async () => {
    const origin = siteOrigin();
    const news = await feedNews(FEED_LENGTH);
    return {
      title: "NASSCO news",
      pageUrl: origin + NEWS_LIST_PATH,
      feedUrl: origin + FEED_PATH,
      description: "News and announcements from the National Social Safety-Nets Coordinating Office (NASSCO), Nigeria.",
      items: news.map((item) => ({
        title: item.title,
        link: `${origin}${articlePath(item.slug)}`,
        published: noonUtcOn(item.publishedOn),
        description: newsSummary(item),
      })),
    };
  });
  return cdnAnswer(feed);
}
