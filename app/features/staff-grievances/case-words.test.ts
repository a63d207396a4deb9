import { describe, expect, it } from "vitest";
import { GRIEVANCE_STATUSES } from "~/features/grievances/kinds";
import { statusWords } from "~/features/grievances/words";
import { eventLine, staffStatusName } from "./case-words";

describe("a case's status in the back office", () => {
  it("is in the office's words: a case waiting for the person says so", () => {
    expect(staffStatusName("waiting")).toBe("Waiting for the person");
    expect(eventLine("status", "waiting")).toBe("Status changed to Waiting for the person");
  });

  it("names every status, and none in words addressed to the person", () => {
    for (const status of GRIEVANCE_STATUSES) {
      expect(staffStatusName(status), status).not.toBe(status);
      expect(staffStatusName(status), status).not.toMatch(/\byou\b/i);
    }
    expect(staffStatusName("waiting")).not.toBe(statusWords("waiting").name);
  });

  it("keeps a status the code does not know as it is", () => {
    expect(staffStatusName("archived")).toBe("archived");
  });
});
