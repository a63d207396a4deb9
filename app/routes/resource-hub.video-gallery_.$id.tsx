import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryItemPage, ITEM_WORDS } from "~/features/galleries/item-page";
import { galleryItem, videoGallery } from "~/features/galleries/gallery.server";
import type { RouteHandle } from "~/utils/handle";
import { youtubeId } from "~/utils/online-video";

/** A local clip plays without script; an online video's page takes it, for its "Play here" button. */
export const handle: RouteHandle = {
  hydrate: (data) => Boolean(data && youtubeId((data as Awaited<ReturnType<typeof loader>>).item.media)),
  words: ITEM_WORDS,
};

/** One video on its own page, for browsers without script; ?category= keeps the filter. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return galleryItem(videoGallery, request, params["id"]);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Not found – NASSCO" }];
  const name = data.item.title || `Video ${data.item.id}`;
  return [
    { title: `${name} – ${data.item.category} – Video Gallery – NASSCO` },
    { name: "description", content: `${name}, from the NASSCO video gallery (${data.item.category}).` },
  ];
};

export default function VideoGalleryItem() {
  return <GalleryItemPage data={useLoaderData<typeof loader>()} />;
}
