import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * What the process writes, read whole after real use: the forms and a
 * search, each carrying a marker found nowhere else, and a few pages. The
 * log is JSON, one line per request with its id, route pattern, method,
 * status, duration and page-cache status, and it holds none of the markers,
 * no query string and no client address (the privacy policy says none is
 * stored).
 */
let site: TestSite;
const tag = randomBytes(6).toString("hex");
const email = `marker-${tag}@example.org`;
const subscriberEmail = `marker-news-${tag}@example.org`;
const organisation = `Marker Trust ${tag}`;
const query = `markerquery${tag}`;
// A client address no test sends otherwise, through the trusted proxy (loopback): it must not be logged either.
const clientAddress = `198.51.100.${(parseInt(tag.slice(0, 2), 16) % 250) + 1}`;
const MARKERS = [email, subscriberEmail, organisation, query, tag, clientAddress];
const proxied = { "X-Forwarded-For": clientAddress, "X-Forwarded-Proto": "https", "X-Forwarded-Host": "nassco.example" };

interface LogLine {
  level: string;
  time: string;
  msg: string;
  source: string;
  [field: string]: unknown;
}

const lines = () =>
  site.app.log
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LogLine);
const requestLines = () => lines().filter((line) => line.msg === "request");

beforeAll(async () => {
  site = await startTestSite({ LOG_LEVEL: "info", RATE_LIMIT_DATA_ACCESS_REQUEST: "100/60" });

  const form = await site.postForm(
    "/nsr/data-access-request-form",
    [
      ["organizationName", organisation],
      ["officeAddress", `12 Marker Street ${tag}, Abuja`],
      ["emailAddress", email],
      ["sector", "Research"],
    ],
    { ...proxied, Origin: "https://nassco.example" },
  );
  expect(form.status).toBe(303);
  const receipt = await fetch(`${site.app.baseUrl}/nsr/data-access-request-form/submitted`, {
    headers: { ...proxied, Cookie: String(form.headers.get("set-cookie")).split(";")[0]! },
  });
  expect(receipt.status).toBe(200);
  expect(await receipt.text()).toContain(organisation);

  const api = await site.postJson(
    "/api/data-access-request",
    { organizationName: organisation, officeAddress: "Abuja", sector: "Research", emailAddress: email },
    proxied,
  );
  expect(api.status).toBe(201);
  const newsletter = await site.postForm("/?index", [["email", subscriberEmail]], { ...proxied, Origin: "https://nassco.example" });
  expect(newsletter.status).toBeLessThan(400);
  const subscribed = await site.postJson("/api/subscribe", { email: subscriberEmail.replace("news", "api") }, proxied);
  expect(subscribed.status).toBe(200);

  for (const address of [
    `/search?query=${query}`,
    `/api/search?query=${query}`,
    "/",
    "/",
    "/who-we-are/about-us",
    `/news/${tag}`,
    `/no/such/page/${email}`,
  ]) {
    const page = await fetch(site.app.baseUrl + address, { headers: proxied });
    await page.arrayBuffer();
  }
  // Each line is written when its response has gone: wait for the last request's.
  await until(() => requestLines().some((line) => line.status === 404 && line.route === "/*"), 10_000, "the last request's log line");
  // The confirmation mail is written by the sender in the background; its failures would be logged too.
  await until(async () => (await site.count("SELECT count(*) FROM mail_outbox WHERE state = 'sent'")) >= 2, 20_000, "the mail to be sent");
}, scaled(120_000));

afterAll(async () => site?.close());

describe("the process's output", () => {
  it("is JSON lines, every one of them", () => {
    const all = site.app.log.split("\n").filter((line) => line.trim() !== "");
    expect(all.length).toBeGreaterThan(10);
    for (const line of all) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it("holds none of the markers: no e-mail address, organisation, search query or client address", () => {
    for (const marker of MARKERS) expect(site.app.log.includes(marker), `${marker} is in the log`).toBe(false);
    expect(site.app.log).not.toMatch(/@example\.org/);
  });

  it("writes one line per request with its id, route pattern, method, status, duration and page-cache status", () => {
    const requests = requestLines();
    expect(requests.length).toBeGreaterThanOrEqual(10);
    for (const line of requests) {
      expect(line).toMatchObject({
        level: expect.stringMatching(/^(info|error)$/),
        source: "launcher",
        requestId: expect.stringMatching(/^[\w.:@+=/-]{1,128}$/),
        method: expect.stringMatching(/^[A-Z]+$/),
        route: expect.stringMatching(/^(\/|static file$)/),
        status: expect.any(Number),
        ms: expect.any(Number),
        cache: expect.stringMatching(/^(hit|miss|none)$/),
      });
      expect(Number.isNaN(Date.parse(line.time))).toBe(false);
      // Never a query string, never the address of a 404.
      if (typeof line.path === "string") expect(line.path).not.toContain("?");
      else expect(line.path).toBeUndefined();
      if (line.status === 404) expect(line.path).toBeUndefined();
    }
    const byRoute = (route: string) => requests.filter((line) => line.route === route);
    expect(byRoute("/search").map((line) => line.path)).toContain("/search");
    expect(byRoute("/nsr/data-access-request-form").some((line) => line.method === "POST" && line.status === 303)).toBe(true);
    expect(byRoute("/news/:slug").some((line) => line.status === 404 && line.path === undefined)).toBe(true);
    expect(byRoute("/*").some((line) => line.status === 404 && line.path === undefined)).toBe(true);
    // The home page twice: rendered once, then from the page cache.
    expect(byRoute("/").map((line) => line.cache)).toEqual(expect.arrayContaining(["miss", "hit"]));
  });

  it("logs no failure for ordinary use", () => {
    const failures = lines().filter((line) => line.level === "error" && line.msg !== "request");
    expect(failures).toEqual([]);
  });
});

describe("request ids", () => {
  it("keeps a trusted proxy's X-Request-Id, echoes it, and logs it", async () => {
    const id = `proxy-${tag.slice(0, 4)}-id`;
    const answer = await fetch(`${site.app.baseUrl}/who-we-are/about-us`, { headers: { ...proxied, "X-Request-Id": id } });
    expect(answer.headers.get("x-request-id")).toBe(id);
    await until(() => requestLines().some((line) => line.requestId === id), 10_000, "the request's line");
  });

  it("makes its own when the header is malformed, and never answers with a stored page's id", async () => {
    const answer = await fetch(`${site.app.baseUrl}/who-we-are/about-us`, {
      headers: { ...proxied, "X-Request-Id": "bad id\twith spaces" },
    });
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await fetch(`${site.app.baseUrl}/who-we-are/about-us`, { headers: proxied });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("x-request-id")).not.toBe(id);
  });
});
