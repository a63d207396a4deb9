import { ITEM_KINDS } from "~/content/item-kinds";
import { date, IN_ORDER, position, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";

/** The national office's kinds of channel that only "Is this real?" lists (features/is-this-real). */
const CHECKED_ONLY_KINDS: readonly unknown[] = ["domain", "short-code", "sender"];

/**
 * How to reach the national office and each state's coordinating unit: the
 * footer and contact page read the national rows (office-contact), the state
 * offices' table the others, and "Is this real?" every national channel with
 * a source, with the date the office last checked it.
 */
export const contactChannelCollection: CollectionManifest = {
  table: "contact_channel",
  model: "contactChannel",
  label: "Contact details",
  item: "a contact detail",
  titleField: "value",
  publicPath: (row) =>
    row.office !== "national" ? paths.stateOffices : CHECKED_ONLY_KINDS.includes(row.kind) ? paths.isThisReal : paths.home,
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
        { value: "domain", label: "Website domain (national office only), such as nassp.gov.ng" },
        { value: "short-code", label: "SMS or USSD short code (national office only), such as *969*" },
        { value: "sender", label: "Address the office's e-mails come from (national office only)" },
      ],
    },
    { name: "value", label: "Value", kind: "text", required: true, maxLength: 200 },
    {
      name: "label",
      label: "Label",
      hint: 'What the channel is for ("Toll-free line"); for a social media account: Facebook, X, Instagram or LinkedIn.',
      kind: "text",
      maxLength: 60,
    },
    { name: "source_as_at_year_only", label: "The source is dated by its year only", kind: "boolean" },
    date(
      "checked_on",
      "Date last checked",
      'The day someone at the office last checked that this channel is the office\'s and works; "Is this real?" shows it. Leave empty until then.',
      false,
    ),
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
