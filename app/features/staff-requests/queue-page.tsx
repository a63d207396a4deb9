import { whoHasIt } from "~/features/cases/case-words";
import { CaseQueueTable, OverdueTag, type QueueColumn } from "~/features/cases/queue-table";
import type { KeyPlace } from "~/features/staff-auth/key-place";
import { requestCaseHref } from "./paths";
import { QUEUE_VIEW_NAMES, QUEUE_VIEWS, type QueueView } from "./queue";
import { workingDaysText } from "./request-words";

/** A view's first page, or the page after (or before) a row's key: plain links, so the pager needs no JavaScript. */
export function queueHref(view: QueueView, place: KeyPlace = null): string {
  const query = new URLSearchParams({ view, ...(place ?? {}) });
  return `/staff/requests?${query}#requests`;
}

/** The queue's views as tabs, each with its count. */
export function QueueTabs({ view, counts }: { view: QueueView; counts: Record<QueueView, number> }) {
  return (
    <nav aria-label="Views of the queue" className="staff-tabs">
      <ul>
        {QUEUE_VIEWS.map((name) => (
          <li key={name}>
            <a href={queueHref(name)} aria-current={name === view ? "page" : undefined}>
              {QUEUE_VIEW_NAMES[name]} ({counts[name]})
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface QueueRow {
  reference: string;
  organisation: string;
  sector: string;
  channel: string;
  status: string;
  assignee: string | null;
  received: string;
  age: number;
  overdue: boolean;
}

/** The request queue's columns after the reference (cases/queue-table.tsx). */
const QUEUE_COLUMNS: readonly QueueColumn<QueueRow & { me: string }>[] = [
  {
    head: "Organisation",
    cell: (entry) => (
      <>
        {entry.organisation}
        <br />
        <span className="hint">{entry.sector}</span>
      </>
    ),
  },
  { head: "Status", cell: (entry) => entry.status },
  {
    head: "Age",
    cell: (entry) => (
      <>
        {workingDaysText(entry.age)}
        <OverdueTag overdue={entry.overdue} />
      </>
    ),
  },
  { head: "With", cell: (entry) => whoHasIt(entry.assignee, entry.me) },
];

export function QueueTable({ caption, requests, me }: { caption: string; requests: readonly QueueRow[]; me: string }) {
  return (
    <CaseQueueTable
      captionId="queue-caption"
      caption={caption}
      empty="No requests here."
      caseHref={requestCaseHref}
      columns={QUEUE_COLUMNS}
      rows={requests.map((entry) => ({ ...entry, me }))}
    />
  );
}
