import type { ReactNode } from "react";
import { BarList, ColumnChart } from "~/components/charts";
import { ScrollRegion } from "~/components/scroll-region";
import { formatCount } from "~/utils/format";
import { workingDays, type StatisticsView } from "./statistics-view";

/** A chart's figures as a table: the first column names the row. */
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

export function RequestStatisticsSection({ requests }: { requests: StatisticsView["requests"] }) {
  const { decision } = requests;
  return (
    <>
      <h2>Data access requests</h2>
      <p>{formatCount(requests.total)} requests in all.</p>
      <h3>Where they stand</h3>
      <BarList entries={requests.byStatus} label="Requests by status" />
      <h3>How they came</h3>
      <BarList entries={requests.byChannel} label="Requests by channel" />
      <h3>Time to a decision</h3>
      <p>
        Of {formatCount(decision.decided)} requests approved or declined: half were decided within {workingDays(decision.median)}; on
        average, {workingDays(decision.mean)}; the longest took {workingDays(decision.longest)}. Weekends and public holidays do not count.
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
    </>
  );
}

export function SubscriberStatisticsSection({ subscribers }: { subscribers: StatisticsView["subscribers"] }) {
  return (
    <>
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
    </>
  );
}

export function PageViewStatisticsSection({ pageViews }: { pageViews: StatisticsView["pageViews"] }) {
  return (
    <>
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
    </>
  );
}
