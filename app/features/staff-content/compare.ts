import { diffArrays, diffLines } from "diff";
import { formFields } from "./form";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/** One field that differs between two versions of an item, as the compare view shows it. */
export interface FieldChange {
  name: string;
  label: string;
  before: string;
  after: string;
  /** For long text: the lines kept, removed and added, in order (jsdiff); for a list ("lines"), its items. */
  lines: { text: string; change: "same" | "removed" | "added" }[] | null;
}

/** A list's items (a text[] column, as the row's JSON has it); none for anything else. */
const itemsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map((item) => String(item)) : []);

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? ""
    : typeof value === "boolean"
      ? value
        ? "Yes"
        : "No"
      : typeof value === "string"
        ? value
        : Array.isArray(value)
          ? itemsOf(value).join("\n")
          : JSON.stringify(value);

type Line = NonNullable<FieldChange["lines"]>[number];

const changeOf = (part: { added: boolean; removed: boolean }): Line["change"] => (part.added ? "added" : part.removed ? "removed" : "same");

/** Long text compared line by line. */
const textLines = (old: string, now: string): Line[] =>
  diffLines(old.endsWith("\n") ? old : `${old}\n`, now.endsWith("\n") ? now : `${now}\n`).flatMap((part) =>
    part.value
      .replace(/\n$/, "")
      .split("\n")
      .map((text) => ({ text, change: changeOf(part) })),
  );

/** A list compared item by item, in order: each item kept, removed or added. */
const itemLines = (old: unknown, now: unknown): Line[] =>
  diffArrays(itemsOf(old), itemsOf(now)).flatMap((part) => part.value.map((text) => ({ text, change: changeOf(part) })));

/** The fields a form edits that differ between `before` (null: a new item) and `after`, plus the status and schedule. */
export function compareRows(
  collection: CollectionManifest,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): FieldChange[] {
  const fields = [
    ...formFields(collection),
    { name: "status", label: "Status", kind: "text" as const },
    { name: "publish_at", label: "Appears from", kind: "text" as const },
    { name: "unpublish_at", label: "Goes at", kind: "text" as const },
  ];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (!(field.name in after)) continue;
    const words = (value: unknown) =>
      ("options" in field && field.options?.find((option) => option.value === value)?.label) || shown(value);
    const old = words(before?.[field.name]);
    const now = words(after[field.name]);
    if (old === now) continue;
    const lines =
      field.kind === "lines"
        ? itemLines(before?.[field.name], after[field.name])
        : field.kind === "markdown" || field.kind === "long"
          ? textLines(old, now)
          : null;
    changes.push({ name: field.name, label: field.label, before: old, after: now, lines });
  }
  return changes;
}
