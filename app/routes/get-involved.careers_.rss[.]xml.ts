import { vacancyFeed } from "~/features/careers/vacancy-feed";
import { feedVacancies } from "~/features/careers/vacancy-feed.server";
import { siteOrigin } from "~/utils/env.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { feedResponse } from "~/utils/rss.server";
import { cdnAnswer } from "~/features/cdn/headers.server";

/** RSS 2.0 of the newest open vacancies, newest first, linked from the careers page; a closed one leaves it with the list. */
export async function loader() {
  return cdnAnswer(await feedResponse("vacancies feed", async () => vacancyFeed(siteOrigin(), await feedVacancies(FEED_LENGTH))));
}
