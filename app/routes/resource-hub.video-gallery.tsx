import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryPage } from "~/components/gallery-page";
import { galleryGrid, videoGallery } from "~/models/gallery.server";
import { revalidateUnlessOnlyLightboxMoved } from "~/utils/gallery";
import type { RouteHandle } from "~/utils/handle";
import { listPageMeta } from "~/utils/navigation";

/** Script adds the lightbox; without it every tile is a link to the video's own page. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: LoaderFunctionArgs) {
  return galleryGrid(videoGallery, request);
}

export const shouldRevalidate = revalidateUnlessOnlyLightboxMoved;

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta("/resource-hub/video-gallery", data?.page ?? 1);

const LEAD = "Interviews, event highlights and short films about the National Social Register. Choose a category to narrow the list.";

export default function VideoGallery() {
  return <GalleryPage data={useLoaderData<typeof loader>()} lead={LEAD} />;
}
