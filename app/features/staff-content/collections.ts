import { collectionManifests, manifestOf } from "~/features/content/collections";
import { date, type CollectionManifest, type ContentField } from "~/features/content/collection-manifest";

/**
 * What the back office edits in each collection of the office's content
 * (prisma/migrations: content_collection_register): its fields, in the order
 * a form shows them, with the words on the form, as each collection's
 * manifest (app/features/<feature>/collection.ts) gives them. The database's
 * checks still decide what may be saved; these say what each field is for.
 */
export type { ContentField, FieldKind } from "~/features/content/collection-manifest";
export type ContentCollection = CollectionManifest;

export const contentCollections: readonly ContentCollection[] = collectionManifests;

/** The fields every item shares that a form edits: where its facts come from. */
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

export const collectionOf: (table: string) => ContentCollection | null = manifestOf;
