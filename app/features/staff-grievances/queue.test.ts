import { describe, expect, it } from "vitest";
import { grievanceQueueHref, queueQueryOf } from "./queue";

describe("the grievance queue's address", () => {
  it("reads a view, a category and a state from their lists", () => {
    expect(queueQueryOf(new URLSearchParams("view=overdue&category=fraud&state=Kano"))).toEqual({
      view: "overdue",
      category: "fraud",
      state: "Kano",
    });
    expect(queueQueryOf(new URLSearchParams("view=escalated&state=FCT")).state).toBe("FCT");
  });

  it("falls back to new cases, every category and every state for anything else", () => {
    expect(queueQueryOf(new URLSearchParams("view=all&category=theft&state=Atlantis"))).toEqual({ view: "new", category: "", state: "" });
    expect(queueQueryOf(new URLSearchParams(""))).toEqual({ view: "new", category: "", state: "" });
  });

  it("keeps the filters in the pager's and the tabs' links", () => {
    expect(grievanceQueueHref({ view: "open", category: "fraud", state: "" }, { after: "2026-12-01T09:00:00.000000Z_7" })).toBe(
      "/staff/grievances?view=open&category=fraud&after=2026-12-01T09%3A00%3A00.000000Z_7#grievances",
    );
    expect(grievanceQueueHref({ view: "new", category: "", state: "Kano" })).toBe("/staff/grievances?view=new&state=Kano#grievances");
  });
});
