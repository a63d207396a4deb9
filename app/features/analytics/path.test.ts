import { describe, expect, it } from "vitest";
import { analyticsPath } from "~/features/analytics/path";

const pages = new Set(["/", "/search", "/who-we-are/about-us", "/where-we-work/nsr-summary-by-lga"]);
const exists = (path: string) => pages.has(path);

describe("analyticsPath", () => {
  it("keeps the page, lower-case, without its query or a trailing slash", () => {
    expect(analyticsPath("/", exists)).toBe("/");
    expect(analyticsPath("/Who-We-Are/About-Us/?utm_source=x", exists)).toBe("/who-we-are/about-us");
    expect(analyticsPath("/search?query=my+name", exists)).toBe("/search");
  });

  it("keeps how the LGA table was sorted and sized, in one order, and drops what was searched for", () => {
    expect(analyticsPath("/where-we-work/nsr-summary-by-lga?utm=1&q=kano&size=50&page=3&state=kano&dir=desc&sort=lga", exists)).toBe(
      "/where-we-work/nsr-summary-by-lga?sort=lga&dir=desc&size=50",
    );
    expect(analyticsPath("/where-we-work/nsr-summary-by-lga?q=my+village", exists)).toBe("/where-we-work/nsr-summary-by-lga");
  });

  it("never gives a path the table cannot store, however long the beacon", () => {
    const long = `/where-we-work/nsr-summary-by-lga?sort=${"s".repeat(200)}&dir=${"d".repeat(200)}`;
    expect(analyticsPath(long, exists)).toBe("/where-we-work/nsr-summary-by-lga");
  });

  it("refuses what is not a page of the site", () => {
    for (const raw of [
      undefined,
      "",
      "about-us",
      "//evil.example/",
      "/wp-admin",
      "/who-we-are/no-such-page",
      "/../etc/passwd",
      "/who-we-are/<script>",
      `/${"a".repeat(600)}`,
    ]) {
      expect(analyticsPath(raw, exists), String(raw)).toBeNull();
    }
  });
});
