import { Changes } from "./changes";
import { StaffTable } from "~/components/staff-table";
import type { FieldChange } from "./compare";

export interface RevisionLine {
  id: number;
  at: string;
  actor: string;
  action: string;
  restorable: boolean;
}

/** An item's changes, newest first, each to compare and (for a publisher) to restore; and the one being compared. */
export function ItemHistory({
  base,
  csrf,
  publisher,
  revisions,
  compared,
}: {
  /** The item page's address. */
  base: string;
  csrf: string;
  publisher: boolean;
  revisions: RevisionLine[];
  compared: { id: number; changes: FieldChange[] } | null;
}) {
  return (
    <>
      <h2>History</h2>
      {revisions.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <StaffTable
          labelledBy="history-caption"
          captionId="history-caption"
          caption="Changes to this item, newest first"
          head={
            <>
              <th scope="col">When (Lagos)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
            </>
          }
        >
          {revisions.map((revision) => (
            <tr key={revision.id}>
              <td>{revision.at}</td>
              <td>{revision.actor}</td>
              <td>
                {revision.action} (<a href={`${base}?compare=${revision.id}#compared`}>compare</a>)
                {publisher && revision.restorable ? (
                  <form method="post">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="revision" value={revision.id} />{" "}
                    <button type="submit" name="intent" value="restore" className="button--secondary">
                      Restore this version
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {compared ? (
        <section id="compared" aria-labelledby="compared-heading">
          <h3 id="compared-heading">What that change did</h3>
          <Changes changes={compared.changes} caption="Fields before and after the change" />
        </section>
      ) : null}
    </>
  );
}
