import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { KeyPager } from "~/features/staff-auth/key-pager";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { QUEUE_VIEW_HINTS, QUEUE_VIEW_NAMES } from "~/features/staff-requests/queue";
import { queueHref, QueueTable, QueueTabs } from "~/features/staff-requests/queue-page";
import { queuePage } from "~/features/staff-requests/queue-page.server";

export const meta: MetaFunction = () => staffMeta("Data access requests");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const page = await queuePage(member, new URL(request.url).searchParams);
  return data(page, { status: page.lost ? 400 : 200 });
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
      <QueueTabs view={view} counts={counts} />
      <h2 id="requests" tabIndex={-1}>
        {QUEUE_VIEW_NAMES[view]}
      </h2>
      <p className="hint">{QUEUE_VIEW_HINTS[view]}</p>
      {lost ? (
        <div className="callout callout--warning" role="alert">
          <p>That place in the queue is not one this page knows, so here is the view&rsquo;s first page.</p>
        </div>
      ) : null}
      <QueueTable caption={`${QUEUE_VIEW_NAMES[view]} requests, ${requests.length} of ${counts[view]}`} requests={requests} me={me} />
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
