import { date, fileUrl, imageUrl, NEWEST_FIRST, titled, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

export const tenderCollection: CollectionManifest = {
  table: "tender",
  model: "tender",
  label: "Tenders",
  item: "a tender",
  titleField: "title",
  publicPath: () => paths.tenders,
  fields: [
    { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
    date("published_on", "Date shown"),
    date("closes_on", "Closing date", "Leave empty if it has none.", false),
    { name: "summary", label: "Summary", kind: "long", maxLength: 600 },
    imageUrl,
    fileUrl,
  ],
  provenance: { noun: "tender details", supply: "the notice's date, closing date, summary and file" },
  audit: { fields: ["title"], orderBy: NEWEST_FIRST, name: titled },
  searchKind: "tender (PDF)",
};

export const documentCollection: CollectionManifest = {
  table: "policy_document",
  model: "policyDocument",
  label: "Policy and governance documents",
  item: "a document",
  titleField: "title",
  publicPath: () => paths.documents,
  fields: [
    { name: "title", label: "Title", kind: "text", required: true, maxLength: 200 },
    date("published_on", "Date shown"),
    { name: "summary", label: "Summary", kind: "long", maxLength: 600 },
    imageUrl,
    fileUrl,
  ],
  provenance: { noun: "document details", supply: "the document's date, summary and file" },
  audit: { fields: ["title"], orderBy: NEWEST_FIRST, name: titled },
  searchKind: "document (PDF)",
};
