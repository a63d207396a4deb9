import { openVacancies } from "~/features/careers/vacancies.server";
import { vacancyPath } from "~/features/careers/vacancy";
import { articlePath } from "~/features/news/article";
import { latestNews } from "~/features/news/news.server";
import { photoGallery, videoGallery } from "~/features/galleries/gallery.server";
import { allPagePaths } from "./navigation";

/** The public page addresses the code holds: the navigation tree and the galleries' items. */
export function codePagePaths(): string[] {
  const galleryItems = [photoGallery, videoGallery].flatMap((gallery) => gallery.tiles.map((tile) => `${gallery.basePath}/${tile.id}`));
  return [...allPagePaths(), ...galleryItems];
}

/** Every public page address: the code's, and those of the content in the database. */
export async function sitemapPaths(): Promise<string[]> {
  const [news, vacancies] = await Promise.all([latestNews(), openVacancies()]);
  return [
    ...codePagePaths(),
    ...news.map((article) => articlePath(article.slug)),
    ...vacancies.map((vacancy) => vacancyPath(vacancy.slug)),
  ];
}
