import { feedVacancies } from "~/features/careers/vacancies.server";
import { vacancyFeed } from "~/features/careers/vacancy-feed";
import { siteOrigin } from "~/utils/env.server";
import { feedResponse } from "~/utils/rss.server";

/** RSS 2.0 of every open vacancy, newest first, linked from the careers page; a closed one leaves it with the list. */
export function loader() {
  return feedResponse("vacancies feed", async () => vacancyFeed(siteOrigin(), await feedVacancies()));
}
