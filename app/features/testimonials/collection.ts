import { IN_ORDER, position, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

export const testimonialCollection: CollectionManifest = {
  table: "testimonial",
  model: "testimonial",
  label: "Testimonials",
  item: "a testimonial",
  titleField: "speaker",
  publicPath: () => paths.home,
  fields: [
    { name: "speaker", label: "Who said it", kind: "text", required: true, maxLength: 120 },
    { name: "place", label: "Where they are", kind: "text", maxLength: 120 },
    { name: "message", label: "What they said", kind: "long", required: true, maxLength: 1000 },
    position,
  ],
  provenance: { noun: "testimonial", supply: "a testimonial collected with consent" },
  audit: {
    fields: ["speaker", "place"],
    orderBy: IN_ORDER,
    name: (row) => (row.place ? `${String(row.speaker)}, ${String(row.place)}` : String(row.speaker)),
  },
  searchKind: null,
};
