import { date, type ContentField } from "~/features/content/collection-manifest";

/**
 * The fields every item of every collection shares that the back office's form edits: where its
 * facts come from. Each collection's own fields are in its manifest
 * (app/features/<feature>/collection.ts, listed in features/content-pages/collections.ts).
 */
export const provenanceFields: readonly ContentField[] = [
  {
    name: "provenance",
    label: "Where this comes from",
    kind: "choice",
    required: true,
    options: [
      { value: "illustrative", label: "Illustrative: an example, labelled as such on the site" },
      { value: "published", label: "Published: from a public source, named below" },
      { value: "confirmed", label: "Confirmed by the office" },
      { value: "spec", label: "From the site's specification" },
    ],
  },
  {
    name: "source_url",
    label: "Source address",
    hint: "For published facts: the https:// address of the public source.",
    kind: "text",
    maxLength: 500,
    nullable: true,
  },
  date("source_as_at", "Source's date", "For published facts: the date of the source.", false),
];
