import { date, titled, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

export const noticeCollection: CollectionManifest = {
  table: "notice",
  model: "notice",
  label: "Notices",
  item: "a notice",
  titleField: "title",
  publicPath: () => paths.home,
  fields: [
    {
      name: "title",
      label: "Notice",
      hint: "One sentence, shown in the banner on every page.",
      kind: "long",
      required: true,
      maxLength: 300,
    },
    date("shown_on", "Date shown"),
  ],
  provenance: { noun: "notice", supply: "the notice's text and date" },
  audit: { fields: ["title"], orderBy: [{ shownOn: "desc" }, { id: "asc" }], name: titled },
  searchKind: null,
};
