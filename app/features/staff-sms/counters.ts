import type { SmsSummary } from "./messages.server";

/** A period's counters as the page shows them: what was sent and how it went, and what it cost. */
export interface SmsCounters {
  queued: number;
  sent: number;
  delivered: number;
  failed: number;
  capped: number;
  dead: number;
  waiting: number;
  cost: { currency: string; amount: string }[];
}

export function smsCounters(summary: Pick<SmsSummary, "byKindState" | "byDelivery" | "cost">): SmsCounters {
  const inState = (state: string) => summary.byKindState.filter((row) => row.state === state).reduce((sum, row) => sum + row.count, 0);
  const delivery = (statuses: string[]) =>
    summary.byDelivery.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.count, 0);
  return {
    queued: summary.byKindState.reduce((sum, row) => sum + row.count, 0),
    sent: inState("sent"),
    delivered: delivery(["Success"]),
    failed: delivery(["Failed", "Rejected"]),
    capped: inState("capped"),
    dead: inState("dead"),
    waiting: inState("pending") + inState("sending"),
    cost: summary.cost,
  };
}

/** This month and last, as Lagos counts months: [start, end) of each. */
export function smsPeriods(now: Date): { name: string; label: string; from: Date; to: Date }[] {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000);
  const year = lagos.getUTCFullYear();
  const month = lagos.getUTCMonth();
  // Lagos is UTC+1 all year: its midnight on the 1st is 23:00 UTC the day before.
  const start = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - 60 * 60 * 1000);
  const label = (date: Date) =>
    new Date(date.getTime() + 60 * 60 * 1000).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
  const thisMonth = start(year, month);
  const lastMonth = start(year, month - 1);
  return [
    { name: "this", label: `This month (${label(thisMonth)})`, from: thisMonth, to: start(year, month + 1) },
    { name: "last", label: `Last month (${label(lastMonth)})`, from: lastMonth, to: thisMonth },
  ];
}
