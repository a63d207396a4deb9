import { describe, expect, it } from "vitest";
import { recordUssdArrival, USSD_SESSION_ID_MAX, ussdSessionCounts } from "./sessions";

describe("the USSD sessions counted for the metrics", () => {
  it("counts a session once at each menu, and keeps nothing of an id longer than any the aggregator makes", () => {
    const before = ussdSessionCounts().contact ?? 0;
    recordUssdArrival("ATUid_sessions_test", "contact");
    recordUssdArrival("ATUid_sessions_test", "contact");
    expect(ussdSessionCounts().contact).toBe(before + 1);
    recordUssdArrival("x".repeat(USSD_SESSION_ID_MAX + 1), "contact");
    recordUssdArrival("y".repeat(60_000), "contact");
    expect(ussdSessionCounts().contact).toBe(before + 1);
    recordUssdArrival("z".repeat(USSD_SESSION_ID_MAX), "contact");
    expect(ussdSessionCounts().contact).toBe(before + 2);
  });
});
