import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryItemPage } from "~/features/galleries/item-page";
import { galleryItem, photoGallery } from "~/features/galleries/gallery.server";

/** One photo on its own page, for browsers without script; ?category= keeps the filter. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return galleryItem(photoGallery, request, params["id"]);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Not found – NASSCO" }];
  const name = data.item.title || `Photo ${data.item.id}`;
  return [
    { title: `${name} – ${data.item.category} – Photo Gallery – NASSCO` },
    { name: "description", content: `${name}, from the NASSCO photo gallery (${data.item.category}).` },
  ];
};

export default function PhotoGalleryItem() {
  return <GalleryItemPage data={useLoaderData<typeof loader>()} />;
}
