import type { Provenance } from "~/content/provenance";
import type { ProvenanceWords } from "~/content/item-kinds";
import type { Prisma } from "~/generated/prisma/client";

/**
 * What the code knows of one collection of the office's content in the
 * database (prisma/migrations: content_collection_register), kept beside its
 * feature as `collection.ts`, so that a new collection is described once.
 * Every list that names the collections is built from these manifests
 * (./collections.ts); the table itself, its search function and its checks
 * stay in a migration and schema.prisma (decision 0059).
 */
export interface CollectionManifest {
  /** The table (and content_collection's table_name). */
  table: string;
  /** The same table as Prisma's client names it. */
  model: Uncapitalize<Prisma.ModelName>;
  /** Plural, as the back office's list heading says it. */
  label: string;
  /** One item, as a sentence says it ("a news article"). */
  item: string;
  /** The field whose value names an item in the back office's lists. */
  titleField: string;
  /** What the back office edits, in the order its form shows them, with the words on the form. */
  fields: readonly ContentField[];
  /** Where readers see an item, when it is live; null: on a page of other items only. */
  publicPath: (row: Record<string, unknown>) => string | null;
  /** What readers' label calls an illustrative item, and what content:audit asks the office to supply. */
  provenance: ProvenanceWords;
  /**
   * Where a new item the office writes comes from, as its form first offers it: "illustrative"
   * (an example of ours, labelled on the site) unless said here. A collection whose new items are
   * the office's own records (a fake reported to it) says "confirmed".
   */
  newItemProvenance?: Provenance;
  /** How content:audit reads and names each item (English rows, whatever their status). */
  audit: CollectionAudit;
  /**
   * The kind of document search shows for its items (the kind its
   * <table>_search_documents() function writes), or null when search does not show them.
   */
  searchKind: string | null;
  /** The block that places this collection inside a content page, if it has one. */
  block?: PageBlock;
  /**
   * What the site alone cannot tell from one field, checked on the whole row a draft proposes once
   * each field is well formed, before the draft is saved (editFromForm): problems by field name,
   * each a sentence the form shows under the field ("Dala is not an LGA of Lagos. Did you mean
   * Dala in Kano?"); none, an empty object. The database's checks still stand behind it, but name
   * a field only by its constraint.
   */
  check?: (row: Record<string, unknown>) => Record<string, string> | Promise<Record<string, string>>;
  /**
   * false: the collection's items are never translated (the site words them from typed fields in
   * each language), so the Translations page lists none of them and offers no translation of one;
   * its migration sets content_collection.translated to false as well. Translated unless said.
   */
  translated?: false;
  /**
   * A new item's id from its proposed row, when the editor types none and its title would not name
   * it alone (every payment window of a state has the state for its title), and what the form's
   * hint says it is made from. Without it, the title's.
   */
  newId?: { of: (row: Record<string, unknown>) => string; from: string };
  /** Where the office sends many items at once as a file, and the link's words on the collection's list. */
  bulk?: { href: string; label: string };
}

export interface CollectionAudit {
  /** The Prisma fields the audit reads besides id, status and provenance (those `name` uses). */
  fields: readonly string[];
  /** The order of the audit's list, as Prisma's orderBy (id last breaks ties). */
  orderBy: readonly Record<string, "asc" | "desc">[];
  /** The item as a reader would name it. */
  name: (row: AuditedRow) => string;
}

/** A row as the audit reads it: the fields it names, with the values Prisma gives them. */
export type AuditedRow = Readonly<Record<string, string | number | null>>;

/**
 * A Markdown container in a page's body (docs/content-markdown.md) that
 * places the collection's live items, and the block it becomes.
 */
export interface PageBlock {
  container: string;
  type: "team" | "stakeholders" | "stateOffices";
}

/**
 * "lines": a list of short texts, one a line of the form's textarea, stored as a text[] column.
 * "time": a moment typed as Lagos reads it ("2026-11-25 14:30"), stored as a timestamptz column.
 */
export type FieldKind = "text" | "long" | "markdown" | "date" | "time" | "integer" | "boolean" | "choice" | "image" | "lines";

export interface ContentField {
  /** The column. */
  name: string;
  label: string;
  hint?: string;
  kind: FieldKind;
  required?: boolean;
  /** For "choice": the values the database allows, and their words. */
  options?: readonly { value: string; label: string }[];
  /** The most characters a text may have (the database's limit where it has one); for "lines", each line. */
  maxLength?: number;
  /** For "lines": the most lines (items) it may have. */
  maxItems?: number;
  /** An empty entry is stored as no value (NULL), as the column allows; dates always are. */
  nullable?: boolean;
}

/** The fields and orders several collections share. */
export const position: ContentField = {
  name: "position",
  label: "Position",
  hint: "Lower numbers come first.",
  kind: "integer",
  required: true,
};
/** A picture: one uploaded under Files (its description goes with it), or the one the item has now. */
export const imageUrl: ContentField = {
  name: "image_url",
  label: "Image",
  hint: "Choose a photo uploaded under Files; what it shows is the description given when it was uploaded.",
  kind: "image",
  maxLength: 500,
};
export const fileUrl: ContentField = {
  name: "file_url",
  label: "Document address",
  hint: "An address on this site starting with /, or a full https:// address.",
  kind: "text",
  maxLength: 500,
};
/** A date, with the form it is written in as the hint's last words (GOV.UK puts examples in hints, never placeholders). */
export const date = (name: string, label: string, hint?: string, required = true): ContentField => ({
  name,
  label,
  hint: [hint, "As 2026-11-25."].filter(Boolean).join(" "),
  kind: "date",
  required,
});

export const NEWEST_FIRST = [{ publishedOn: "desc" }, { id: "asc" }] as const;
export const IN_ORDER = [{ position: "asc" }, { id: "asc" }] as const;
/** A moment in Lagos time, with the form it is written in as the hint's last words. */
export const time = (name: string, label: string, hint?: string, required = true): ContentField => ({
  name,
  label,
  hint: [hint, "As 2026-11-25 14:30, Lagos time."].filter(Boolean).join(" "),
  kind: "time",
  required,
});

/** An item named by its title. */
export const titled = (row: AuditedRow) => String(row.title);
