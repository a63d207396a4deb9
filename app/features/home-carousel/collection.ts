import { imageUrl, IN_ORDER, position, titled, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

export const slideCollection: CollectionManifest = {
  table: "carousel_slide",
  model: "carouselSlide",
  label: "Home page slides",
  item: "a slide",
  titleField: "title",
  publicPath: () => paths.home,
  fields: [
    { name: "title", label: "Title", kind: "text", required: true, maxLength: 120 },
    { name: "description", label: "Description", kind: "long", maxLength: 300 },
    { ...imageUrl, required: true },
    { name: "link", label: "Link", hint: "An address on this site, starting with /.", kind: "text", maxLength: 500 },
    position,
  ],
  provenance: { noun: "slide", supply: "the slide's picture, title, text and link" },
  audit: { fields: ["title"], orderBy: IN_ORDER, name: titled },
  searchKind: null,
};
