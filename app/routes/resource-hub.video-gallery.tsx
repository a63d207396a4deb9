import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GALLERY_WORDS, GalleryPage } from "~/features/galleries/gallery-page";
import { galleryGrid, videoGallery } from "~/features/galleries/gallery.server";
import { revalidateUnlessOnlyLightboxMoved } from "~/features/galleries/gallery";
import type { RouteHandle } from "~/utils/handle";
import { listPageMeta } from "~/site/navigation";
import { useLocale } from "~/i18n/use-locale";

/** Script adds the lightbox; without it every tile is a link to the video's own page. */
export const handle: RouteHandle = { hydrate: true, words: GALLERY_WORDS };

export async function loader({ request }: LoaderFunctionArgs) {
  return galleryGrid(videoGallery, request);
}

export const shouldRevalidate = revalidateUnlessOnlyLightboxMoved;

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta("/resource-hub/video-gallery", data?.page ?? 1);

export default function VideoGallery() {
  const { t } = useLocale();
  return <GalleryPage data={useLoaderData<typeof loader>()} lead={t.lists.videosLead} />;
}
