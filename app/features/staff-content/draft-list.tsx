import { DRAFT_STATES } from "./words";

export interface ListedDraft {
  id: number;
  href: string;
  title: string;
  collection: string;
  state: keyof typeof DRAFT_STATES;
  by: string;
  note: string;
}

/** Open drafts, each a link to its item with its collection, state, who worked on it last, and the publisher's note. */
export function DraftList({ drafts, none }: { drafts: ListedDraft[]; /** What to say when there are none. */ none: string }) {
  if (drafts.length === 0) return <p>{none}</p>;
  return (
    <ul className="staff-list">
      {drafts.map((draft) => (
        <li key={draft.id}>
          <a href={draft.href}>{draft.title}</a>
          <span className="hint">
            {" "}
            {draft.collection}; {DRAFT_STATES[draft.state]}, by {draft.by}
            {draft.note ? `; note: ${draft.note}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
