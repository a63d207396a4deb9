import { describe, expect, it } from "vitest";
import { fields, parseEnv } from "~/utils/env.server";
import { requestPhoneOffered } from "./phone.server";

// The settings alone (fields): production's other requirements are env.server.test.ts's.
describe("whether a data access request is asked for a phone number", () => {
  it("is asked where text messages leave the site, and outside production", () => {
    expect(requestPhoneOffered(parseEnv({ NODE_ENV: "production", SMS_TRANSPORT: "africastalking" }, fields))).toBe(true);
    expect(requestPhoneOffered(parseEnv({ NODE_ENV: "development" }, fields))).toBe(true);
    expect(requestPhoneOffered(parseEnv({ NODE_ENV: "test" }, fields))).toBe(true);
  });

  it("is not asked by a production site that keeps its text messages as files", () => {
    expect(requestPhoneOffered(parseEnv({ NODE_ENV: "production" }, fields))).toBe(false);
    expect(requestPhoneOffered(parseEnv({ NODE_ENV: "production", SMS_TRANSPORT: "files" }, fields))).toBe(false);
  });
});
