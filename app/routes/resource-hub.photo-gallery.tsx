import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryPage } from "~/components/gallery-page";
import { galleryGrid, photoGallery } from "~/models/gallery.server";
import { revalidateUnlessOnlyLightboxMoved } from "~/utils/gallery";
import type { RouteHandle } from "~/utils/handle";
import { listPageMeta } from "~/utils/navigation";

/** Script adds the lightbox; without it every tile is a link to the photo's own page. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: LoaderFunctionArgs) {
  return galleryGrid(photoGallery, request);
}

export const shouldRevalidate = revalidateUnlessOnlyLightboxMoved;

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta("/resource-hub/photo-gallery", data?.page ?? 1);

const LEAD = "Photographs from NASSCO's work with states, communities and partners. Choose a category to narrow the list.";

export default function PhotoGallery() {
  return <GalleryPage data={useLoaderData<typeof loader>()} lead={LEAD} />;
}
