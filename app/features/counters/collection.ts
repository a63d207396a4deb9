import { IN_ORDER, position, type CollectionManifest } from "~/features/content/collection-manifest";
import { formatCount } from "~/utils/format";
import { paths } from "~/site/paths";

export const counterCollection: CollectionManifest = {
  table: "counter",
  model: "counter",
  label: "Home page figures",
  item: "a figure",
  titleField: "label",
  publicPath: () => paths.home,
  fields: [
    { name: "label", label: "What it counts", kind: "text", required: true, maxLength: 120 },
    { name: "value", label: "Figure", kind: "integer", required: true },
    { name: "suffix", label: "After the figure", hint: "Such as + or %. Leave empty for none.", kind: "text", maxLength: 10 },
    { name: "counter_set", label: "Set", hint: "Which group of figures it belongs to.", kind: "text", required: true, maxLength: 60 },
    position,
  ],
  provenance: { noun: "home page figure", supply: "the figure, checked, and the date it describes" },
  audit: {
    fields: ["value", "suffix", "label"],
    orderBy: [{ counterSet: "asc" }, ...IN_ORDER],
    name: (row) => `${formatCount(Number(row.value))}${String(row.suffix)} ${String(row.label)}`,
  },
  searchKind: null,
};
