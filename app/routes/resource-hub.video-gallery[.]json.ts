import type { LoaderFunctionArgs } from "@remix-run/node";
import { galleryTiles, videoGallery } from "~/features/galleries/gallery.server";

/** GET /resource-hub/video-gallery.json?category=…&page=…: one grid page's tiles, for the lightbox. */
export function loader({ request }: LoaderFunctionArgs) {
  return galleryTiles(videoGallery, request);
}
