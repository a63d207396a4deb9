import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestSite } from "./support/site";
import { startStaffTestSite } from "./support/staff";
import { scaled } from "../support/time-scale";

/**
 * One round trip to paint (decision 0097), from the production build: a
 * public page of every kind carries its kind's first-screen styles inline in its
 * <head>, allowed by their hash in the CSP, within their budget, and links no
 * stylesheet in <head>, only at the end of <body>; the back office's styles
 * never reach a public page; and no lazy picture is asked for before the rest.
 * Structure only: the timings are the bench's.
 */
let site: TestSite;
let staffBase: string;

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
}, scaled(120_000));

afterAll(() => site?.close());

const PAGES = [
  "/",
  "/ha",
  "/who-we-are/about-us",
  "/ha/who-we-are/about-us",
  "/grievances/new",
  "/is-this-real",
  "/where-we-work/nsr-summary-by-lga",
  "/resource-hub/photo-gallery",
  "/no-such-page",
];

/** The pages whose route asks for the home page's first-screen styles (routes/_index.tsx). */
const HOME_PAGES = ["/", "/ha"];

/** docs/budgets.md: the inline block, compressed as the server sends it. */
const INLINE_BUDGET = 4 * 1024;

const ASSETS = path.resolve("public/build/_assets");
const builtCss = (name: string) => {
  const file = readdirSync(ASSETS).find((entry) => new RegExp(`^${name}-[A-Z0-9]+\\.css$`).test(entry));
  if (!file) throw new Error(`no ${name}-….css in public/build/_assets: build first`);
  return readFileSync(path.join(ASSETS, file), "utf8");
};

async function get(pagePath: string) {
  const response = await fetch(site.app.baseUrl + pagePath, { headers: site.visitor() });
  return { response, html: await response.text() };
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const bodyOf = (html: string) => html.slice(html.indexOf("</head>"));
const inlineStyles = (html: string) => [...headOf(html).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
const styleSrc = (csp: string) =>
  csp
    .split(";")
    .find((directive) => directive.startsWith("style-src "))
    ?.split(" ") ?? [];
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe.each(PAGES)("%s", (pagePath) => {
  it("paints from a <style> in its head, its kind's, allowed by its hash in the CSP, never by 'unsafe-inline'", async () => {
    const { response, html } = await get(pagePath);
    const styles = inlineStyles(html);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toBe(builtCss(HOME_PAGES.includes(pagePath) ? "critical-home" : "critical"));
    const sources = styleSrc(response.headers.get("Content-Security-Policy") ?? "");
    expect(sources).toContain(sha256(styles[0]!));
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("links no stylesheet in its head; the whole one and print's at the end of its body", async () => {
    const { html } = await get(pagePath);
    expect(headOf(html)).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const links = [...bodyOf(html).matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toEqual([
      expect.stringMatching(/^<link rel="stylesheet" href="\/build\/_assets\/app-[A-Z0-9]+\.css"\/>$/),
      expect.stringMatching(/^<link rel="stylesheet" href="\/build\/_assets\/print-[A-Z0-9]+\.css" media="print"\/>$/),
    ]);
    // After them, no content: only the end of the document, React's empty markers and, on a hydrated page, Remix's streamed data.
    const after = html.slice(html.lastIndexOf(links.at(-1)!) + links.at(-1)!.length);
    expect(after.replace(/<!--[^>]*-->|<script>[\s\S]*?<\/script>/g, "")).toBe("</body></html>");
  });

  it("asks for each lazy picture last", async () => {
    const { html } = await get(pagePath);
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      if (img.includes('loading="lazy"')) expect(img).toMatch(/fetchpriority="low"/);
    }
  });
});

describe.each(["critical", "critical-home"])("the inline block %s.css", (name) => {
  it(`is at most ${INLINE_BUDGET} bytes compressed, with brotli and with gzip, as the page cache's best copies`, () => {
    const text = Buffer.from(builtCss(name));
    expect(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length).toBeLessThanOrEqual(INLINE_BUDGET);
    // gzip, for the browsers that take nothing better, gets the same block at a little more.
    expect(gzipSync(text, { level: 9 }).length).toBeLessThanOrEqual(INLINE_BUDGET + 512);
  });
});

describe("a lite page (Save-Data), as the static mirror copies it", () => {
  it.each(["/", "/who-we-are/about-us"])(
    "%s links the cached stylesheet in its head, carries no inline block, and allows none",
    async (pagePath) => {
      const response = await fetch(site.app.baseUrl + pagePath, { headers: { ...site.visitor(), "Save-Data": "on" } });
      const html = await response.text();
      expect(inlineStyles(html)).toEqual([]);
      expect([...headOf(html).matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((match) => match[0])).toEqual([
        expect.stringMatching(/href="\/build\/_assets\/app-[A-Z0-9]+\.css"/),
        expect.stringMatching(/href="\/build\/_assets\/print-[A-Z0-9]+\.css" media="print"/),
      ]);
      expect(bodyOf(html)).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(styleSrc(response.headers.get("Content-Security-Policy") ?? "")).toEqual(["style-src", "'self'"]);
    },
  );
});

describe("the back office's styles", () => {
  it("are in neither public stylesheet", () => {
    const staffOnly = readFileSync(path.resolve("app/styles/components/staff.css"), "utf8").match(/^\.staff-[a-z-]+/gm) ?? [];
    expect(staffOnly.length).toBeGreaterThan(0);
    for (const name of ["app", "critical", "critical-home"]) {
      const css = builtCss(name);
      for (const selector of staffOnly) expect(css, `${selector} in ${name}.css`).not.toContain(selector);
    }
    expect(builtCss("staff")).toContain(".staff-page");
  });

  it("come after app.css in a back-office page's head, which carries no inline block, and print's last", async () => {
    const response = await fetch(`${staffBase}/staff/sign-in`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const links = [...headOf(html).matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toEqual([
      expect.stringMatching(/href="\/build\/_assets\/app-[A-Z0-9]+\.css"/),
      expect.stringMatching(/href="\/build\/_assets\/staff-[A-Z0-9]+\.css"/),
      expect.stringMatching(/href="\/build\/_assets\/print-[A-Z0-9]+\.css" media="print"/),
    ]);
    expect(inlineStyles(html)).toEqual([]);
    expect(bodyOf(html)).not.toMatch(/<link[^>]*rel="stylesheet"/);
  });
});

describe("the home page's pictures", () => {
  it("asks for the first slide first and every other picture last", async () => {
    const { html } = await get("/");
    const pictures = html.match(/<img\b[^>]*>/g)!.filter((img) => !img.includes('class="page-view"'));
    expect(pictures[0]).toMatch(/fetchpriority="high"/);
    expect(pictures[0]).not.toMatch(/loading=/);
    for (const img of pictures.slice(1))
      expect(img).toMatch(/loading="lazy"[^>]*fetchpriority="low"|fetchpriority="low"[^>]*loading="lazy"/);
  });
});
