import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * The only proxy this site trusts is 10.9.9.9, and the tests connect from
 * 127.0.0.1: every X-Forwarded-* header they send is a spoof, and must
 * change nothing.
 */
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ TRUST_PROXY: "10.9.9.9", RATE_LIMIT_SUBSCRIBE: "2/600" });
}, scaled(90_000));
afterAll(async () => site?.close());

describe("forwarded headers from an untrusted address", () => {
  it("do not give a fresh rate-limit allowance", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const spoof = { "X-Forwarded-For": `198.51.100.${i + 1}` };
      statuses.push((await site.postJson("/api/subscribe", { email: `spoof${i}@example.ng` }, spoof)).status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("do not make the request HTTPS", async () => {
    const answer = await fetch(`${site.app.baseUrl}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(answer.headers.get("strict-transport-security")).toBeNull();
    expect(answer.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("do not let another site's post pass the Origin check", async () => {
    const answer = await site.postJson(
      "/api/data-access-request",
      { organizationName: "Spoof", officeAddress: "x", sector: "x" },
      { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
    );
    expect(answer.status).toBe(403);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE organization_name = 'Spoof'")).toBe(0);
  });
});
