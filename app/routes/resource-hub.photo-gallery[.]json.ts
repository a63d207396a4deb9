import type { LoaderFunctionArgs } from "@remix-run/node";
import { galleryTiles, photoGallery } from "~/features/galleries/gallery.server";

/** GET /resource-hub/photo-gallery.json?category=…&page=…: one grid page's tiles, for the lightbox. */
export function loader({ request }: LoaderFunctionArgs) {
  return galleryTiles(photoGallery, request);
}
