import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { allPagePaths } from "../../app/site/navigation";
import { vacancyPath } from "../../app/features/careers/vacancy";
import { FIXTURE_VACANCY } from "../../prisma/seeds/content/fixtures";
import { E2E_BASE_URL } from "./support/server";
import { scaled } from "../support/time-scale";

/**
 * A text browser 40 columns wide (w3m, from Debian) stands in for the
 * plainest readers: no CSS, no script. The page's heading must come within
 * the first 40 lines, and what CSS would separate must still read apart.
 */
function dump(path: string): string[] {
  return execFileSync("w3m", ["-dump", "-cols", "40", `${E2E_BASE_URL}${path}`], { encoding: "utf8", timeout: scaled(30_000) }).split("\n");
}

const headingOf = (html: string) =>
  (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim();

// With the CONTENT_FIXTURES vacancy: the office has published none.
for (const path of [
  ...allPagePaths(),
  vacancyPath(FIXTURE_VACANCY.slug),
  "/accessibility",
  "/sitemap",
  "/grievances/statistics",
  "/is-this-real",
]) {
  test(`${path}: the h1 is within the first 40 lines in w3m`, async ({ request }) => {
    const heading = headingOf(await (await request.get(path)).text());
    expect(heading).not.toBe("");
    const lines = dump(path);
    // A long heading wraps, so its first line is the start of it.
    const line = lines.findIndex((text) => text.trim().length >= Math.min(heading.length, 12) && heading.startsWith(text.trim()));
    expect(line, `"${heading}" in:\n${lines.slice(0, 45).join("\n")}`).toBeGreaterThanOrEqual(0);
    expect(line + 1).toBeLessThanOrEqual(40);
  });
}

test("counters, bios and the pause control read as words, not run together", () => {
  const home = dump("/").join("\n");
  expect(home).toContain("36 States in Nigeria + FCT");
  expect(home).toContain("19,708,500 Poor & Vulnerable");
  expect(home).toMatch(/NASSCO, National Social/);
  expect(home).toContain("Pause notifications");
  expect(home).not.toMatch(/PausePlay|3636|NNASSCO/);
  const about = dump("/who-we-are/about-us").join("\n");
  expect(about).not.toMatch(/Read more|Show less/);
});

test("the footer's links to contact, accessibility and the site map read as separate lines", () => {
  const lines = dump("/who-we-are/about-us").map((line) => line.trim());
  for (const name of ["Contact", "Accessibility", "Site map"])
    expect(lines.some((line) => line.endsWith(name) && line.length <= name.length + 4)).toBe(true);
  // "Is this real?" and "Report a problem" share a line, apart.
  expect(lines).toContain("Is this real? · Report a problem");
  // When an LGA is paid (decision 0108): a line of its own, the link whole.
  expect(lines).toContain("When is my LGA paid?");
});

test("Is this real? reads in order in w3m: the rule, the channels with their dates, the fakes as text, Report a scam", () => {
  const lines = dump("/is-this-real").map((line) => line.trim());
  // Each heading is a line of its own (the tagline repeats some of their words).
  const at = (words: string) => lines.findIndex((line) => line === words || line.startsWith(words));
  // The report section's heading is the last "Report a scam": a link of that name also comes first, after the lead (issue 67).
  const order = ["NASSCO never charges money", "The office's real channels", "Known fakes", "Report a scam"].map((words) =>
    lines.findLastIndex((line) => (words.startsWith("NASSCO") ? line.startsWith(words) : line === words)),
  );
  expect(at("Report a scam")).toBeLessThan(order[1]!);
  expect(order.every((line) => line >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  // The rule comes right under the heading and its tagline.
  expect(at("NASSCO never charges money") - at("Is this real?")).toBeLessThan(10);
  const text = lines.join("\n");
  expect(text).toMatch(/Last checked by the office|Not yet checked by the office/);
  expect(text).toContain("nctocct[.]com");
});

test("the footer's address reads in w3m with each line apart: no label runs into the city", () => {
  const lines = dump("/who-we-are/about-us").map((line) => line.trim());
  const footer = lines.join("\n");
  expect(footer).not.toMatch(/confirmed\)\S/);
  expect(lines.some((line) => line.startsWith("Abuja"))).toBe(true);
});

test("the site map reads as a list under each section's name, and the statement gives the date of its last test", () => {
  const map = dump("/sitemap").join("\n");
  for (const name of ["Who We Are", "NSR Summary by LGA", "Data Access Request Form", "About this website", "Accessibility"])
    expect(map).toContain(name);
  expect(map).not.toMatch(/About UsOperational/);
  const statement = dump("/accessibility").join("\n");
  expect(statement).toMatch(/We last tested this website on\s+[A-Z][a-z]+\s+\d{2},\s+\d{4}/);
  expect(statement).toContain("How we tested this website");
});
