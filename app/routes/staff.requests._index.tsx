import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { KeyPager } from "~/features/staff-auth/key-pager";
import { pageAtKey } from "~/features/staff-auth/key-page.server";
import { keyPlaceOf, type KeyPlace } from "~/features/staff-auth/key-place";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import {
  CHANNEL_NAMES,
  OVERDUE_AFTER_WORKING_DAYS,
  QUEUE_VIEW_HINTS,
  QUEUE_VIEW_NAMES,
  QUEUE_VIEWS,
  queueViewOf,
  type QueueView,
} from "~/features/staff-requests/queue";
import { queue, queueCounts } from "~/features/staff-requests/requests.server";
import { statusName } from "~/features/requests/status-words";
import { lagosTimeText } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Data access requests");

/** A view's first page, or the page after (or before) a row's key: plain links, so the pager needs no JavaScript. */
function queueHref(view: QueueView, place: KeyPlace = null): string {
  const query = new URLSearchParams({ view, ...(place ?? {}) });
  return `/staff/requests?${query}#requests`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const query = new URL(request.url).searchParams;
  const view = queueViewOf(query.get("view"));
  const place = keyPlaceOf(query);
  const counts = queueCounts(member);
  const { page, lost } = await pageAtKey(place, (at) => queue(member, view, at));
  return data(
    {
      view,
      counts: await counts,
      lost,
      first: page.first,
      last: page.last,
      moreBefore: page.moreBefore,
      moreAfter: page.moreAfter,
      // A page reached by a link that now shows nothing (its rows were decided meanwhile) offers the first page.
      paged: place !== null,
      me: member.name,
      requests: page.requests.map((entry) => ({
        reference: entry.reference,
        organisation: entry.organizationName ?? "Details erased",
        sector: entry.sector,
        channel: CHANNEL_NAMES[entry.channel] ?? entry.channel,
        status: statusName(entry.status),
        assignee: entry.assignee,
        received: lagosTimeText(entry.createdAt).slice(0, 10),
        age: entry.workingDays,
        overdue: entry.decidedAt === null && entry.workingDays > OVERDUE_AFTER_WORKING_DAYS,
      })),
    },
    { status: lost ? 400 : 200 },
  );
}

export default function RequestQueue() {
  const { view, counts, lost, first, last, moreBefore, moreAfter, paged, me, requests } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Data access requests">
      <p className="staff-actions">
        <a className="button" href="/staff/requests/new">
          Enter a paper or e-mailed request
        </a>{" "}
        <a className="button button--secondary" href="/staff/requests/export">
          Export
        </a>
      </p>
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
      <h2 id="requests" tabIndex={-1}>
        {QUEUE_VIEW_NAMES[view]}
      </h2>
      <p className="hint">{QUEUE_VIEW_HINTS[view]}</p>
      {lost ? (
        <div className="callout callout--warning" role="alert">
          <p>That place in the queue is not one this page knows, so here is the view&rsquo;s first page.</p>
        </div>
      ) : null}
      {requests.length === 0 ? (
        <p>No requests here.</p>
      ) : (
        <ScrollRegion labelledBy="queue-caption">
          <table className="staff-table">
            <caption id="queue-caption" className="visually-hidden">
              {QUEUE_VIEW_NAMES[view]} requests, {requests.length} of {counts[view]}
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
                    <a href={`/staff/requests/${entry.reference}`}>{entry.reference}</a>
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
                    {entry.age} working day{entry.age === 1 ? "" : "s"}
                    {entry.overdue ? (
                      <>
                        {" "}
                        <strong className="status-tag status-tag--warning">Overdue</strong>
                      </>
                    ) : null}
                  </td>
                  <td>{entry.assignee === null ? "Nobody" : entry.assignee === me ? "You" : entry.assignee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <KeyPager
        label="Pages of the queue"
        href={(place) => queueHref(view, place)}
        first={first}
        last={last}
        moreBefore={moreBefore}
        moreAfter={moreAfter}
        paged={paged}
      />
      <p>
        <a href="/staff/holidays">Public holidays</a> do not count towards a request&rsquo;s age.
      </p>
    </StaffPage>
  );
}
