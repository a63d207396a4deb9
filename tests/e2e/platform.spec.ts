import { expect, test } from "@playwright/test";
import { everyHtmlRoute } from "./support/routes";

test("the home page is served with its heading", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});

test("/healthz reports the database as reachable", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "up" });
});

test("an unknown address gets the site's own 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Resource Hub" })).toHaveAttribute("href", "/resource-hub");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the 404 page's search box searches the site", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("main").getByRole("searchbox").fill("cash transfer");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?query=cash\+transfer$/);
});

test("every HTML response carries the security headers", async ({ request }) => {
  for (const path of everyHtmlRoute()) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["content-security-policy"]).toContain("base-uri 'none'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toBeUndefined();
    expect(headers["content-type"], path).toContain("text/html");
  }
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
  const crossSite = await request.post("/no-such-page", { headers: { Origin: "https://evil.example" }, form: { a: "1" } });
  expect(crossSite.status()).toBe(403);
  const proxied = await request.post("/no-such-page", {
    headers: { Origin: "https://nassco.example", "X-Forwarded-Host": "nassco.example", "X-Forwarded-Proto": "https" },
    form: { a: "1" },
  });
  expect(proxied.status()).not.toBe(403);
});

test("an oversized body is refused with 413", async ({ request }) => {
  const response = await request.post("/no-such-page", { form: { a: "x".repeat(70_000) } });
  expect(response.status()).toBe(413);
});

test("no page has a script without the response's CSP nonce", async ({ request }) => {
  let hydrated = 0;
  for (const path of everyHtmlRoute()) {
    const response = await request.get(path);
    const nonce = response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    if (scripts.length) hydrated += 1;
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(hydrated).toBeGreaterThanOrEqual(4);
});

test("with Save-Data: on, no page is sent with scripts, and each still has its content", async ({ request }) => {
  const html = await (await request.get("/where-we-work/nsr-summary-by-lga", { headers: { "Save-Data": "on" } })).text();
  expect(html).toContain("SUMMARY OF NATIONAL SOCIAL REGISTER BY LGAs");
  for (const path of everyHtmlRoute()) {
    const page = await (await request.get(path, { headers: { "Save-Data": "on" } })).text();
    expect(page, path).not.toContain("<script");
    expect(page, path).toMatch(/<main id="main-content"[\s\S]*<h1/);
  }
});
