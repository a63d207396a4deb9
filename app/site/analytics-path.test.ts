import { describe, expect, it } from "vitest";
import { analyticsPath } from "./analytics-path";

describe("analyticsPath", () => {
  it("keeps the page, lower-case, without its query or a trailing slash", () => {
    expect(analyticsPath("/")).toBe("/");
    expect(analyticsPath("/Who-We-Are/About-Us/?utm_source=x")).toBe("/who-we-are/about-us");
    expect(analyticsPath("/search?query=my+name")).toBe("/search");
  });

  it("keeps the LGA table's own parameters, in one order, and drops others", () => {
    expect(analyticsPath("/where-we-work/nsr-summary-by-lga?utm=1&q=kano")).toBe("/where-we-work/nsr-summary-by-lga?q=kano");
  });

  it("refuses what is not a page of the site", () => {
    for (const raw of [
      undefined,
      "",
      "about-us",
      "//evil.example/",
      "/wp-admin",
      "/../etc/passwd",
      "/who-we-are/<script>",
      `/${"a".repeat(600)}`,
    ]) {
      expect(analyticsPath(raw), String(raw)).toBeNull();
    }
  });
});
