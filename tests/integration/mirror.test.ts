import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import vnuJar from "vnu-jar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/app-process";
import { CHROMIUM_FLAGS } from "../../scripts/chromium-flags";
import { startMirrorNginx } from "../../scripts/mirror-nginx";
import { selfSignedCertificate } from "../../scripts/nginx-local";
import { PREFIXES, writeMirror, type MirrorManifest } from "../../scripts/mirror-site";
import { expectFirstScreenHeading, expectNoSidewaysScroll } from "../e2e/support/floor";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * The static mirror (decision 0079), made from a running site and served by the real nginx with
 * deploy/mirror/nginx.conf, as the office would serve it with the site down: the same addresses
 * and types, the sitemap whole, forms answered by the forms' 503 page (deploy/unavailable/forms.html,
 * the nginx part's file), no back office, and sample pages in every language that pass the Nu
 * checker, read in w3m and fit a 240×320 phone.
 */
const run = promisify(execFile);
const FORMS_PAGE = "deploy/unavailable/forms.html";

let site: TestSite;
let out: string;
let manifest: MirrorManifest;
let mirror: Awaited<ReturnType<typeof startMirrorNginx>>;
let browser: Browser;

/**
 * A page's every kind: a home, a form's page, an article, the news archive's oldest month, the LGA
 * table's second page. The article with the shortest address: the longest titles fill more than the first
 * 320 pixels on the site itself, which is not the mirror's to change.
 */
function samplePages(prefix: string): string[] {
  const [article] = manifest.entries
    .filter((entry) => new RegExp(`^${prefix}/news/[^/?]+$`).test(entry.address))
    .sort((a, b) => a.address.length - b.address.length);
  const [month] = manifest.entries
    .map((entry) => entry.address)
    .filter((address) => address.startsWith(`${prefix}/resource-hub/news?month=`))
    .sort();
  return [prefix || "/", `${prefix}/contact`, article!.address, month!, `${prefix}/where-we-work/nsr-summary-by-lga?page=2`];
}
const samples = () => PREFIXES.flatMap(samplePages);

beforeAll(async () => {
  site = await startTestSite();
  out = mkdtempSync(path.join(tmpdir(), "nassco-mirror-"));
  manifest = await writeMirror({ siteUrl: "https://nassco.example", fetchFrom: site.app.baseUrl, out, concurrency: 6 });
  mirror = await startMirrorNginx({ root: out, port: await freePort(), unavailable: FORMS_PAGE });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: CHROMIUM_FLAGS,
  });
  // About 8,100 addresses, 5,700 of them the payment pages of every state and LGA in five languages
  // and their files (decision 0108): 215 s to copy on a quiet machine of our kind.
}, scaled(480_000));

