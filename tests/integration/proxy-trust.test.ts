import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * The only proxy this site trusts is 10.9.9.9, and the tests connect from
 * 127.0.0.1: every X-Forwarded-* header they send is a spoof, and must
 * change nothing.
 */
let site: TestSite;
/**
 * Behind a proxy it trusts (the tests, from 127.0.0.1, play nginx), with
 * Opera Mini's proxies set: the documentation range 192.0.2.0/24 stands in
 * for Opera's, as OPERA_MINI_PROXIES would name them.
 */
let behindNginx: TestSite;

beforeAll(async () => {
  [site, behindNginx] = await Promise.all([
    startTestSite({ TRUST_PROXY: "10.9.9.9", RATE_LIMIT_SUBSCRIBE: "2/600" }),
    startTestSite({ TRUST_PROXY: "127.0.0.1", OPERA_MINI_PROXIES: "192.0.2.0/24", RATE_LIMIT_SUBSCRIBE: "2/600" }),
  ]);
}, scaled(120_000));
afterAll(async () => Promise.all([site?.close(), behindNginx?.close()]));

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

describe("Opera Mini's readers, behind the trusted proxy", () => {
  /** A post as nginx passes it on: the chain it was sent, then the address nginx saw. */
  const subscribe = (email: string, forwardedFor: string) =>
    behindNginx.postJson(
      "/api/subscribe",
      { email },
      { "X-Forwarded-For": forwardedFor, "X-Forwarded-Proto": "https", "X-Forwarded-Host": "nassco.example" },
    );

  it("are limited apart, each as the reader Opera names", async () => {
    const opera = "192.0.2.7";
    const first: number[] = [];
    for (let i = 0; i < 3; i++) first.push((await subscribe(`opera-a${i}@example.ng`, `203.0.113.10, ${opera}`)).status);
    // Another reader through the same Opera proxy has an allowance of their own.
    const second = (await subscribe("opera-b@example.ng", `203.0.113.11, ${opera}`)).status;
    expect({ first, second }).toEqual({ first: [200, 200, 429], second: 200 });
  });

  it("are counted as the address Opera saw, whatever the reader put before it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await subscribe(`opera-c${i}@example.ng`, `198.51.100.${i + 1}, 203.0.113.12, 192.0.2.8`)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("but a forged X-Forwarded-For from anywhere else changes nothing", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await subscribe(`forged${i}@example.ng`, `203.0.113.${20 + i}, 198.51.100.9`)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
