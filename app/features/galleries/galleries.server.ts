import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf, type ProvenanceColumns } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { GalleryFilter, GalleryTile } from "./gallery";

/** A gallery as its pages show it: the filters after All, and every tile with its category's id. */
export interface GalleryContent {
  filters: GalleryFilter[];
  items: { categoryId: string; tile: GalleryTile }[];
}

const IN_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];
const CATEGORY_FIELDS = { id: true, name: true } as const;

interface ItemRow extends ProvenanceColumns {
  id: string;
  categoryId: string;
  position: number;
}

/**
 * Live items under live categories, in their categories' order and then
 * their own; and as filters, only the categories that hold one, so that no
 * button leads to an empty grid. Both read as the site's login, which sees
 * only live rows; an item whose category is not live is not shown.
 */
function assemble<Row extends ItemRow>(
  categories: { id: string; name: string }[],
  rows: Row[],
  tile: (row: Row, category: string) => Omit<GalleryTile, "id" | "category" | "provenance" | "source">,
): GalleryContent {
  const rank = new Map(categories.map((category, index) => [category.id, index]));
  const items = rows
    .filter((row) => rank.has(row.categoryId))
    .sort((a, b) => rank.get(a.categoryId)! - rank.get(b.categoryId)! || a.position - b.position || a.id.localeCompare(b.id))
    .map((row) => {
      const category = categories[rank.get(row.categoryId)!]!.name;
      return {
        categoryId: row.categoryId,
        tile: { id: Number(row.id), category, ...tile(row, category), ...provenanceOf(row) },
      };
    });
  const used = new Set(items.map((item) => item.categoryId));
  return { filters: categories.filter((category) => used.has(category.id)).map(({ id, name }) => ({ name, slug: id })), items };
}

export async function livePhotoGallery(): Promise<GalleryContent> {
  const live = { locale: "en", ...liveContent() };
  const [categories, rows] = await Promise.all([
    prisma.photoCategory.findMany({ where: live, orderBy: IN_ORDER, select: CATEGORY_FIELDS }),
    prisma.photo.findMany({
      where: live,
      select: { id: true, categoryId: true, position: true, title: true, imageUrl: true, altText: true, ...PROVENANCE_FIELDS },
    }),
  ]);
  return assemble(categories, rows, (row, category) => ({
    title: row.title,
    image: row.imageUrl,
    alt: row.altText || row.title || `Photo from ${category}`,
    media: "",
  }));
}

export async function liveVideoGallery(): Promise<GalleryContent> {
  const live = { locale: "en", ...liveContent() };
  const [categories, rows] = await Promise.all([
    prisma.videoCategory.findMany({ where: live, orderBy: IN_ORDER, select: CATEGORY_FIELDS }),
    prisma.video.findMany({
      where: live,
      select: { id: true, categoryId: true, position: true, title: true, imageUrl: true, videoUrl: true, ...PROVENANCE_FIELDS },
    }),
  ]);
  return assemble(categories, rows, (row) => ({ title: row.title, image: row.imageUrl, alt: "", media: row.videoUrl }));
}
