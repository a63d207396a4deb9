import { data, redirect } from "@remix-run/node";
import { PREFIXED_LOCALES } from "~/i18n/locales";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { renderMarkdown } from "~/features/content/markdown.server";
import { renderPageBody } from "~/features/content-pages/page-body.server";
import type { Block } from "~/content/types";
import { formText } from "~/features/forms/form-data.server";
import { saveDraft, type DraftRefusal } from "./content.server";
import { entriesFrom, fieldOfConstraint, newItemId, proposedRow, type Entries } from "./form";
import type { CollectionManifest, ContentField } from "~/features/content/collection-manifest";
import { manifestOf } from "~/features/content-pages/collections";

/** The collection an address names, or a 404. */
export function requireCollection(table: string | undefined): CollectionManifest {
  const collection = table ? manifestOf(table) : null;
  if (!collection) throw new Response("The back office has no such collection.", { status: 404 });
  return collection;
}

/** How each Markdown field will read: a page's body with its containers, any other as the site renders Markdown. */
export type PreviewPart = { label: string; html: string } | { label: string; blocks: Block[] };

export function previewOf(collection: CollectionManifest, entries: Entries): PreviewPart[] {
  return collection.fields.filter((field) => field.kind === "markdown").map((field) => previewPart(collection, field, entries));
}

/** One Markdown field as readers will see it: for the Preview button, and for the live preview (routes/staff.content.preview.ts). */
export function previewPart(collection: CollectionManifest, field: ContentField, entries: Entries): PreviewPart {
  return collection.table === "content_page" && field.name === "body"
    ? { label: field.label, blocks: renderPageBody(entries.lead ?? "", entries.body ?? "").blocks }
    : { label: field.label, html: renderMarkdown(entries[field.name] ?? "") };
}

export type EditOutcome =
  | { saved: { id: string; draftId: number } }
  | { shown: { entries: Entries; problems: Record<string, string>; preview: PreviewPart[] | null; newId?: string }; status: number };

/**
 * The original and language a new translation's form carries, or null; a language the site lacks,
 * or a collection that is not translated, is refused.
 */
function translationFrom(collection: CollectionManifest, form: FormData): { translation_of: string; locale: string } | null {
  const of = formText(form, "translation_of").trim();
  const locale = formText(form, "locale").trim();
  if (!of && !locale) return null;
  if (!of || !(PREFIXED_LOCALES as readonly string[]).includes(locale) || collection.translated === false)
    throw new Response("That is not a translation this site can hold.", { status: 400 });
  return { translation_of: of, locale };
}

/**
 * A form's post: "preview" renders the Markdown under the form; "save" keeps
 * the draft unless the site, the collection's own check (its manifest's
 * `check`, on the whole row) or the database refuses an entry, which is then
 * named by its field, with everything typed kept.
 */
export async function editFromForm(
  member: StaffMember,
  collection: CollectionManifest,
  form: FormData,
  existingId: string | null,
): Promise<EditOutcome> {
  const entries = entriesFrom(collection, form);
  const typedId = formText(form, "id");
  const newId = existingId === null ? typedId : undefined;
  if (formText(form, "intent") === "preview")
    return { shown: { entries, problems: {}, preview: previewOf(collection, entries), newId }, status: 200 };
  const proposed = proposedRow(collection, entries);
  const named = "row" in proposed && collection.newId ? collection.newId.of(proposed.row) : (entries[collection.titleField] ?? "");
  const id = existingId ?? newItemId(typedId, named);
  const problems: Record<string, string> = "problems" in proposed ? { ...proposed.problems } : {};
  if (existingId === null && id === "") problems.id = "Enter an id, or a title it can be made from";
  if (Object.keys(problems).length > 0 || !("row" in proposed)) return { shown: { entries, problems, preview: null, newId }, status: 400 };
  const checked = collection.check ? await collection.check(proposed.row) : {};
  if (Object.keys(checked).length > 0) return { shown: { entries, problems: checked, preview: null, newId }, status: 400 };
  // A new translation (from the Translations page): linked to its original, in its language; the database checks both.
  const translation = existingId === null ? translationFrom(collection, form) : null;
  // It starts as a draft translation whatever the original's provenance: a publisher confirms it once a fluent reader has.
  const row = translation ? { ...proposed.row, ...translation, provenance: "illustrative" } : proposed.row;
  const saved = await saveDraft(member, collection, id, row, existingId === null);
  if ("draftId" in saved) return { saved: { id, draftId: saved.draftId } };
  const { key, message, status } = refusalOf(collection, saved.refused);
  return { shown: { entries, problems: { [key]: message }, preview: null, newId }, status };
}

/** A draft the database refused, worded for the form: the field it names (else the title), its sentence, and the status. */
export function refusalOf(collection: CollectionManifest, refused: DraftRefusal): { key: string; message: string; status: number } {
  const { sqlstate, constraint } = refused;
  const field = fieldOfConstraint(collection, constraint);
  const message =
    sqlstate === "23505"
      ? constraint?.endsWith("_pkey")
        ? "An item with this id exists already. Give it another id."
        : `${field?.label ?? "One of these entries"} is already used by another item. Choose another.`
      : field
        ? `${field.label} is not accepted here. Check it against the hint.`
        : sqlstate === "23514" && constraint?.endsWith("_window")
          ? "It would leave the site before it appears: a closing date must be after today."
          : "The database did not accept these entries. Check each against its hint.";
  const key = sqlstate === "23505" && constraint?.endsWith("_pkey") ? "id" : (field?.name ?? collection.titleField);
  return { key, message, status: sqlstate === "23505" ? 409 : 400 };
}

/** A form's post answered: saved, back to the item's page saying so; else the form again, as editFromForm shows it. */
export async function draftFormAnswer(member: StaffMember, collection: CollectionManifest, form: FormData, existingId: string | null) {
  const outcome = await editFromForm(member, collection, form, existingId);
  if ("saved" in outcome) return redirect(`/staff/content/${collection.table}/${outcome.saved.id}?saved=1`, 303);
  return data(outcome.shown, { status: outcome.status });
}
