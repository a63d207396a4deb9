import { describe, expect, it } from "vitest";
import { afterSignIn } from "./staff-frame";

describe("afterSignIn", () => {
  it("returns to a back-office page, and nowhere else", () => {
    expect(afterSignIn("/staff/accounts")).toBe("/staff/accounts");
    expect(afterSignIn("/staff/accounts?done=x")).toBe("/staff/accounts?done=x");
    for (const next of [
      null,
      "",
      "/",
      "/news",
      "//evil.example/staff",
      "https://evil.example/staff",
      "/staffx",
      "/staff/sign-in",
      "/staff/\\evil",
    ]) {
      expect(afterSignIn(next), String(next)).toBe("/staff");
    }
  });
});
