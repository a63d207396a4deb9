import { news } from "~/content/news";
import { articlePath } from "~/content/news-articles";
import { photoGallery, videoGallery } from "~/features/galleries/gallery.server";
import { allPagePaths } from "./navigation";

/** Every public page address; collections with their own pages add theirs here. */
export function sitemapPaths(): string[] {
  const galleryItems = [photoGallery, videoGallery].flatMap((gallery) => gallery.tiles.map((tile) => `${gallery.basePath}/${tile.id}`));
  return [...allPagePaths(), ...news.map(articlePath), ...galleryItems];
}
