import { redirect } from "@remix-run/node";
import { photoCategories, photos } from "~/content/photo-gallery";
import type { VideoItem } from "~/content/gallery-types";
import { videoCategories, videos } from "~/content/video-gallery";
import { getEnv } from "~/utils/env.server";
import {
  GALLERY_PAGE_SIZE,
  gridHref,
  itemHref,
  neighbours,
  OPEN_PARAM,
  type GalleryFilter,
  type GalleryKind,
  type GalleryTile,
} from "~/features/galleries/gallery";
import { pageCountFor, readPage } from "~/utils/pagination";
import { slugify } from "~/utils/slug";

/**
 * For the end-to-end tests only (CONTENT_FIXTURES=1): we know no real address
 * of the office's videos online, so the YouTube player is tested on this one.
 */
const ONLINE_VIDEO_FIXTURE: VideoItem = {
  id: 900,
  category: "NSR",
  title: "Test fixture: an online video",
  image: "/images/gallery/videos/about-nsr.svg",
  videoSrc: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  provenance: "illustrative",
};

interface Gallery {
  kind: GalleryKind;
  basePath: string;
  filters: GalleryFilter[];
  tiles: GalleryTile[];
  /** Test fixtures: each reachable at its own address only, never in a grid. */
  fixtures?: GalleryTile[];
}

function videoTile(video: VideoItem): GalleryTile {
  return {
    id: video.id,
    title: video.title,
    category: video.category,
    image: video.image,
    media: video.videoSrc,
    provenance: video.provenance,
  };
}

export const photoGallery: Gallery = {
  kind: "photo",
  basePath: "/resource-hub/photo-gallery",
  filters: photoCategories,
  tiles: photos.map((photo) => ({
    id: photo.id,
    title: photo.title,
    category: photo.category,
    image: photo.image,
    media: "",
    provenance: photo.provenance,
  })),
};

export const videoGallery: Gallery = {
  kind: "video",
  basePath: "/resource-hub/video-gallery",
  filters: videoCategories.map((name) => ({ name, slug: slugify(name) })),
  tiles: videos.map(videoTile),
  fixtures: getEnv().CONTENT_FIXTURES ? [videoTile(ONLINE_VIDEO_FIXTURE)] : [],
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
  const fixture = gallery.fixtures?.find((tile) => tile.id === id);
  const around = fixture ? neighbours([fixture], id) : neighbours(list, id);
  if (!around) {
    if (filter && gallery.tiles.some((tile) => tile.id === id)) throw redirect(`${gallery.basePath}/${id}`);
    throw new Response("Not found", { status: 404 });
  }
  return {
    kind: gallery.kind,
    basePath: gallery.basePath,
    item: fixture ?? list[around.index]!,
    position: around.index + 1,
    total: fixture ? 1 : list.length,
    filter,
    previousId: around.previous.id,
    nextId: around.next.id,
    backHref: gridHref(gallery.basePath, filter?.slug ?? "", Math.floor(around.index / GALLERY_PAGE_SIZE) + 1),
  };
}
