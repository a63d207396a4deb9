import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { STATUS_CACHE_CONTROL } from "../../app/features/service-status/status";
import { paths } from "../../app/site/paths";
import { everyHtmlRoute } from "./support/routes";

/** HTTP-level checks: no browser is involved, so they run once, in the `http` project. */

test("/healthz reports the database as reachable, and nothing else", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

/** Public pages kept for a shorter time than the rest: the status page, a minute and never stale (decision 0113). */
const OWN_CACHE_CONTROL = new Map<string, string>([[paths.status, STATUS_CACHE_CONTROL]]);

/** Pages that are not the same for everyone: the receipt, and errors, which must not outlive the error. */
const ONE_VISITOR = new Set([
  "/nsr/data-access-request-form/submitted",
  // Its form may be filled in with a request's code from the acknowledgement's link: never kept by a cache.
  "/nsr/data-access-request-form/status",
  // The same for a grievance's answer and status page.
  "/grievances/new/submitted",
  "/grievances/status",
  // Payment alerts: the page a phone number is posted to.
  "/payments/alerts?state=kano&lga=dala",
  "/no-such-page",
  "/news/no-such-article",
  "/get-involved/careers/no-such-vacancy",
]);

test.describe("every HTML route", () => {
  for (const path of everyHtmlRoute()) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      // A public page's scripts are trusted by hash, a page for one visitor's by this response's nonce.
      expect(headers["content-security-policy"]).toMatch(
        /script-src (('sha256-[A-Za-z0-9+/=]{44}' )*'self'|'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic' 'self')(;|$)/,
      );
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["content-security-policy"]).toContain("base-uri 'none'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toBeUndefined();
      expect(headers["content-type"]).toContain("text/html");
      expect(headers["x-script-hashes"]).toBeUndefined();
    });

    if (!ONE_VISITOR.has(path))
      test(`${path} is public, the same bytes twice, and its CSP lists the hash of every inline script`, async ({ request }) => {
        let [first, second] = [await request.get(path), await request.get(path)];
        // The status page says the minute it was checked: two reads across a minute's turn differ by it alone.
        for (let tries = 0; tries < 3 && path === paths.status && second.headers()["etag"] !== first.headers()["etag"]; tries += 1)
          [first, second] = [await request.get(path), await request.get(path)];
        expect(first.headers()["cache-control"]).toBe(OWN_CACHE_CONTROL.get(path) ?? "public, max-age=60, stale-while-revalidate=600");
        expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
        const html = await first.text();
        expect(await second.text()).toBe(html);
        expect(html).not.toContain("nonce=");
        // The same page for everyone: nothing to keep from other sites' windows, and no new process for it (decision 0099).
        expect(first.headers()["cross-origin-opener-policy"]).toBeUndefined();
        const policy = first.headers()["content-security-policy"]!;
        for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (attributes!.includes("src=")) continue;
          expect(policy).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
        }
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

for (const path of ONE_VISITOR) {
  test(`${path} is for one visitor: never stored, and its scripts carry this response's nonce`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.headers()["cache-control"]).toMatch(/no-store/);
    expect(response.headers()["etag"]).toBeUndefined();
    expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1];
    for (const tag of (await response.text()).match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });
}

test("a form's answer, which holds what the visitor typed, keeps a nonce and is never stored", async ({ request }) => {
  // The home page's newsletter form, refused: the hydrated page again, with the typed address in it.
  const response = await request.post("/?index", { form: { email: "not-an-address" } });
  expect(response.status()).toBe(400);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1];
  const tags = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
});

test("/api/search is public with an ETag, and a repeated query is answered from the page cache", async ({ request }) => {
  const first = await request.get("/api/search?query=register+cache");
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("public, max-age=60");
  expect(first.headers()["etag"]).toMatch(/^W\/".+"$/);
  const second = await request.get("/api/search?query=register+cache");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(await second.json()).toEqual(await first.json());
});
