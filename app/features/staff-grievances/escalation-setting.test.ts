import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";

describe("GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS", () => {
  it("is 10 working days unless set", () => {
    expect(parseEnv({}).GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS).toBe(10);
  });

  it("reads a whole number of working days from 1 to 60", () => {
    expect(parseEnv({ GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS: "1" }).GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS).toBe(1);
    expect(parseEnv({ GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS: "15" }).GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS).toBe(15);
    expect(parseEnv({ GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS: "60" }).GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS).toBe(60);
  });

  it("refuses at start anything else, naming the setting", () => {
    for (const bad of ["0", "61", "2.5", "ten", "-3"]) {
      expect(() => parseEnv({ GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS: bad })).toThrow(/GRIEVANCE_ESCALATE_AFTER_WORKING_DAYS/);
    }
  });
});
