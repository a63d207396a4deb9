import { articlePath } from "~/features/news/article";
import { latestNews } from "~/features/news/news.server";
import { photoGallery, videoGallery } from "~/features/galleries/gallery.server";
import { allPagePaths } from "./navigation";

/** Every public page address; collections with their own pages add theirs here. */
export async function sitemapPaths(): Promise<string[]> {
  const galleryItems = [photoGallery, videoGallery].flatMap((gallery) => gallery.tiles.map((tile) => `${gallery.basePath}/${tile.id}`));
  return [...allPagePaths(), ...(await latestNews()).map((article) => articlePath(article.slug)), ...galleryItems];
}
