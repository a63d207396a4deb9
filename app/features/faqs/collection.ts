import { IN_ORDER, position, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

export const faqCollection: CollectionManifest = {
  table: "faq",
  model: "faq",
  label: "Frequently asked questions",
  item: "a question",
  titleField: "question",
  publicPath: () => paths.faqs,
  fields: [
    { name: "question", label: "Question", kind: "text", required: true, maxLength: 300 },
    { name: "answer", label: "Answer", hint: "Markdown.", kind: "markdown", required: true },
    position,
  ],
  provenance: { noun: "answer", supply: "the answer, checked (or the question dropped)" },
  audit: { fields: ["question"], orderBy: IN_ORDER, name: (row) => String(row.question) },
  searchKind: "faq",
};
