import { openVacancies } from "~/features/careers/vacancies.server";
import { vacancyPath } from "~/features/careers/vacancy";
import { articlePath } from "~/features/news/article";
import { publishedNewsSlugs } from "~/features/news/news.server";
import { galleryItemPaths } from "~/features/galleries/gallery.server";
import { paymentPagePaths } from "~/features/payments/places.server";
import { allPagePaths, sitePagePaths } from "~/site/navigation";
import { paths } from "~/site/paths";

/**
 * Pages of features outside the navigation tree that a search engine should find. A form's answer
 * and status pages are one person's and are not listed (they are noindex).
 */
const featurePagePaths = [
  // The grievance form, reached from the footer and other pages' links (features/grievances).
  paths.grievanceForm,
  // The published grievance figures (features/grievance-statistics).
  paths.grievanceStatistics,
  // The office's real channels and the known fakes (features/is-this-real).
  paths.isThisReal,
  // Whether each channel works, and its 90 days (features/service-status).
  paths.status,
];

/** The public page addresses the code holds: the navigation tree, the pages outside its sections, and the features' pages. */
export function codePagePaths(): string[] {
  return [...allPagePaths(), ...sitePagePaths(), ...featurePagePaths];
}

/**
 * Every public page address: the code's, and those of the content in the database, for the
 * page-view beacon, which counts views of pages that exist. Articles are read as slugs only: there
 * are tens of thousands after years (the sitemap itself is files of its own: sitemap-files.server.ts).
 */
export async function sitemapPaths(): Promise<string[]> {
  const [news, vacancies, galleryItems, payments] = await Promise.all([
    publishedNewsSlugs(),
    openVacancies(),
    galleryItemPaths(),
    paymentPagePaths(),
  ]);
  return [
    ...codePagePaths(),
    ...payments,
    ...galleryItems,
    ...news.map((slug) => articlePath(slug)),
    ...vacancies.map((vacancy) => vacancyPath(vacancy.slug)),
  ];
}
