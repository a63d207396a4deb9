import { ContentForm, type ImageChoice } from "./content-form";
import type { EditOutcome } from "./editing.server";
import type { Entries } from "./form";
import { MarkdownPreview } from "./preview";
import type { CollectionManifest } from "~/features/content/collection-manifest";

type Shown = Extract<EditOutcome, { shown: unknown }>["shown"];

/** A draft's form, new or of an item, with what a refused or previewed post showed, and the Markdown preview under it. */
export function DraftEditor({
  collection,
  entries,
  shown,
  csrf,
  images,
  newId,
  translation,
}: {
  collection: CollectionManifest;
  /** What the form starts from, until a post shows something else. */
  entries: Entries;
  shown: Shown | undefined;
  csrf: string;
  images: readonly ImageChoice[];
  /** For a new item: the id it starts with. */
  newId?: string;
  translation?: { of: string; locale: string } | null;
}) {
  return (
    <>
      <ContentForm
        collection={collection}
        entries={shown?.entries ?? entries}
        problems={shown?.problems ?? {}}
        csrf={csrf}
        newId={newId === undefined ? undefined : (shown?.newId ?? newId)}
        translation={translation}
        images={images}
      />
      {shown?.preview ? <MarkdownPreview parts={shown.preview} /> : null}
    </>
  );
}
