import { StaffTable } from "~/components/staff-table";

export interface ListedRow {
  id: string;
  title: string;
  status: string;
  provenance: string;
  draft: string | null;
  updated: string;
}

/** A page of a collection's items: each a link to its page, its status and draft, and where it comes from. */
export function CollectionItems({ table, label, items }: { table: string; label: string; items: ListedRow[] }) {
  if (items.length === 0) return <p>No items match.</p>;
  return (
    <StaffTable
      labelledBy="items-caption"
      captionId="items-caption"
      caption={label}
      head={
        <>
          <th scope="col">Item</th>
          <th scope="col">Status</th>
          <th scope="col">Source</th>
        </>
      }
    >
      {items.map((entry) => (
        <tr key={entry.id}>
          <td>
            <a href={`/staff/content/${table}/${entry.id}`}>{entry.title}</a>
            {entry.updated ? <span className="hint"> (changed {entry.updated})</span> : null}
          </td>
          <td>
            {entry.status}
            {entry.draft ? `; a draft ${entry.draft}` : ""}
          </td>
          <td>{entry.provenance}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
