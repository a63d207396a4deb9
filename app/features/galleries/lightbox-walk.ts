import { useState } from "react";
import { GALLERY_PAGE_SIZE, type GalleryTile, type GalleryTilesPage } from "./gallery";

/** What the walk reads of a grid page's data (gallery-page.tsx, GalleryPageData). */
interface GridPage {
  tilesPath: string;
  active: string;
  page: number;
  total: number;
  tiles: GalleryTile[];
}

/**
 * The lightbox's walk through the whole filtered list, across the grid's pages. A page's data
 * holds its own tiles only, so that its first HTML stays within the first round trip whatever
 * the gallery's size (decision 0098); the tiles of the page before or after come from the
 * gallery's JSON (gallery.server.ts, galleryTiles) when the walk comes near them. A page that
 * cannot be fetched is simply not walked to: the item pages still link every item.
 */
export function useLightboxWalk(data: GridPage) {
  const grid = `${data.tilesPath}?${data.active}`;
  const [loaded, setLoaded] = useState({ grid, pages: new Map([[data.page, data.tiles]]) });
  const [asked] = useState(() => new Set<string>());
  // Adjusted while rendering, as React advises for state that follows props: another filter or
  // page starts again from its own tiles.
  if (loaded.grid !== grid || loaded.pages.get(data.page) !== data.tiles) {
    setLoaded({ grid, pages: new Map([...(loaded.grid === grid ? loaded.pages : []), [data.page, data.tiles]]) });
  }

  const pageOf = (position: number) => Math.floor(position / GALLERY_PAGE_SIZE) + 1;
  const wrap = (position: number) => (position + data.total) % data.total;

  /** Where an item stands in the filtered list, from 0; -1 while its page is not loaded. */
  function positionOf(id: number): number {
    for (const [page, tiles] of loaded.pages) {
      const index = tiles.findIndex((tile) => tile.id === id);
      if (index >= 0) return (page - 1) * GALLERY_PAGE_SIZE + index;
    }
    return -1;
  }

  /** The item at a position, wrapping at both ends; undefined while its page is not loaded. */
  function itemAt(position: number): GalleryTile | undefined {
    return loaded.pages.get(pageOf(wrap(position)))?.[wrap(position) % GALLERY_PAGE_SIZE];
  }

  /** Asks once for the page that holds a position, unless it is here. */
  function load(position: number): void {
    const page = pageOf(wrap(position));
    const address = `${data.tilesPath}?${new URLSearchParams({ ...(data.active ? { category: data.active } : {}), page: String(page) })}`;
    if (loaded.pages.has(page) || asked.has(address)) return;
    asked.add(address);
    fetch(address)
      .then((answer) => (answer.ok ? (answer.json() as Promise<GalleryTilesPage>) : Promise.reject(new Error(String(answer.status)))))
      .then((other) => {
        if (other.category !== data.active || other.page !== page) return;
        setLoaded((now) => (now.grid === grid ? { grid, pages: new Map(now.pages).set(page, other.tiles) } : now));
      })
      // Asked again at the next step: a slow line may have dropped it.
      .catch(() => asked.delete(address));
  }

  return { positionOf, itemAt, load };
}
