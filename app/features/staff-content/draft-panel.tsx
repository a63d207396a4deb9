import type { ReactNode } from "react";
import { ActionButton } from "./action-button";
import { Changes } from "./changes";
import type { FieldChange } from "./compare";
import { KeptField } from "./kept-field";
import { PublishAtField, UrgentReason } from "./publish-fields";
import type { Problems } from "~/components/form-fields";
import type { ItemOffers } from "./publishing";

export interface DraftView {
  stateWords: string;
  by: string;
  note: string;
  /** Whether the reader worked on it (so publishing it needs a reason). */
  own: boolean;
  changes: FieldChange[];
}

/** An item's draft, what it changes and what may be done with it; or the way to start one. */
export function DraftPanel({
  base,
  draft,
  offers,
  previewable,
  hidden,
  problems,
  typed,
}: {
  /** The item page's address. */
  base: string;
  draft: DraftView | null;
  offers: ItemOffers;
  /** Whether its page can be seen on a phone and a desktop (page-preview.tsx). */
  previewable: boolean;
  hidden: ReactNode;
  problems: Problems;
  typed: Record<string, string>;
}) {
  if (!draft)
    return (
      <p>
        No draft. <a href={`${base}/edit`}>Edit this item</a> to start one.
      </p>
    );
  return (
    <>
      <p>
        A draft, {draft.stateWords}, last changed by {draft.by}
        {draft.note ? `. The publisher's note: ${draft.note}` : ""}.
      </p>
      <Changes changes={draft.changes} caption="What the draft changes" />
      <div className="staff-actions">
        {offers.editDraft ? (
          <a className="button button--secondary" href={`${base}/edit`}>
            Edit the draft
          </a>
        ) : null}
        {previewable ? (
          <a className="button button--secondary" href={`${base}/preview`}>
            See its page on a phone and a desktop
          </a>
        ) : null}
        {offers.submit ? <ActionButton hidden={hidden} intent="submit" label="Send for review" /> : null}
        <ActionButton hidden={hidden} intent="discard" label="Discard the draft" />
      </div>
      {offers.publish ? <PublishForm own={draft.own} hidden={hidden} problems={problems} typed={typed} /> : null}
      {offers.return ? (
        <>
          <h3>Return it</h3>
          <form method="post" noValidate>
            {hidden}
            <KeptField name="note" label="What needs changing" rows={3} error={problems.note} value={typed.note ?? ""} />
            <button type="submit" name="intent" value="return" className="button--secondary">
              Return to its writer
            </button>
          </form>
        </>
      ) : null}
    </>
  );
}

/** Publishing the draft, now or at a time, until a time; a reason if the reader worked on it. */
function PublishForm({
  own,
  hidden,
  problems,
  typed,
}: {
  own: boolean;
  hidden: ReactNode;
  problems: Problems;
  typed: Record<string, string>;
}) {
  return (
    <>
      <h3>Publish</h3>
      <form method="post" noValidate>
        {hidden}
        <PublishAtField problems={problems} typed={typed} />
        <KeptField
          name="unpublish_at"
          label="Goes at (Lagos time)"
          hint="As 2026-11-25 14:30. Leave empty to keep it up."
          error={problems.unpublish_at}
          value={typed.unpublish_at ?? ""}
        />
        <UrgentReason own={own} whose="You worked on this draft" problems={problems} typed={typed} />
        <button type="submit" name="intent" value="publish">
          Publish
        </button>
      </form>
    </>
  );
}
