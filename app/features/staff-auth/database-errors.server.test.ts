import { describe, expect, it } from "vitest";
import { isDatabaseBusy } from "./database-errors.server";

describe("isDatabaseBusy", () => {
  it("takes the pool's own timeout and an unreachable server as busy", () => {
    expect(isDatabaseBusy(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBe(true);
  });

  it("leaves any other failure to be thrown", () => {
    expect(isDatabaseBusy(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseBusy(new Error("something else"))).toBe(false);
  });
});
