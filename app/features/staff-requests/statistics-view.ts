import type { ChartEntry } from "~/components/charts";
import { REQUEST_STATUSES, statusName } from "~/features/requests/status-words";
import { formatMonthYear } from "~/utils/format";
import { CHANNEL_NAMES } from "./queue";
import type { PageViewStatistics, RequestStatistics, SubscriberStatistics } from "./statistics.server";

/** The statistics page's figures, shaped for its charts and tables: named, ordered, counted as numbers (PostgreSQL's bigints come as text). */

const SUBSCRIBER_STATES: Record<string, string> = { confirmed: "Confirmed", pending: "Not yet confirmed", unsubscribed: "Unsubscribed" };

/** How many sectors and states the bars show: the largest, as the database orders them. */
const TOP = 12;

/** Counts by key, in the order given, each under its name; a key with no count shows 0. */
export function chartEntries(counts: Record<string, number>, names: Record<string, string>, order: readonly string[]): ChartEntry[] {
  return order.map((key) => ({ label: names[key] ?? key, value: Number(counts[key] ?? 0) }));
}

const month = (value: string) => formatMonthYear(`${value}-01`);

export function statisticsView({
  requests,
  subscribers,
  pageViews,
}: {
  requests: RequestStatistics;
  subscribers: SubscriberStatistics;
  pageViews: PageViewStatistics;
}) {
  const statusNames = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, statusName(status)]));
  return {
    requests: {
      total: Object.values(requests.by_status).reduce((sum, count) => sum + Number(count), 0),
      byStatus: chartEntries(requests.by_status, statusNames, REQUEST_STATUSES),
      byChannel: chartEntries(requests.by_channel, CHANNEL_NAMES, Object.keys(CHANNEL_NAMES)),
      bySector: requests.by_sector.slice(0, TOP).map((row) => ({ label: row.sector, value: Number(row.requests) })),
      byState: requests.by_state.slice(0, TOP).map((row) => ({ label: row.state, value: Number(row.requests) })),
      byMonth: requests.by_month.map((row) => ({ label: month(row.month), value: Number(row.requests) })),
      decision: requests.decision_days,
    },
    subscribers: {
      byStatus: chartEntries(subscribers.by_status, SUBSCRIBER_STATES, Object.keys(SUBSCRIBER_STATES)),
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

export type StatisticsView = ReturnType<typeof statisticsView>;

/** A span of working days, to a tenth where it is not whole; "none yet" before any decision. */
export function workingDays(value: number | null): string {
  return value === null ? "none yet" : `${Number(value).toFixed(value % 1 === 0 ? 0 : 1)} working days`;
}
