import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../app/entry.server";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * Issue 71, decision 0114: with a Google Analytics id configured, a public page is the same bytes
 * and as cacheable whatever cookies the reader brings, the consent banner's answer and Google's
 * own included. The banner is in every page, hidden; its script decides in the browser. The page
 * cache is off, so that every answer here is a render of its own.
 */
const ID = "G-CACHE0071";
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ ANALYTICS_MEASUREMENT_ID: ID, PAGE_CACHE_SECONDS: "0" });
}, scaled(90_000));

afterAll(() => site?.close());

const READERS = {
  "no cookie": undefined,
  "answered yes, with Google's cookies":
    "nassco_analytics=yes; _ga=GA1.1.1234567890.1764400000; _ga_CACHE0071=GS2.1.s1764400000$o1$g1$t1764400100$j60$l0$h0",
  "answered no": "nassco_analytics=no",
};

async function get(pagePath: string, cookie?: string, headers: Record<string, string> = {}) {
  const response = await fetch(site.app.baseUrl + pagePath, {
    headers: { ...site.visitor(), ...headers, ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { response, html: await response.text() };
}

const scriptSources = (csp: string) =>
  csp
    .split(";")
    .find((directive) => directive.startsWith("script-src "))
    ?.split(" ") ?? [];

describe.each(["/", "/who-we-are/about-us", "/ha/resource-hub/faqs", "/where-we-work/nsr-summary-by-lga"])("%s", (pagePath) => {
  it("is the same bytes, with the same public Cache-Control, ETag and CSP, for every reader's cookies", async () => {
    const answers = await Promise.all(Object.values(READERS).map((cookie) => get(pagePath, cookie)));
    const [first] = answers;
    for (const { response, html } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(response.headers.get("Vary") ?? "").not.toMatch(/cookie/i);
      expect(response.headers.get("ETag")).toBe(first!.response.headers.get("ETag"));
      expect(response.headers.get("Content-Security-Policy")).toBe(first!.response.headers.get("Content-Security-Policy"));
      expect(html).toBe(first!.html);
    }
  });

  it("carries the banner hidden, its script allowed by hash, and Google's hosts in the CSP", async () => {
    const { response, html } = await get(pagePath);
    expect(html).toMatch(
      new RegExp(
        `<section id="consent-banner" class="consent-banner" aria-labelledby="consent-banner-title" data-measurement-id="${ID}" hidden="">`,
      ),
    );
    const script = /<\/section><script>([\s\S]*?)<\/script>/.exec(html.slice(html.indexOf('id="consent-banner"')))?.[1];
    expect(script).toContain("nassco_analytics");
    const sources = scriptSources(response.headers.get("Content-Security-Policy") ?? "");
    expect(sources).toContain(`'sha256-${createHash("sha256").update(script!, "utf8").digest("base64")}'`);
    expect(sources).toContain("https://www.googletagmanager.com");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    // The tag itself is never in the page: only the script loads it, in the browser.
    expect(html).not.toContain(`src="https://www.googletagmanager.com`);
  });
});

describe("the banner's answer", () => {
  it("sets the bare word, readable by the page's script, for a year, and goes back to the page", async () => {
    for (const choice of ["yes", "no"]) {
      const answer = await site.postForm("/analytics-consent", [
        ["back", "/who-we-are/about-us"],
        ["choice", choice],
      ]);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/who-we-are/about-us");
      const cookie = answer.headers.get("Set-Cookie") ?? "";
      expect(cookie).toMatch(new RegExp(`^nassco_analytics=${choice}; Max-Age=31536000; Path=/; SameSite=Lax; Secure$`));
      expect(cookie).not.toMatch(/httponly/i);
    }
  });

  it("is not asked on a lite page (Save-Data): no script, so no tag", async () => {
    const { html } = await get("/who-we-are/about-us", READERS["answered yes, with Google's cookies"], { "Save-Data": "on" });
    expect(html).not.toContain("consent-banner");
    expect(html).not.toContain("<script");
  });
});
