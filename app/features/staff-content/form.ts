import { lagosTimeText, parseLagosTime } from "~/utils/lagos-time";
import { slugify } from "~/utils/slug";
import type { CollectionManifest, ContentField } from "~/features/content/collection-manifest";
import { provenanceFields } from "./provenance-fields";

/**
 * A collection's form, both ways: the row as the form's entries (strings,
 * as typed), and the entries as the row a draft proposes, with what is wrong
 * with each entry the site can tell by itself. What only the database knows
 * (its checks) comes back from the draft's trial write.
 */
export type Entries = Record<string, string>;

export function formFields(collection: CollectionManifest): readonly ContentField[] {
  return [...collection.fields, ...provenanceFields];
}

/** A field's hint on the form; a list's also says how to write it, and its limits. */
export function fieldHint(field: ContentField): string | undefined {
  if (field.kind !== "lines") return field.hint;
  const limits = [
    field.maxItems !== undefined ? `at most ${field.maxItems} lines` : null,
    field.maxLength !== undefined ? `each ${field.maxLength} characters or fewer` : null,
  ].filter(Boolean);
  return [field.hint, `One item per line${limits.length > 0 ? `: ${limits.join(", ")}` : ""}.`].filter(Boolean).join(" ");
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function entryOf(field: ContentField, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (field.kind === "boolean") return value === true ? "on" : "";
  if (field.kind === "date") return typeof value === "string" ? value.slice(0, 10) : "";
  if (field.kind === "time") return typeof value === "string" || value instanceof Date ? lagosTimeText(new Date(value)) : "";
  if (field.kind === "lines") return Array.isArray(value) ? value.filter((item) => typeof item === "string").join("\n") : "";
  return typeof value === "string" ? value : typeof value === "number" ? value.toString() : "";
}

/** A row's entries; with no row, a new item's, its provenance the collection's default for one (illustrative unless it says). */
export function entriesOf(collection: CollectionManifest, row: Record<string, unknown> | null): Entries {
  const entries: Entries = {};
  const provenance = collection.newItemProvenance ?? "illustrative";
  for (const field of formFields(collection))
    entries[field.name] = entryOf(field, row?.[field.name] ?? (field.name === "provenance" ? provenance : null));
  return entries;
}

export function entriesFrom(collection: CollectionManifest, form: FormData): Entries {
  const entries: Entries = {};
  for (const field of formFields(collection)) {
    const value = form.get(field.name);
    entries[field.name] = typeof value === "string" ? value.replace(/\r\n/g, "\n") : "";
  }
  return entries;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A "lines" field's items: one a line, each trimmed, empty lines left out; or what is wrong with
 * them (too many; a line too long, by its number in the box; a repeat, whatever its case).
 */
export function linesOf(field: ContentField, raw: string): { items: string[] } | { problem: string } {
  const lines = raw
    .split("\n")
    .map((text, index) => ({ text: text.trim(), number: index + 1 }))
    .filter((line) => line.text !== "");
  if (lines.length === 0 && field.required) return { problem: `Enter ${field.label.toLowerCase()}` };
  if (field.maxItems !== undefined && lines.length > field.maxItems)
    return { problem: `${field.label}: give ${field.maxItems} lines or fewer, one item a line (there are ${lines.length})` };
  const seen = new Set<string>();
  for (const { text, number } of lines) {
    if (field.maxLength !== undefined && [...text].length > field.maxLength)
      return { problem: `${field.label}: line ${number} must be ${field.maxLength} characters or fewer` };
    const key = text.toLocaleLowerCase("en");
    if (seen.has(key)) return { problem: `${field.label}: line ${number} repeats "${text}"; keep one` };
    seen.add(key);
  }
  return { items: lines.map((line) => line.text) };
}

/** The row a draft proposes, or the problems, each by field, in the form's order. */
export function proposedRow(
  collection: CollectionManifest,
  entries: Entries,
): { row: Record<string, unknown> } | { problems: Record<string, string> } {
  const row: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const field of formFields(collection)) {
    const raw = entries[field.name] ?? "";
    if (field.kind === "lines") {
      const lines = linesOf(field, raw);
      if ("problem" in lines) problems[field.name] = lines.problem;
      else row[field.name] = lines.items;
      continue;
    }
    const value = field.kind === "markdown" || field.kind === "long" ? raw.trimEnd() : raw.trim();
    if (field.required && value === "" && field.kind !== "boolean") {
      problems[field.name] = `Enter ${field.label.toLowerCase()}`;
      continue;
    }
    if (field.maxLength !== undefined && [...value].length > field.maxLength) {
      problems[field.name] = `${field.label} must be ${field.maxLength} characters or fewer`;
      continue;
    }
    switch (field.kind) {
      case "boolean":
        row[field.name] = value !== "";
        break;
      case "integer":
        // An optional number left empty is none (a window's amount, where it is not public).
        if (value === "" && field.nullable) row[field.name] = null;
        else if (!/^-?\d{1,9}$/.test(value)) problems[field.name] = `${field.label} must be a whole number, such as 3`;
        else row[field.name] = Number(value);
        break;
      case "date":
        if (value === "") row[field.name] = null;
        else if (!isRealDate(value)) problems[field.name] = `${field.label} must be a real date, written as 2026-11-25`;
        else row[field.name] = value;
        break;
      case "time": {
        const moment = parseLagosTime(value);
        if (moment === "invalid") problems[field.name] = `${field.label} must be a real time, written as 2026-11-25 14:30`;
        else row[field.name] = moment?.toISOString() ?? null;
        break;
      }
      case "choice":
        if (value !== "" && !field.options?.some((option) => option.value === value))
          problems[field.name] = `Choose ${field.label.toLowerCase()}`;
        else row[field.name] = value === "" && field.nullable ? null : value;
        break;
      default:
        row[field.name] = value === "" && field.nullable ? null : value;
    }
  }
  return Object.keys(problems).length > 0 ? { problems } : { row };
}

/** The field a database check names (its constraints are called table_field_check), for its message. */
export function fieldOfConstraint(collection: CollectionManifest, constraint: string | null): ContentField | null {
  if (!constraint) return null;
  const rest = constraint.startsWith(`${collection.table}_`) ? constraint.slice(collection.table.length + 1) : constraint;
  if (rest === "published_has_source") return provenanceFields.find((field) => field.name === "source_url") ?? null;
  return formFields(collection).find((field) => rest === `${field.name}_check` || rest.startsWith(`${field.name}_`)) ?? null;
}

/** A new item's id: the one typed, or its title's as an article's address is made (slugify), at most 60 characters. */
export function newItemId(typed: string, title: string): string {
  return slugify(typed.trim() || title)
    .slice(0, 60)
    .replace(/-+$/, "");
}
