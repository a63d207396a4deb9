import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import {
  PageViewStatisticsSection,
  RequestStatisticsSection,
  SubscriberStatisticsSection,
} from "~/features/staff-requests/statistics-report";
import { statisticsView } from "~/features/staff-requests/statistics-view";
import { statistics } from "~/features/staff-requests/statistics.server";

export const meta: MetaFunction = () => staffMeta("Statistics");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context);
  return statisticsView(await statistics(member));
}

export default function Statistics() {
  const { requests, subscribers, pageViews } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Statistics">
      <p>Counts only: no person can be picked out of them. Requests whose details were erased are still counted.</p>
      <RequestStatisticsSection requests={requests} />
      <SubscriberStatisticsSection subscribers={subscribers} />
      <PageViewStatisticsSection pageViews={pageViews} />
    </StaffPage>
  );
}
