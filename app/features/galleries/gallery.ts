import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { Sourced } from "~/content/provenance";
import { OPEN_PARAM } from "~/site/query-params";

/** What the gallery pages and their lightbox know about one photo or video. */
export interface GalleryTile extends Sourced {
  id: number;
  title: string;
  /** The category's name. */
  category: string;
  /** The tile picture (a photo, or a video's thumbnail). */
  image: string;
  /** A photo's text alternative when shown large; empty for videos, whose poster says nothing the title does not. */
  alt: string;
  /** A video's clip, or its YouTube address; empty for photos. */
  media: string;
}

export interface GalleryFilter {
  name: string;
  slug: string;
}

export type GalleryKind = "photo" | "video";

/** One grid page's tiles as their JSON holds them (gallery.server.ts, galleryTiles). */
export interface GalleryTilesPage {
  category: string;
  page: number;
  total: number;
  tiles: GalleryTile[];
}

/**
 * Tiles to a page: 12 fill the grid's 1, 2 or 3 columns evenly, and keep a page's first HTML, its
 * tiles in its data for the lightbox included, within the first round trip in every language
 * (docs/budgets.md); 24 went over it by up to 0.9 KB.
 */
export const GALLERY_PAGE_SIZE = 12;

/** "Title — Category", shown only when the item has both. */
export function galleryCaption(item: GalleryTile): string | null {
  return item.title && item.category ? `${item.title} — ${item.category}` : null;
}

/** The item before and after `id` in a filtered list, wrapping at both ends. */
export function neighbours<T extends { id: number }>(list: readonly T[], id: number): { index: number; previous: T; next: T } | null {
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) return null;
  return { index, previous: list[(index - 1 + list.length) % list.length]!, next: list[(index + 1) % list.length]! };
}

/** The address of one item's own page, keeping the filter. */
export function itemHref(basePath: string, id: number, category: string): string {
  return `${basePath}/${id}${category ? `?category=${encodeURIComponent(category)}` : ""}`;
}

/** The address of a grid page: filter and page, defaults left out. */
export function gridHref(basePath: string, category: string, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Opening, moving through and closing the lightbox change only ?open=: there is nothing to reload. */
export const revalidateUnlessOnlyLightboxMoved: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const withoutOpen = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(OPEN_PARAM);
    return `${url.pathname}?${params}`;
  };
  return withoutOpen(currentUrl) === withoutOpen(nextUrl) ? false : defaultShouldRevalidate;
};
