import { redirect } from "@remix-run/node";
import { photoCategories, photos } from "~/content/photo-gallery";
import { videoCategories, videos } from "~/content/video-gallery";
import { GALLERY_PAGE_SIZE, gridHref, itemHref, neighbours, OPEN_PARAM, type GalleryFilter, type GalleryKind, type GalleryTile } from "~/utils/gallery";
import { pageCountFor, readPage } from "~/utils/pagination";
import { slugify } from "~/utils/slug";

interface Gallery {
  kind: GalleryKind;
  basePath: string;
  filters: GalleryFilter[];
  tiles: GalleryTile[];
}

export const photoGallery: Gallery = {
  kind: "photo",
  basePath: "/resource-hub/photo-gallery",
  filters: photoCategories,
  tiles: photos.map((photo) => ({ id: photo.id, title: photo.title, category: photo.category, image: photo.image, media: "" })),
};

export const videoGallery: Gallery = {
  kind: "video",
  basePath: "/resource-hub/video-gallery",
  filters: videoCategories.map((name) => ({ name, slug: slugify(name) })),
  tiles: videos.map((video) => ({ id: video.id, title: video.title, category: video.category, image: video.image, media: video.videoSrc })),
};

/** The filter in ?category=, or "" for All; an unknown one reads as All. */
function filterOf(gallery: Gallery, url: URL): GalleryFilter | null {
  const slug = url.searchParams.get("category") ?? "";
  return gallery.filters.find((filter) => filter.slug === slug) ?? null;
}

function filtered(gallery: Gallery, filter: GalleryFilter | null): GalleryTile[] {
  return filter ? gallery.tiles.filter((tile) => tile.category === filter.name) : gallery.tiles;
}

/**
 * A grid page: the filter, the page's tiles and the whole filtered list (the
 * lightbox walks it across pages). Unknown filters and pages out of range are
 * redirected to the nearest canonical address.
 */
export function galleryGrid(gallery: Gallery, request: Request) {
  const url = new URL(request.url);
  const filter = filterOf(gallery, url);
  const list = filtered(gallery, filter);
  const pages = pageCountFor(list.length, GALLERY_PAGE_SIZE);
  // A lightbox address (?photo=<id>) opened afresh goes to that item's own page.
  const open = Number(url.searchParams.get(OPEN_PARAM));
  if (list.some((tile) => tile.id === open)) throw redirect(itemHref(gallery.basePath, open, filter?.slug ?? ""));
  const { page } = readPage(url.searchParams.get("page"), pages);
  const canonical = gridHref(gallery.basePath, filter?.slug ?? "", page);
  if (canonical !== url.pathname + url.search) throw redirect(canonical);
  return {
    kind: gallery.kind,
    basePath: gallery.basePath,
    filters: gallery.filters,
    active: filter?.slug ?? "",
    page,
    pages,
    total: list.length,
    tiles: list.slice((page - 1) * GALLERY_PAGE_SIZE, page * GALLERY_PAGE_SIZE),
    list,
  };
}

/** One item's own page, for browsers without script: previous and next wrap within the filter. */
export function galleryItem(gallery: Gallery, request: Request, idParam: string | undefined) {
  const url = new URL(request.url);
  const filter = filterOf(gallery, url);
  const list = filtered(gallery, filter);
  const id = /^\d{1,6}$/.test(idParam ?? "") ? Number(idParam) : NaN;
  const around = neighbours(list, id);
  if (!around) {
    if (filter && gallery.tiles.some((tile) => tile.id === id)) throw redirect(`${gallery.basePath}/${id}`);
    throw new Response("Not found", { status: 404 });
  }
  return {
    kind: gallery.kind,
    basePath: gallery.basePath,
    item: list[around.index]!,
    position: around.index + 1,
    total: list.length,
    filter,
    previousId: around.previous.id,
    nextId: around.next.id,
    backHref: gridHref(gallery.basePath, filter?.slug ?? "", Math.floor(around.index / GALLERY_PAGE_SIZE) + 1),
  };
}
