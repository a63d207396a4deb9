import { feedTenders } from "~/features/library/library.server";
import { tenderFeed } from "~/features/library/tender-feed.server";
import { siteOrigin } from "~/utils/env.server";
import { feedResponse } from "~/utils/rss.server";

/** RSS 2.0 of every published tender, newest first, linked from the tenders page. */
export function loader() {
  return feedResponse("tenders feed", async () => tenderFeed(siteOrigin(), await feedTenders()));
}
