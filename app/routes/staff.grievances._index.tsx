import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";
import { KeyPager } from "~/features/staff-auth/key-pager";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { GRIEVANCE_VIEW_HINTS, GRIEVANCE_VIEW_NAMES, grievanceQueueHref } from "~/features/staff-grievances/queue";
import { GrievanceFilters, GrievanceTable, GrievanceTabs } from "~/features/staff-grievances/queue-page";
import { grievanceQueuePage } from "~/features/staff-grievances/queue-page.server";
import { KNOWN_PROBLEMS_PAGE } from "~/features/staff-grievances/known-problems-page";

export const meta: MetaFunction = () => staffMeta("Grievances");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "grievance_officer");
  const page = await grievanceQueuePage(member, new URL(request.url).searchParams);
  return data(page, { status: page.lost ? 400 : 200 });
}

export default function GrievanceQueue() {
  const { query, desk, counts, lost, first, last, moreBefore, moreAfter, paged, grievances } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Grievances">
      <GrievanceTabs query={query} counts={counts} />
      <GrievanceFilters query={query} desk={desk} />
      <h2 id="grievances" tabIndex={-1}>
        {GRIEVANCE_VIEW_NAMES[query.view]}
      </h2>
      <p className="hint">{GRIEVANCE_VIEW_HINTS[query.view]}</p>
      {lost ? (
        <div className="callout callout--warning" role="alert">
          <p>That place in the queue is not one this page knows, so here is the view&rsquo;s first page.</p>
        </div>
      ) : null}
      <GrievanceTable
        caption={`${GRIEVANCE_VIEW_NAMES[query.view]} grievances, ${grievances.length} of ${counts[query.view]}`}
        grievances={grievances}
      />
      <KeyPager
        label="Pages of the queue"
        href={(place) => grievanceQueueHref(query, place)}
        first={first}
        last={last}
        moreBefore={moreBefore}
        moreAfter={moreAfter}
        paged={paged}
      />
      <p>
        <a href="/staff/holidays">Public holidays</a> do not count towards the {RESOLUTION_TARGET_WORKING_DAYS} working days.{" "}
        <a href={KNOWN_PROBLEMS_PAGE}>Known problems</a>: one notice for many reports of the same problem in one place.
      </p>
    </StaffPage>
  );
}
