import { ScrollRegion } from "~/components/scroll-region";
import type { KeyPlace } from "~/features/staff-auth/key-place";
import { QUEUE_VIEW_NAMES, QUEUE_VIEWS, type QueueView } from "./queue";
import { whoHasIt, workingDaysText } from "./request-words";

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

export function QueueTable({ caption, requests, me }: { caption: string; requests: readonly QueueRow[]; me: string }) {
  if (requests.length === 0) return <p>No requests here.</p>;
  return (
    <ScrollRegion labelledBy="queue-caption">
      <table className="staff-table">
        <caption id="queue-caption" className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Organisation</th>
            <th scope="col">Status</th>
            <th scope="col">Age</th>
            <th scope="col">With</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((entry) => (
            <tr key={entry.reference}>
              <td>
                <a href={`/staff/requests/${entry.reference}`} className="staff-reference">
                  {entry.reference}
                </a>
                <br />
                <span className="hint">
                  {entry.received}, {entry.channel}
                </span>
              </td>
              <td>
                {entry.organisation}
                <br />
                <span className="hint">{entry.sector}</span>
              </td>
              <td>{entry.status}</td>
              <td>
                {workingDaysText(entry.age)}
                {entry.overdue ? (
                  <>
                    {" "}
                    <strong className="status-tag status-tag--warning">Overdue</strong>
                  </>
                ) : null}
              </td>
              <td>{whoHasIt(entry.assignee, me)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
