import { paths } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import type { Feed, FeedItem } from "~/utils/rss";
import { vacancyPath, type VacancySummary } from "./vacancy";

/** What a vacancy's feed item prints, and all that the feed reads of it (vacancy-feed.server.ts). */
export type FeedVacancy = Pick<VacancySummary, "slug" | "title" | "location" | "summary" | "closesOn"> & { publishAt: Date };

/** One open vacancy as a feed item: its page, dated when it appeared, with where it is and the last day to apply. */
export function vacancyFeedItem(origin: string, vacancy: FeedVacancy): FeedItem {
  return {
    title: vacancy.title,
    link: `${origin}${vacancyPath(vacancy.slug)}`,
    published: vacancy.publishAt,
    description: `${vacancy.location}. Apply by the end of ${formatMonthDayYear(vacancy.closesOn)}. ${vacancy.summary}`.trim(),
  };
}

/** The newest open vacancies, newest first, as the careers page's feed. */
export function vacancyFeed(origin: string, vacancies: FeedVacancy[]): Feed {
  return {
    title: "NASSCO vacancies",
    pageUrl: `${origin}${paths.careers}`,
    feedUrl: `${origin}${paths.careersFeed}`,
    description: "Open vacancies at the National Social Safety-Nets Coordinating Office (NASSCO), Nigeria.",
    items: vacancies.map((vacancy) => vacancyFeedItem(origin, vacancy)),
  };
}
