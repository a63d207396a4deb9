import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSameOriginPath } from "../../app/utils/same-origin-path";
import { rawRequest } from "./support/raw-http";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/** No address on this site redirects anywhere but this site. */
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
}, scaled(90_000));
afterAll(async () => site?.close());

const HOSTILE = [
  "//evil.example/",
  "//evil.example",
  "///evil.example/",
  "////evil.example/x/",
  "/\\evil.example/",
  "/\\\\evil.example/",
  "\\\\evil.example/",
  "/\\/evil.example/",
  "//\\evil.example/",
  "/%2Fevil.example/",
  "/%2f%2fevil.example/",
  "/%5Cevil.example/",
  "/%5c%5cevil.example/",
  "/%2F%5Cevil.example/",
  "/%5C%2Fevil.example/",
  "//evil.example/%2F..",
  "//evil.example/who-we-are/",
  "//evil.example/news",
  "//evil.example/Policy",
  "//evil.example/where-we-work/nsr-summary-by-lga?q=kano&size=9",
  "//evil.example/resource-hub/news?page=999",
  "//evil.example/news/some-old-slug",
  "//evil.example/who-we-are?utm_source=x",
  "/\\evil.example/who-we-are/",
  "//%09/evil.example/",
  "//evil.example@localhost/",
  "//localhost@evil.example/",
  // Dot segments, which URL parsing resolves after a leading-slash check has looked (issue 46).
  "/.//evil.example/",
  "/..//evil.example/",
  "/%2e//evil.example/",
  "/%2E%2E//evil.example/",
  "/./\\evil.example/",
  "/a/..//evil.example/",
  "/.//evil.example/who-we-are/",
  "/././/evil.example",
  "/.%2F/evil.example/",
];

describe("no redirect leaves the site", () => {
  it.each(HOSTILE)("%s", async (path) => {
    let location = path;
    // Follow the whole chain by hand, as a browser would, checking every hop.
    for (let hop = 0; hop < 5; hop++) {
      const answer = await rawRequest(site.app.baseUrl, { path: location });
      expect(answer.status).toBeLessThan(500);
      if (answer.status < 300 || answer.status >= 400) return;
      const next = String(answer.headers["location"]);
      expect(isSameOriginPath(next), `${location} → ${next}`).toBe(true);
      expect(new URL(next, "http://nassco.example").host).toBe("nassco.example");
      location = next;
    }
  });
});

describe("isSameOriginPath", () => {
  it.each(["/", "/who-we-are", "/where-we-work/nsr-summary-by-lga?q=kano", "/news/x#video"])("accepts %s", (path) => {
    expect(isSameOriginPath(path)).toBe(true);
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "evil.example",
    "/\t/evil.example",
    "/%2F/evil.example",
    "javascript:alert(1)",
    "",
  ])("refuses %j", (path) => {
    expect(isSameOriginPath(path)).toBe(false);
  });
});

describe("one address per page", () => {
  it.each([
    ["/who-we-are?utm_source=facebook", "/who-we-are"],
    ["/resource-hub/news?page=2&fbclid=abc", "/resource-hub/news?page=2"],
    ["/where-we-work/nsr-summary-by-lga?q=kano&x=1&size=50", "/where-we-work/nsr-summary-by-lga?q=kano&size=50"],
    ["/Policy?ref=old", "/resource-hub/policy-and-governance-documents"],
  ])("%s answers 301 to %s", async (from, to) => {
    const answer = await rawRequest(site.app.baseUrl, { path: from });
    expect(answer.status).toBe(301);
    expect(answer.headers["location"]).toBe(to);
  });

  it("takes canonical and Open Graph addresses from SITE_URL, whichever of its own hosts the request names", async () => {
    const path = "/resource-hub/news";
    const list = await rawRequest(site.app.baseUrl, { path });
    const article = /href="(\/news\/[^"#]+)"/.exec(list.body)![1]!;
    const { port } = new URL(site.app.baseUrl);
    const spellings: Record<string, string>[] = [
      { Host: `127.0.0.1:${port}` },
      { Host: `localhost:${port}`, "X-Forwarded-Host": "nassco.example" },
    ];
    for (const headers of spellings) {
      const answer = await rawRequest(site.app.baseUrl, { path: article, headers });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<link rel="canonical" href="https://nassco.example${article}"/>`);
      expect(answer.body).toContain(`<meta property="og:url" content="https://nassco.example${article}"/>`);
      expect(answer.body).not.toContain(`${port}/`);
    }
    // Any other host is refused before a page is made (tests/integration/site-host.test.ts tries many).
    for (const host of ["localhost:9", "evil.example"]) {
      const answer = await rawRequest(site.app.baseUrl, { path: article, headers: { Host: host } });
      expect(answer.status).toBe(421);
      expect(answer.body).not.toContain(host);
    }
  });
});
