import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileHosts, NOTICE } from "./support/hostile-hosts";
import { rawRequest } from "./support/raw-http";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * The site answers for SITE_URL's host only (https://nassco.example here),
 * and renders every page at SITE_URL's origin. Before, `Host: x\search?query=…`
 * rendered the search page for any address, and the page cache kept it there.
 */
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
}, scaled(90_000));
afterAll(async () => site?.close());

describe("a Host the site does not own", () => {
  it("is refused with 400 or 421 before any page is made, directly and as X-Forwarded-Host from a trusted proxy", async () => {
    const statuses = new Map<number, number>();
    for (const host of hostileHosts("nassco.example")) {
      for (const path of ["/", "/search?query=cash", "/where-we-work/nsr-summary-by-lga?page=2", "/NSR"]) {
        const spellings: Record<string, string>[] = [{ Host: host }, { "X-Forwarded-Host": host, "X-Forwarded-For": "203.0.113.9" }];
        for (const headers of spellings) {
          const answer = await rawRequest(site.app.baseUrl, { path, headers });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          // Node itself answers a few malformed requests with 400 and closes; anything else is ours.
          expect([400, 421], `${JSON.stringify(headers)} ${path}: ${answer.body.slice(0, 80)}`).toContain(answer.status);
          expect(answer.body).not.toContain(NOTICE);
          expect(answer.headers["x-page-cache"]).toBeUndefined();
        }
      }
    }
    console.log(`hostile hosts: ${JSON.stringify(Object.fromEntries(statuses))} (status: answers)`);
  });

  it("leaves every page as it was: no page was stored under another's address", async () => {
    for (const path of ["/", "/search?query=cash"]) {
      const first = await rawRequest(site.app.baseUrl, { path });
      const second = await rawRequest(site.app.baseUrl, { path });
      expect(second.headers["x-page-cache"]).toBe("hit");
      expect(second.body).not.toContain(NOTICE);
      expect(second.body).toBe(first.body);
    }
    const home = await rawRequest(site.app.baseUrl, { path: "/" });
    expect(home.body).toMatch(/<h1[^>]*>[^<]*WELCOME TO NASSCO/i);
  });
});

describe("the request target", () => {
  it("is a path: `*` and an absolute URL naming another host get 400", async () => {
    for (const [method, path] of [
      ["GET", "*"],
      ["OPTIONS", "*"],
      ["GET", "http://evil.example/"],
      ["GET", "https://nassco.example.evil.example/search?query=x"],
      ["POST", "http://evil.example/api/subscribe"],
    ] as const) {
      const answer = await rawRequest(site.app.baseUrl, { method, path });
      expect(answer.status, `${method} ${path}`).toBe(400);
    }
  });

  it("may be an absolute URL naming this site, which is served as its path", async () => {
    const answer = await rawRequest(site.app.baseUrl, { path: "https://nassco.example/resource-hub" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<h1");
  });
});

describe("the public health check", () => {
  it("says only its status, to readers and to the machine itself alike; the metrics port says the rest", async () => {
    const proxied = await rawRequest(site.app.baseUrl, { path: "/healthz", headers: site.visitor() });
    expect(JSON.parse(proxied.body)).toEqual({ status: "ok" });
    // A proxy on the same machine (nginx on the host) makes every reader look local: they get no more.
    const local = JSON.parse((await rawRequest(site.app.baseUrl, { path: "/healthz" })).body);
    expect(local).toEqual({ status: "ok" });
    const internal = (await (await fetch(`${site.app.metricsUrl}/healthz`)).json()) as Record<string, unknown>;
    expect(internal).toMatchObject({ status: "ok", database: "up", pageCache: { entries: expect.any(Number) } });
  });
});
