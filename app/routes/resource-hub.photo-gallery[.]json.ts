import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { galleryTiles, photoGallery } from "~/features/galleries/gallery.server";

/** GET /resource-hub/photo-gallery.json?category=…&page=…: one grid page's tiles, for the lightbox. */
export async function loader({ request }: LoaderFunctionArgs) {
  return cdnAnswer(await galleryTiles(photoGallery, request));
}
