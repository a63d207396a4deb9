import { describe, expect, it } from "vitest";
import { worst } from "./channels";
import {
  channelState,
  DOWN_AFTER_SECONDS,
  FAILURES_FOR_DOWN,
  laneState,
  outcomesState,
  SLOW_AFTER_SECONDS,
  type NoticeSpan,
} from "./rules";

const quiet = { oldestDueSeconds: 0, failing: 0, sentRecently: 0 };

describe("a lane's state", () => {
  it("is working when nothing waits, whether or not anything was sent", () => {
    expect(laneState(quiet)).toBe("working");
    expect(laneState({ ...quiet, sentRecently: 40, oldestDueSeconds: SLOW_AFTER_SECONDS - 1 })).toBe("working");
  });

  it("is slow when a due message has waited ten minutes, or some fail while others go", () => {
    expect(laneState({ ...quiet, oldestDueSeconds: SLOW_AFTER_SECONDS, sentRecently: 3 })).toBe("slow");
    expect(laneState({ ...quiet, failing: 2, sentRecently: 5 })).toBe("slow");
  });

  it("is down when messages fail and none went, or one has waited an hour", () => {
    expect(laneState({ ...quiet, failing: 1 })).toBe("down");
    expect(laneState({ ...quiet, oldestDueSeconds: DOWN_AFTER_SECONDS, sentRecently: 9 })).toBe("down");
  });
});

describe("a form's or a callback's state", () => {
  it("is working without failures, however little traffic", () => {
    expect(outcomesState({ ok: 0, failed: 0 })).toBe("working");
    expect(outcomesState({ ok: 12, failed: 0 })).toBe("working");
  });

  it("is slow with a failure or two, or failures among posts that worked", () => {
    expect(outcomesState({ ok: 0, failed: FAILURES_FOR_DOWN - 1 })).toBe("slow");
    expect(outcomesState({ ok: 1, failed: 20 })).toBe("slow");
  });

  it("is down when enough failed and none worked", () => {
    expect(outcomesState({ ok: 0, failed: FAILURES_FOR_DOWN })).toBe("down");
  });
});

describe("a channel's state", () => {
  const now = new Date("2027-01-12T10:00:00Z");
  const notice = (fields: Partial<NoticeSpan>): NoticeSpan => ({
    channel: "phone",
    state: "down",
    startsAt: new Date("2027-01-12T08:00:00Z"),
    endsAt: null,
    ...fields,
  });

  it("is the office's word while its notice is in effect, and only then", () => {
    expect(channelState("phone", [notice({})], {}, now)).toBe("down");
    expect(channelState("phone", [notice({ endsAt: now })], {}, now)).toBe("working");
    expect(channelState("phone", [notice({ startsAt: new Date("2027-01-12T11:00:00Z"), state: "planned" })], {}, now)).toBe("working");
    expect(channelState("website", [notice({})], {}, now)).toBe("working");
  });

  it("is the worse of the notices and the measurement", () => {
    expect(channelState("sms-out", [notice({ channel: "sms-out", state: "planned" })], { "sms-out": "down" }, now)).toBe("down");
    expect(channelState("sms-out", [notice({ channel: "sms-out", state: "slow" })], { "sms-out": "working" }, now)).toBe("slow");
    expect(channelState("email", [], { email: "slow" }, now)).toBe("slow");
  });

  it("ranks down over slow over planned work over working", () => {
    expect(worst(["planned", "slow"])).toBe("slow");
    expect(worst(["down", "planned"])).toBe("down");
    expect(worst(["working", "planned"])).toBe("planned");
    expect(worst([])).toBe("working");
  });
});
