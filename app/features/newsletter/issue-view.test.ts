import { describe, expect, it } from "vitest";
import type { Issue } from "./issues.server";
import { issueStanding, issueView, sendRefusal } from "./issue-view";

const draft: Issue = {
  id: 7,
  subject: "November news",
  body: "Hello",
  state: "draft",
  createdBy: "ada_obi",
  updatedBy: "ada_obi",
  updatedAt: new Date("2026-11-20T09:00:00Z"),
  testedAt: null,
  queuedBy: null,
  queuedAt: null,
  recipients: null,
  progress: { pending: 0, sent: 0, dead: 0, cancelled: 0 },
};

const queued: Issue = {
  ...draft,
  state: "queued",
  queuedBy: "musa_bello",
  queuedAt: new Date("2026-11-21T10:30:00Z"),
  recipients: 1200,
  progress: { pending: 200, sent: 1000, dead: 3, cancelled: 1 },
};

describe("issueStanding", () => {
  it("says when a draft last changed, in Lagos time", () => {
    expect(issueStanding(draft)).toBe("Draft, changed 2026-11-20 10:00 by ada_obi");
  });

  it("counts a sending under way, then says when it was sent", () => {
    expect(issueStanding(queued)).toBe("Sending: 1,000 of 1,200 sent");
    expect(issueStanding({ ...queued, progress: { ...queued.progress, pending: 0 } })).toBe("Sent 2026-11-21 11:30 to 1,000 of 1,200");
  });
});

describe("issueView", () => {
  it("counts a test only if it was of the words as they are now", () => {
    expect(issueView({ ...draft, testedAt: new Date("2026-11-20T08:59:00Z") }).tested).toBeNull();
    expect(issueView({ ...draft, testedAt: new Date("2026-11-20T09:05:00Z") }).tested).toBe("2026-11-20 10:05");
  });

  it("names who queued it and when", () => {
    expect(issueView(queued)).toMatchObject({ draft: false, queued: "2026-11-21 11:30 by musa_bello" });
    expect(issueView(draft).queued).toBeNull();
  });
});

describe("sendRefusal", () => {
  it("tells each refusal of the database as the publisher can act on it", () => {
    expect(sendRefusal("23502")?.status).toBe(400);
    expect(sendRefusal("23514")).toEqual({ message: "Send yourself a test of these words first.", status: 409 });
    expect(sendRefusal("55006")?.message).toBe("This newsletter has been sent already.");
    expect(sendRefusal("42501")).toBeNull();
    expect(sendRefusal(undefined)).toBeNull();
  });
});
