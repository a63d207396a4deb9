import { seededNews } from "../../../prisma/seeds/content/news-articles";
import { articlePath } from "../../../app/features/news/article";
import { allPagePaths } from "../../../app/site/navigation";
import { vacancyPath } from "../../../app/features/careers/vacancy";
import { FIXTURE_VACANCY } from "../../../prisma/seeds/content/fixtures";

/** One address of every kind of HTML page the site serves. */
export function everyHtmlRoute(): string[] {
  return [
    ...allPagePaths(),
    articlePath(seededNews[0]!.slug),
    "/resource-hub/news?page=2",
    "/resource-hub/photo-gallery?category=unga-2025",
    "/resource-hub/photo-gallery/7",
    "/resource-hub/video-gallery/3?category=nsr",
    "/where-we-work/nsr-summary-by-lga?q=kano&sort=households&dir=desc",
    "/nsr/data-access-request-form/submitted",
    "/nsr/data-access-request-form/status",
    "/grievances/new",
    "/grievances/new/submitted",
    "/grievances/status",
    "/payments",
    "/payments/kano",
    "/payments/kano/dala",
    "/payments/alerts?state=kano&lga=dala",
    "/status",
    "/search?query=cash",
    "/search",
    "/no-such-page",
    "/news/no-such-article",
    // The CONTENT_FIXTURES vacancy: the office has published none.
    vacancyPath(FIXTURE_VACANCY.slug),
    vacancyPath("no-such-vacancy"),
  ];
}
