import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { BarList, ColumnChart, type ChartEntry } from "~/components/charts";
import { ScrollRegion } from "~/components/scroll-region";
import { REQUEST_STATUSES, statusName } from "~/features/requests/status-words";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { CHANNEL_NAMES } from "~/features/staff-requests/queue";
import { statistics } from "~/features/staff-requests/statistics.server";
import { formatCount, formatMonthYear } from "~/utils/format";

export const meta: MetaFunction = () => staffMeta("Statistics");

const SUBSCRIBER_STATES: Record<string, string> = { confirmed: "Confirmed", pending: "Not yet confirmed", unsubscribed: "Unsubscribed" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context);
  const { requests, subscribers, pageViews } = await statistics(member);
  const entries = (counts: Record<string, number>, names: Record<string, string>, order: readonly string[]): ChartEntry[] =>
    order.map((key) => ({ label: names[key] ?? key, value: Number(counts[key] ?? 0) }));
  const month = (value: string) => formatMonthYear(`${value}-01`);
  return {
    requests: {
      total: Object.values(requests.by_status).reduce((sum, count) => sum + Number(count), 0),
      byStatus: entries(
        requests.by_status,
        Object.fromEntries(REQUEST_STATUSES.map((status) => [status, statusName(status)])),
        REQUEST_STATUSES,
      ),
      byChannel: entries(requests.by_channel, CHANNEL_NAMES, Object.keys(CHANNEL_NAMES)),
      bySector: requests.by_sector.slice(0, 12).map((row) => ({ label: row.sector, value: Number(row.requests) })),
      byState: requests.by_state.slice(0, 12).map((row) => ({ label: row.state, value: Number(row.requests) })),
      byMonth: requests.by_month.map((row) => ({ label: month(row.month), value: Number(row.requests) })),
      decision: requests.decision_days,
    },
    subscribers: {
      byStatus: entries(subscribers.by_status, SUBSCRIBER_STATES, Object.keys(SUBSCRIBER_STATES)),
      byMonth: subscribers.by_month.map((row) => ({
        month: month(row.month),
        confirmed: Number(row.confirmed),
        unsubscribed: Number(row.unsubscribed),
      })),
    },
    pageViews: {
      byDay: pageViews.by_day.map((row) => ({
        label: row.day.slice(0, 10),
        value: Number(row.views),
        withoutJavaScript: Number(row.without_javascript),
      })),
      topPages: pageViews.top_pages,
      byDevice: Object.entries(pageViews.by_device).map(([label, value]) => ({ label, value: Number(value) })),
    },
  };
}

function Table({ caption, headings, rows }: { caption: string; headings: string[]; rows: ReactNode[][] }) {
  const id = `table-${caption.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <ScrollRegion labelledBy={id}>
      <table className="staff-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th scope="col" key={heading}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((value, cell) =>
                cell === 0 ? (
                  <th scope="row" key={cell}>
                    {value}
                  </th>
                ) : (
                  <td key={cell}>{value}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const days = (value: number | null) => (value === null ? "none yet" : `${Number(value).toFixed(value % 1 === 0 ? 0 : 1)} working days`);

export default function Statistics() {
  const { requests, subscribers, pageViews } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Statistics">
      <p>Counts only: no person can be picked out of them. Requests whose details were erased are still counted.</p>
      <h2>Data access requests</h2>
      <p>{formatCount(requests.total)} requests in all.</p>
      <h3>Where they stand</h3>
      <BarList entries={requests.byStatus} label="Requests by status" />
      <h3>How they came</h3>
      <BarList entries={requests.byChannel} label="Requests by channel" />
      <h3>Time to a decision</h3>
      <p>
        Of {formatCount(requests.decision.decided)} requests approved or declined: half were decided within {days(requests.decision.median)}
        ; on average, {days(requests.decision.mean)}; the longest took {days(requests.decision.longest)}. Weekends and public holidays do
        not count.
      </p>
      <h3>By sector</h3>
      <BarList entries={requests.bySector} label="Requests by sector" />
      <h3>By the state they ask about</h3>
      <BarList entries={requests.byState} label="Requests by the state they ask about" />
      <h3>By month received</h3>
      <ColumnChart entries={requests.byMonth} caption="Requests received each month over the last year." />
      <Table
        caption="Requests received each month"
        headings={["Month", "Requests"]}
        rows={requests.byMonth.map((row) => [row.label, formatCount(row.value)])}
      />

      <h2>Newsletter subscribers</h2>
      <BarList entries={subscribers.byStatus} label="Subscribers by status" />
      <ColumnChart
        entries={subscribers.byMonth.map((row) => ({ label: row.month, value: row.confirmed }))}
        caption="Addresses confirmed each month over the last year."
      />
      <Table
        caption="Subscribers each month"
        headings={["Month", "Confirmed", "Unsubscribed"]}
        rows={subscribers.byMonth.map((row) => [row.month, formatCount(row.confirmed), formatCount(row.unsubscribed)])}
      />

      <h2>Page views, last 30 days</h2>
      {pageViews.byDay.length === 0 ? (
        <p>No page views counted in the last 30 days.</p>
      ) : (
        <>
          <ColumnChart entries={pageViews.byDay} caption="Page views each day." />
          <Table
            caption="Page views each day"
            headings={["Day", "Views", "Without JavaScript"]}
            rows={pageViews.byDay.map((row) => [row.label, formatCount(row.value), formatCount(row.withoutJavaScript)])}
          />
          <h3>By kind of device</h3>
          <BarList entries={pageViews.byDevice} label="Page views by kind of device" />
          <Table
            caption="The most read pages"
            headings={["Page", "Views"]}
            rows={pageViews.topPages.map((row) => [row.path, formatCount(Number(row.views))])}
          />
        </>
      )}
    </StaffPage>
  );
}
