import { describe, expect, it } from "vitest";
import { chartEntries, statisticsView, workingDays } from "./statistics-view";

const empty = {
  requests: {
    by_status: {},
    by_channel: {},
    by_sector: [],
    by_state: [],
    by_month: [],
    decision_days: { decided: 0, median: null, mean: null, longest: null },
  },
  subscribers: { by_status: {}, by_month: [] },
  pageViews: { by_day: [], top_pages: [], by_device: {} },
};

describe("chartEntries", () => {
  it("names each key in the order given, a missing one as 0, and reads text counts as numbers", () => {
    const counts = { b: "4" as unknown as number, c: 2 };
    expect(chartEntries(counts, { a: "Alpha", b: "Beta" }, ["a", "b", "c"])).toEqual([
      { label: "Alpha", value: 0 },
      { label: "Beta", value: 4 },
      { label: "c", value: 2 },
    ]);
  });
});

describe("statisticsView", () => {
  it("totals the requests over every status and names the statuses and channels", () => {
    const view = statisticsView({
      ...empty,
      requests: { ...empty.requests, by_status: { received: 3, approved: "2" as unknown as number }, by_channel: { paper: 1 } },
    });
    expect(view.requests.total).toBe(5);
    expect(view.requests.byStatus[0]).toEqual({ label: "Received", value: 3 });
    expect(view.requests.byChannel.find((entry) => entry.label === "Paper")?.value).toBe(1);
    expect(view.subscribers.byStatus.map((entry) => entry.label)).toEqual(["Confirmed", "Not yet confirmed", "Unsubscribed"]);
  });

  it("keeps the twelve largest sectors, names months, and cuts days to the date", () => {
    const sectors = Array.from({ length: 15 }, (_, i) => ({ sector: `Sector ${i}`, requests: 15 - i }));
    const view = statisticsView({
      ...empty,
      requests: { ...empty.requests, by_sector: sectors, by_month: [{ month: "2026-05", requests: 2 }] },
      pageViews: { ...empty.pageViews, by_day: [{ day: "2026-11-20T00:00:00Z", views: 9, without_javascript: 4 }] },
    });
    expect(view.requests.bySector).toHaveLength(12);
    expect(view.requests.byMonth).toEqual([{ label: "May 2026", value: 2 }]);
    expect(view.pageViews.byDay).toEqual([{ label: "2026-11-20", value: 9, withoutJavaScript: 4 }]);
  });
});

describe("workingDays", () => {
  it("shows whole days whole and others to a tenth", () => {
    expect(workingDays(null)).toBe("none yet");
    expect(workingDays(4)).toBe("4 working days");
    expect(workingDays(2.25)).toBe("2.3 working days");
  });
});
