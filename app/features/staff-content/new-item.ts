import { isMediaAddress } from "~/features/media/addresses";
import { formFields, type Entries } from "./form";
import type { CollectionManifest } from "~/features/content/collection-manifest";

/**
 * A new item's entries as a link from the Files page starts them ("Write a news article with this
 * photo", "Publish it as a policy document"): an upload's address, or one of a choice's own values,
 * in the field the link names; nothing else.
 */
export function prefilledEntries(collection: CollectionManifest, entries: Entries, query: URLSearchParams): Entries {
  const filled = { ...entries };
  for (const field of formFields(collection)) {
    const value = query.get(field.name);
    if (value !== null && (isMediaAddress(value) || field.options?.some((option) => option.value === value))) filled[field.name] = value;
  }
  return filled;
}
