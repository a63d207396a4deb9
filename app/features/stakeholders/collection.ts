import { imageUrl, IN_ORDER, position, type CollectionManifest } from "~/features/content/collection-manifest";

export const stakeholderCollection: CollectionManifest = {
  table: "stakeholder",
  model: "stakeholder",
  label: "Stakeholders",
  item: "a stakeholder",
  titleField: "name",
  publicPath: () => "/who-we-are/stakeholders",
  fields: [
    { name: "name", label: "Name", kind: "text", required: true, maxLength: 200 },
    { name: "group_name", label: "Group", kind: "text", required: true, maxLength: 120 },
    { ...imageUrl, label: "Logo" },
    { name: "website_url", label: "Website", hint: "A full https:// address.", kind: "text", maxLength: 500 },
    { name: "source_as_at_year_only", label: "The source is dated by its year only", kind: "boolean" },
    position,
  ],
  provenance: { noun: "partner", supply: "which organisations to show, their logos and links" },
  audit: { fields: ["name"], orderBy: [{ groupName: "asc" }, ...IN_ORDER], name: (row) => String(row.name) },
  searchKind: "partner",
  block: { container: "stakeholders", type: "stakeholders" },
};
