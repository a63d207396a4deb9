import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import vnuJar from "vnu-jar";
import { splitLocale } from "../../app/i18n/locales";
import { wholeSitemap } from "../support/sitemap";
import { scaled } from "../support/time-scale";

/**
 * Every byte we send is valid: the Nu HTML Checker (vnu-jar, on Debian's
 * Java: apt-get install default-jre-headless) finds no error on any page of
 * the sitemap or on the states a reader can put a page in, and no response
 * holds a NUL byte. One checker run for all pages: the JVM starts once.
 */
const EXTRA = [
  "/where-we-work/nsr-summary-by-lga?q=kano&sort=households&dir=desc",
  "/resource-hub/photo-gallery?category=unga-2025",
  "/resource-hub/photo-gallery/7",
  "/resource-hub/video-gallery/3",
  "/search?query=cash+transfer",
  "/search?query=zzqxv",
  "/no-such-page",
  "/nsr/data-access-request-form/submitted",
  "/grievances/new/submitted",
  "/grievances/status",
  // The two addresses that showed NUL bytes under React's Node stream writer.
  `/where-we-work/nsr-summary-by-lga?q=${"a".repeat(22)}`,
  `/search?query=${"a".repeat(24)}`,
];

test("the Nu HTML Checker finds no error on any page, and no page holds a NUL byte", async ({ request }) => {
  // Measured at 130 s on a quiet machine (every page through the checker): more than three times that.
  test.setTimeout(scaled(480_000));
  const sitemap = await wholeSitemap(async (address) => (await request.get(address)).text());
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  // Every English page; in each other language, the pages of the navigation tree and the rest of the
  // code's pages (an article or a photo is the same template in every language).
  const item = /^\/(resource-hub\/(news|photo-gallery|video-gallery)|get-involved\/careers)\/./;
  // The 774 LGAs' payment pages are one template: Kano's 44 stand for them, in every language (decision 0108).
  const otherLga = /^\/payments\/(?!kano\/)[^/]+\/[^/]+$/;
  const paths = [
    ...listed.filter(
      (page) => (splitLocale(page).locale === "en" || !item.test(splitLocale(page).path)) && !otherLga.test(splitLocale(page).path),
    ),
    ...EXTRA,
  ];
  expect(paths.length).toBeGreaterThan(50);

  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of paths.entries()) {
      const body = await (await request.get(page)).body();
      expect(body.includes(0), `NUL byte in ${page}`).toBe(false);
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, body);
      files.set(`file:${file}`, page);
    }
    // The form's error state, as a reader who left out the organisation sees it.
    const refused = await request.post("/nsr/data-access-request-form", {
      form: { organizationName: "", officeAddress: "", sector: "", date: "31/02/2026" },
    });
    expect(refused.status()).toBe(400);
    const formFile = path.join(dir, "form-errors.html");
    writeFileSync(formFile, await refused.body());
    files.set(`file:${formFile}`, "/nsr/data-access-request-form (with errors)");
    // The grievance form's, with every kind of field refused: a radio group, a select, a box.
    const grievance = await request.post("/grievances/new", { form: { description: "", state: "", phone: "12", mayContact: "on" } });
    expect(grievance.status()).toBe(400);
    const grievanceFile = path.join(dir, "grievance-errors.html");
    writeFileSync(grievanceFile, await grievance.body());
    files.set(`file:${grievanceFile}`, "/grievances/new (with errors)");

    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", dir],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        error.code === "ENOENT" ? "Java is needed for the Nu HTML Checker: apt-get install default-jre-headless" : String(error),
      );
    });
    const report = JSON.parse(stderr || stdout) as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = report.messages
      .filter((message) => message.type === "error")
      .map((message) => `${files.get(message.url) ?? message.url}: ${message.message} ${message.extract ?? ""}`.trim());
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
