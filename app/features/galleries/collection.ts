import type { ProvenanceWords } from "~/content/item-kinds";
import { imageUrl, IN_ORDER, position, titled, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

/** A photo or video category: its name as the office uses it. */
const categoryWords: ProvenanceWords = {
  noun: "gallery category",
  supply: "the category's name as the office uses it (or the category dropped)",
};

export const photoCategoryCollection: CollectionManifest = {
  table: "photo_category",
  model: "photoCategory",
  label: "Photo categories",
  item: "a photo category",
  titleField: "name",
  publicPath: () => paths.photoGallery,
  fields: [{ name: "name", label: "Name", kind: "text", required: true, maxLength: 120 }, position],
  provenance: categoryWords,
  audit: { fields: ["name"], orderBy: IN_ORDER, name: (row) => `photos: ${String(row.name)}` },
  searchKind: "photo category",
};

export const photoCollection: CollectionManifest = {
  table: "photo",
  model: "photo",
  label: "Photos",
  item: "a photo",
  titleField: "title",
  publicPath: (row) => (typeof row.id === "string" ? `${paths.photoGallery}/${row.id}` : null),
  fields: [
    { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
    { name: "category_id", label: "Category", hint: "The id of a photo category.", kind: "text", required: true, maxLength: 80 },
    { ...imageUrl, required: true },
    { name: "alt_text", label: "Description for people who cannot see it", kind: "long", required: true, maxLength: 300 },
    position,
  ],
  provenance: { noun: "photograph and caption", supply: "the photograph, its caption and category" },
  audit: {
    fields: ["title", "categoryId"],
    orderBy: IN_ORDER,
    name: (row) => `${String(row.title) || "untitled photo"}, ${String(row.categoryId)}`,
  },
  // Search finds a photo through its category's document.
  searchKind: null,
};

export const videoCategoryCollection: CollectionManifest = {
  table: "video_category",
  model: "videoCategory",
  label: "Video categories",
  item: "a video category",
  titleField: "name",
  publicPath: () => paths.videoGallery,
  fields: [{ name: "name", label: "Name", kind: "text", required: true, maxLength: 120 }, position],
  provenance: categoryWords,
  audit: { fields: ["name"], orderBy: IN_ORDER, name: (row) => `videos: ${String(row.name)}` },
  searchKind: null,
};

export const videoCollection: CollectionManifest = {
  table: "video",
  model: "video",
  label: "Videos",
  item: "a video",
  titleField: "title",
  publicPath: (row) => (typeof row.id === "string" ? `${paths.videoGallery}/${row.id}` : null),
  fields: [
    { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
    { name: "category_id", label: "Category", hint: "The id of a video category.", kind: "text", required: true, maxLength: 80 },
    { ...imageUrl, label: "Still image", required: true },
    { name: "video_url", label: "Video address", hint: "A YouTube address.", kind: "text", required: true, maxLength: 500 },
    position,
  ],
  provenance: { noun: "video", supply: "the recording (a file, or its YouTube address) and its title" },
  audit: { fields: ["title"], orderBy: IN_ORDER, name: titled },
  searchKind: "video",
};