afterAll(async () => {
  await browser?.close();
  await mirror?.stop();
  await site?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

const get = (address: string, init?: RequestInit) => fetch(mirror.origin + address, { redirect: "manual", ...init });
/** A media type as compared: its parameters' letter case is not significant (UTF-8, utf-8). */
const typeOf = (type: string | null) => (type ?? "").toLowerCase().replace(/\s+/g, "");

describe("the mirror", () => {
  it("holds every language's pages and none of the back office", () => {
    for (const prefix of PREFIXES) expect(manifest.entries.map((entry) => entry.address)).toContain(prefix || "/");
    expect(manifest.entries.filter((entry) => /^\/staff(\/|$)/.test(entry.address))).toEqual([]);
    expect(manifest.skipped).toEqual([]);
    expect(manifest.files).toBe(manifest.entries.length);
  });

  it("answers every address it wrote with 200 and the type the site gave it", async () => {
    const wrong: string[] = [];
    for (const { address, type } of manifest.entries) {
      const answer = await get(address, { method: "HEAD" });
      if (answer.status !== 200 || typeOf(answer.headers.get("content-type")) !== typeOf(type))
        wrong.push(`${address}: ${answer.status} ${answer.headers.get("content-type")}, not 200 ${type}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers the sample pages and a file of each type as the site does: the same type, bytes and policies", async () => {
    const ofEachType = new Map(manifest.entries.map((entry) => [typeOf(entry.type), entry.address]));
    for (const address of [...samples(), ...ofEachType.values()]) {
      const [copy, original] = await Promise.all([get(address), fetch(site.app.baseUrl + address, { headers: { "Save-Data": "on" } })]);
      expect(copy.status, address).toBe(200);
      expect(typeOf(copy.headers.get("content-type")), address).toBe(typeOf(original.headers.get("content-type")));
      expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer())), `${address}: the same bytes`).toBe(
        true,
      );
      if (typeOf(original.headers.get("content-type")).startsWith("text/html")) {
        // The site's own policies (HSTS and upgrade-insecure-requests it sends over HTTPS only, as here it is not).
        const policies = (answer: Response) => ({
          csp: answer.headers.get("content-security-policy")?.replace(/;upgrade-insecure-requests$/, ""),
          ...Object.fromEntries(
            ["x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy"].map((name) => [
              name,
              answer.headers.get(name)?.toLowerCase(),
            ]),
          ),
        });
        expect(policies(copy), address).toEqual(policies(original));
      }
    }
    // The compiled assets keep the server's policies beside their own year-long lifetime.
    const asset = manifest.entries.find((entry) => entry.address.startsWith("/build/"));
    expect(asset, "an asset under /build/").toBeDefined();
    const assetAnswer = await get(asset!.address, { method: "HEAD" });
    expect(assetAnswer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(assetAnswer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(assetAnswer.headers.get("content-security-policy")).toContain("default-src 'self'");
    // A filter the mirror does not keep gets the list's first page, not a 404.
    const filtered = await get("/resource-hub/photo-gallery?category=anything");
    expect(filtered.status).toBe(200);
    expect(await filtered.text()).toBe(await (await get("/resource-hub/photo-gallery")).text());
  });

  it("has every address of the sitemap, in every language", async () => {
    const index = await (await get("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(files.length).toBeGreaterThan(0);
    const pages = new Set<string>();
    for (const file of files) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      for (const [, loc] of (await answer.text()).matchAll(/<loc>([^<]+)<\/loc>|hreflang="[^"]+" href="([^"]+)"/g))
        if (loc) pages.add(new URL(loc).pathname + new URL(loc).search);
    }
    for (const prefix of PREFIXES) expect(pages).toContain(prefix || "/");
    const missing: string[] = [];
    for (const page of pages) if ((await get(page, { method: "HEAD" })).status !== 200) missing.push(page);
    expect(missing).toEqual([]);
  });

  it("answers a form's post, and any method but GET and HEAD, with 503 and the forms' page", async () => {
    const formsPage = readFileSync(FORMS_PAGE, "utf8");
    for (const [method, address] of [
      ["POST", "/contact"],
      ["POST", "/ha/grievances/new"],
      ["POST", "/api/subscribe"],
      ["PUT", "/"],
    ] as const) {
      const answer = await get(address, {
        method,
        body: "email=reader%40example.com",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(answer.status, `${method} ${address}`).toBe(503);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.text()).toBe(formsPage);
    }
  });

  it("has no back office, and says a page is missing in its language's own words", async () => {
    for (const address of ["/staff", "/staff/sign-in", "/mirror-manifest.json", "/object-store.tsv"])
      expect((await get(address)).status, address).toBe(404);
    for (const prefix of PREFIXES) {
      const answer = await get(`${prefix}/no-such-page`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toMatch(new RegExp(`<html lang="${prefix.slice(1) || "en"}"`));
    }
  });
});

describe("deploy/mirror/nginx.conf", () => {
  it("passes nginx -t as a machine runs it, over HTTPS with its certificate", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "nassco-mirror-tls-"));
    try {
      selfSignedCertificate(work, ["nassco.example"]);
      const conf = readFileSync("deploy/mirror/nginx.conf", "utf8")
        .replace("/etc/nginx/tls/fullchain.pem", `${work}/cert.pem`)
        .replace("/etc/nginx/tls/privkey.pem", `${work}/key.pem`)
        .replace("/run/nginx.pid", `${work}/nginx.pid`)
        .replace("/var/log/nginx/mirror-access.log", `${work}/access.log`);
      writeFileSync(`${work}/nginx.conf`, conf);
      const { stderr } = await run("nginx", ["-t", "-p", work, "-c", `${work}/nginx.conf`, "-e", "stderr"]);
      expect(stderr).toContain("test is successful");
      // Only the warning nginx 1.25.1 and later give for HTTP/2 on the listen lines, which 1.22 needs.
      expect(stderr.split("\n").filter((line) => /\[warn\]/.test(line) && !/"http2" directive is deprecated/.test(line))).toEqual([]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe("the mirror's sample pages, in every language", () => {
  it("pass the Nu HTML Checker", { timeout: scaled(60_000) }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vnu-mirror-"));
    try {
      const files = new Map<string, string>();
      for (const [index, address] of samples().entries()) {
        const file = path.join(dir, `${index}.html`);
        writeFileSync(file, Buffer.from(await (await get(address)).arrayBuffer()));
        files.set(`file:${file}`, address);
      }
      const { stdout, stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", dir], {
        maxBuffer: 16 * 1024 * 1024,
      });
      const report = JSON.parse(stderr || stdout) as { messages: { type: string; url: string; message: string }[] };
      const errors = report.messages
        .filter((message) => message.type === "error")
        .map((message) => `${files.get(message.url) ?? message.url}: ${message.message}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("show their heading in w3m", async () => {
    for (const address of samples()) {
      const html = await (await get(address)).text();
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!;
      const words = heading
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .split(/\s+/)
        .filter(Boolean)
        .join(" ");
      const { stdout } = await run("w3m", ["-dump", "-cols", "40", "-O", "UTF-8", mirror.origin + address], { timeout: scaled(30_000) });
      expect(stdout.split(/\s+/).join(" "), address).toContain(words);
    }
  });

  it("fit a 240×320 phone: the heading on the first screen, nothing wider than the screen", { timeout: scaled(60_000) }, async () => {
    const context = await browser.newContext({ viewport: { width: 240, height: 320 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const address of samples()) {
        await page.goto(mirror.origin + address);
        await expectFirstScreenHeading(page, address);
        await expectNoSidewaysScroll(page);
      }
    } finally {
      await context.close();
    }
  });
});
