import { ITEM_KINDS } from "~/content/item-kinds";
import { IN_ORDER, position, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

/**
 * How to reach the national office and each state's coordinating unit: the
 * footer and contact page read the national rows (office-contact), the state
 * offices' table the others.
 */
export const contactChannelCollection: CollectionManifest = {
  table: "contact_channel",
  model: "contactChannel",
  label: "Contact details",
  item: "a contact detail",
  titleField: "value",
  publicPath: (row) => (row.office === "national" ? paths.home : paths.stateOffices),
  fields: [
    { name: "office", label: "Office", hint: "national, or a state such as kano or fct.", kind: "text", required: true, maxLength: 40 },
    {
      name: "kind",
      label: "Kind",
      kind: "choice",
      required: true,
      options: [
        { value: "email", label: "E-mail address" },
        { value: "phone", label: "Phone number" },
        { value: "address", label: "A line of the postal address" },
        { value: "hours", label: "Office hours" },
        { value: "social", label: "Social media account" },
      ],
    },
    { name: "value", label: "Value", kind: "text", required: true, maxLength: 200 },
    {
      name: "label",
      label: "Label",
      hint: "For a social media account: Facebook, X, Instagram or LinkedIn.",
      kind: "text",
      maxLength: 60,
    },
    { name: "source_as_at_year_only", label: "The source is dated by its year only", kind: "boolean" },
    position,
  ],
  // The launch contacts kept in code (app/content/contact.ts) are labelled in the same words.
  provenance: ITEM_KINDS.contact,
  audit: {
    fields: ["office", "kind", "label", "value"],
    orderBy: [{ office: "asc" }, ...IN_ORDER],
    name: (row) =>
      `${row.office === "national" ? "national office" : `${String(row.office)} coordinating unit`}, ${String(row.label) || String(row.kind)}: ${String(row.value)}`,
  },
  searchKind: null,
  block: { container: "state-offices", type: "stateOffices" },
};
