import { openVacancies } from "~/features/careers/vacancies.server";
import { vacancyPath } from "~/features/careers/vacancy";
import { articlePath } from "~/features/news/article";
import { latestNews } from "~/features/news/news.server";
import { galleryItemPaths } from "~/features/galleries/gallery.server";
import { allPagePaths, sitePagePaths } from "./navigation";

/** The public page addresses the code holds: the navigation tree, and the pages outside its sections. */
export function codePagePaths(): string[] {
  return [...allPagePaths(), ...sitePagePaths()];
}

/** Every public page address: the code's, and those of the content in the database. */
export async function sitemapPaths(): Promise<string[]> {
  const [news, vacancies, galleryItems] = await Promise.all([latestNews(), openVacancies(), galleryItemPaths()]);
  return [
    ...codePagePaths(),
    ...galleryItems,
    ...news.map((article) => articlePath(article.slug)),
    ...vacancies.map((vacancy) => vacancyPath(vacancy.slug)),
  ];
}
