import { paths } from "~/site/paths";
import { redirect } from "@remix-run/node";
import { localePath, routeLocale } from "~/i18n/locales";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { getEnv } from "~/utils/env.server";
import {
  GALLERY_PAGE_SIZE,
  gridHref,
  itemHref,
  neighbours,
  type GalleryFilter,
  type GalleryKind,
  type GalleryTile,
  type GalleryTilesPage,
} from "~/features/galleries/gallery";
import { pageCountFor, readPage } from "~/utils/pagination";
import { OPEN_PARAM } from "~/site/query-params";
import { livePhotoGallery, liveVideoGallery, type GalleryContent } from "./galleries.server";

/**
 * For the end-to-end tests only (CONTENT_FIXTURES=1): we know no real address
 * of the office's videos online, so the YouTube player is tested on this one.
 */
const ONLINE_VIDEO_FIXTURE: GalleryTile = {
  id: 900,
  category: "NSR",
  title: "Test fixture: an online video",
  image: "/images/gallery/videos/about-nsr.svg",
  alt: "",
  media: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  provenance: "illustrative",
};

interface Gallery {
  kind: GalleryKind;
  basePath: string;
  /** Its grid pages' tiles as JSON (galleryTiles). */
  tilesPath: string;
  read: () => Promise<GalleryContent>;
  /** Test fixtures: each reachable at its own address only, never in a grid. */
  fixtures: () => GalleryTile[];
}

export const photoGallery: Gallery = {
  kind: "photo",
  basePath: paths.photoGallery,
  tilesPath: paths.photoGalleryTiles,
  read: livePhotoGallery,
  fixtures: () => [],
};

export const videoGallery: Gallery = {
  kind: "video",
  basePath: paths.videoGallery,
  tilesPath: paths.videoGalleryTiles,
  read: liveVideoGallery,
  fixtures: () => (getEnv().CONTENT_FIXTURES ? [ONLINE_VIDEO_FIXTURE] : []),
};

/** The filter in ?category=, or null for All; an unknown one reads as All. */
function filterOf(content: GalleryContent, url: URL): GalleryFilter | null {
  const slug = url.searchParams.get("category") ?? "";
  return content.filters.find((filter) => filter.slug === slug) ?? null;
}

function filtered(content: GalleryContent, filter: GalleryFilter | null): GalleryTile[] {
  return content.items.filter((item) => !filter || item.categoryId === filter.slug).map((item) => item.tile);
}

/**
 * A grid page: the filter and the page's tiles (the lightbox finds the rest of
 * the filtered list on their own pages: lightbox-walk.ts). Unknown filters and pages out of range are
 * redirected to the nearest canonical address. Without the database, the
 * page keeps its words and says the grid cannot be shown, with a 503.
 */
export async function galleryGrid(gallery: Gallery, request: Request) {
  const content = await readOrNull(`${gallery.kind} gallery`, gallery.read);
  const shown = { kind: gallery.kind, basePath: gallery.basePath, tilesPath: gallery.tilesPath, unavailable: content === null };
  if (!content) return pageData({ ...shown, filters: [], active: "", page: 1, pages: 1, total: 0, tiles: [] }, content);
  const url = new URL(request.url);
  // Addresses are compared and redirected in the reader's language: /ha/… stays Hausa.
  const { locale, path } = routeLocale(request);
  const filter = filterOf(content, url);
  const list = filtered(content, filter);
  const pages = pageCountFor(list.length, GALLERY_PAGE_SIZE);
  // A lightbox address (?open=<id>) opened afresh goes to that item's own page.
  const open = Number(url.searchParams.get(OPEN_PARAM));
  if (list.some((tile) => tile.id === open)) throw redirect(localePath(locale, itemHref(gallery.basePath, open, filter?.slug ?? "")));
  const { page } = readPage(url.searchParams.get("page"), pages);
  const canonical = gridHref(gallery.basePath, filter?.slug ?? "", page);
  if (canonical !== path + url.search) throw redirect(localePath(locale, canonical));
  return pageData(
    {
      ...shown,
      filters: content.filters,
      active: filter?.slug ?? "",
      page,
      pages,
      total: list.length,
      tiles: list.slice((page - 1) * GALLERY_PAGE_SIZE, page * GALLERY_PAGE_SIZE),
    },
    content,
  );
}

/**
 * One grid page's tiles as JSON, for the lightbox's walk across pages (lightbox-walk.ts): an
 * unknown filter reads as All and a page out of range as the nearest, as the grid's would, without
 * a redirect; the database unreachable is a 503 that no cache keeps.
 */
export async function galleryTiles(gallery: Gallery, request: Request): Promise<Response> {
  const content = await readOrNull(`${gallery.kind} gallery`, gallery.read);
  if (!content) return Response.json({ error: "The gallery is unavailable." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  const url = new URL(request.url);
  const filter = filterOf(content, url);
  const list = filtered(content, filter);
  const { page } = readPage(url.searchParams.get("page"), pageCountFor(list.length, GALLERY_PAGE_SIZE));
  const tiles = list.slice((page - 1) * GALLERY_PAGE_SIZE, page * GALLERY_PAGE_SIZE);
  return Response.json({ category: filter?.slug ?? "", page, total: list.length, tiles } satisfies GalleryTilesPage, {
    // The route adds the CDN's headers (cdnAnswer).
    headers: { "Cache-Control": "public, max-age=60" },
  });
}

/** One item's own page, for browsers without script: previous and next wrap within the filter. */
export async function galleryItem(gallery: Gallery, request: Request, idParam: string | undefined) {
  const id = /^\d{1,6}$/.test(idParam ?? "") ? Number(idParam) : NaN;
  const fixture = gallery.fixtures().find((tile) => tile.id === id);
  // Nothing of an item's page stands without its item.
  const content = fixture ? { filters: [], items: [] } : await readOrNull(`${gallery.kind} gallery`, gallery.read);
  if (!content) throw new Response("Service unavailable", { status: 503 });
  const url = new URL(request.url);
  const filter = filterOf(content, url);
  const list = filtered(content, filter);
  const around = fixture ? neighbours([fixture], id) : neighbours(list, id);
  if (!around) {
    if (filter && content.items.some((item) => item.tile.id === id))
      throw redirect(localePath(routeLocale(request).locale, `${gallery.basePath}/${id}`));
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

/** Every live photo's and video's own page, for the sitemap. */
export async function galleryItemPaths(): Promise<string[]> {
  const galleries = [photoGallery, videoGallery];
  const contents = await Promise.all(galleries.map((gallery) => gallery.read()));
  return galleries.flatMap((gallery, index) => contents[index]!.items.map((item) => `${gallery.basePath}/${item.tile.id}`));
}
