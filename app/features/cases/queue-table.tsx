import type { ReactNode } from "react";
import { StaffTable } from "~/components/staff-table";

/**
 * A staff queue of cases, whatever their workflow: its caption for screen readers only (a heading
 * or the tabs name it on screen), each row opened by its reference, linked to the case's page,
 * with the day it came and how. The workflow names the other columns and says each cell.
 */
export interface QueueCase {
  reference: string;
  /** The day it came, as the table shows it. */
  received: string;
  channel: string;
}

export interface QueueColumn<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
}

export function CaseQueueTable<Row extends QueueCase>({
  captionId,
  caption,
  empty,
  caseHref,
  columns,
  rows,
}: {
  captionId: string;
  caption: string;
  /** What the queue says when the view has no case: in the workflow's words. */
  empty: string;
  caseHref: (reference: string) => string;
  columns: readonly QueueColumn<Row>[];
  rows: readonly Row[];
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <StaffTable
      labelledBy={captionId}
      caption={caption}
      captionId={captionId}
      head={
        <>
          <th scope="col">Reference</th>
          {columns.map((column) => (
            <th scope="col" key={column.head}>
              {column.head}
            </th>
          ))}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.reference}>
          <td>
            <a href={caseHref(row.reference)} className="staff-reference">
              {row.reference}
            </a>
            <br />
            <span className="hint">
              {row.received}, {row.channel}
            </span>
          </td>
          {columns.map((column) => (
            <td key={column.head}>{column.cell(row)}</td>
          ))}
        </tr>
      ))}
    </StaffTable>
  );
}

/** After a case's age or promised date: overdue said in words, not only in colour. */
export function OverdueTag({ overdue }: { overdue: boolean }) {
  return overdue ? (
    <>
      {" "}
      <strong className="status-tag status-tag--warning">Overdue</strong>
    </>
  ) : null;
}
