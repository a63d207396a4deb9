import { feedTenders, tenderFeed } from "~/features/library/tender-feed.server";
import { siteOrigin } from "~/utils/env.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { feedResponse } from "~/utils/rss.server";
import { cdnAnswer } from "~/features/cdn/headers.server";

/** RSS 2.0 of the newest published tenders, newest first, linked from the tenders page. */
export async function loader() {
  return cdnAnswer(await feedResponse("tenders feed", async () => tenderFeed(siteOrigin(), await feedTenders(FEED_LENGTH))));
}
