import { expect, test } from "@playwright/test";
import { everyHtmlRoute } from "./support/routes";

/** HTTP-level checks: no browser is involved, so they run once, in the `http` project. */

test("/healthz reports the database as reachable", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
});

test.describe("every HTML route", () => {
  for (const path of everyHtmlRoute()) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["content-security-policy"]).toContain("base-uri 'none'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toBeUndefined();
      expect(headers["content-type"]).toContain("text/html");
    });

    test(`${path} has no script without the response's CSP nonce`, async ({ request }) => {
      const response = await request.get(path);
      const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
      for (const tag of (await response.text()).match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    });

    test(`${path} with Save-Data: on has no script and still has its content`, async ({ request }) => {
      const page = await (await request.get(path, { headers: { "Save-Data": "on" } })).text();
      expect(page).not.toContain("<script");
      expect(page).toMatch(/<main id="main-content"[\s\S]*<h1/);
    });
  }
});

test("the hydrated kinds of page do carry scripts", async ({ request }) => {
  for (const path of ["/", "/where-we-work/nsr-summary-by-lga", "/resource-hub/photo-gallery", "/resource-hub/video-gallery"]) {
    expect(await (await request.get(path)).text(), path).toContain("<script");
  }
});

test("Save-Data keeps the LGA table's content", async ({ request }) => {
  const html = await (await request.get("/where-we-work/nsr-summary-by-lga", { headers: { "Save-Data": "on" } })).text();
  expect(html).toContain("SUMMARY OF NATIONAL SOCIAL REGISTER BY LGAs");
});

test("HSTS is sent when a proxy says the request came over HTTPS", async ({ request }) => {
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
});

test("a page that does not ask for hydration ships no script at all", async ({ request }) => {
  const html = await (await request.get("/who-we-are/about-us")).text();
  expect(html).toContain("<main");
  expect(html).not.toContain("<script");
});

test("a scriptless page can be revalidated with a 304", async ({ request }) => {
  const first = await request.get("/who-we-are/about-us");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const second = await request.get("/who-we-are/about-us", { headers: { "If-None-Match": etag! } });
  expect(second.status()).toBe(304);
});

test("a cross-site POST is refused, a POST through the proxy is not", async ({ request }) => {
  const crossSite = await request.post("/?index", { headers: { Origin: "https://evil.example" }, form: { email: "" } });
  expect(crossSite.status()).toBe(403);
  const proxied = await request.post("/?index", {
    headers: { Origin: "https://nassco.example", "X-Forwarded-Host": "nassco.example", "X-Forwarded-Proto": "https" },
    form: { email: "" },
  });
  // Past the Origin check, to the form's own answer: the address is missing.
  expect(proxied.status()).toBe(400);
});

test("a POST where no form lives is refused with 405, and an oversized body with 413", async ({ request }) => {
  const nowhere = await request.post("/no-such-page", { form: { a: "1" } });
  expect(nowhere.status()).toBe(405);
  expect(nowhere.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  const oversized = await request.post("/?index", { form: { email: "x".repeat(70_000) } });
  expect(oversized.status()).toBe(413);
});
