import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/list-pager";
import { ScrollRegion } from "~/components/scroll-region";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import {
  CHANNEL_NAMES,
  QUEUE_VIEW_HINTS,
  QUEUE_VIEW_NAMES,
  QUEUE_VIEWS,
  queueViewOf,
  type QueueView,
} from "~/features/staff-requests/queue";
import { queue, queueCounts, QUEUE_PAGE_SIZE } from "~/features/staff-requests/requests.server";
import { statusName } from "~/features/requests/status-words";
import { lagosTimeText } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Data access requests");

const queueHref = (view: QueueView, page = 1) => `/staff/requests?view=${view}${page > 1 ? `&page=${page}` : ""}#requests`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const query = new URL(request.url).searchParams;
  const view = queueViewOf(query.get("view"));
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.get("page") ?? "1", 10) || 1));
  const [{ requests, total }, counts] = await Promise.all([queue(member, view, page), queueCounts(member)]);
  return {
    view,
    page,
    pages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
    counts,
    me: member.name,
    requests: requests.map((entry) => ({
      reference: entry.reference,
      organisation: entry.organizationName ?? "Details erased",
      sector: entry.sector,
      channel: CHANNEL_NAMES[entry.channel] ?? entry.channel,
      status: statusName(entry.status),
      assignee: entry.assignee,
      received: lagosTimeText(entry.createdAt).slice(0, 10),
      age: entry.workingDays,
      overdue: entry.decidedAt === null && entry.workingDays > 10,
    })),
  };
}

export default function RequestQueue() {
  const { view, page, pages, counts, me, requests } = useLoaderData<typeof loader>();
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
      {requests.length === 0 ? (
        <p>No requests here.</p>
      ) : (
        <ScrollRegion labelledBy="queue-caption">
          <table className="staff-table">
            <caption id="queue-caption" className="visually-hidden">
              {QUEUE_VIEW_NAMES[view]} requests, page {page} of {pages}
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
      {pages > 1 ? <ListPager hrefFor={(number) => queueHref(view, number)} page={page} pages={pages} label="Pages of the queue" /> : null}
      <p>
        <a href="/staff/holidays">Public holidays</a> do not count towards a request&rsquo;s age.
      </p>
    </StaffPage>
  );
}
