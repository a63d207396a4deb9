import { describe, expect, it } from "vitest";
import { listedStatus, listFilters, listHref } from "./content-list";

describe("the collection list's address", () => {
  it("reads the filters it knows and drops any other value", () => {
    expect(listFilters(new URLSearchParams("status=live&provenance=illustrative"))).toEqual({ status: "live", provenance: "illustrative" });
    expect(listFilters(new URLSearchParams("status=gone&provenance=rumour"))).toEqual({ status: "", provenance: "" });
    expect(listFilters(new URLSearchParams("status=toString&provenance=constructor"))).toEqual({ status: "", provenance: "" });
    expect(listFilters(new URLSearchParams())).toEqual({ status: "", provenance: "" });
  });

  it("links a page with the filters kept and the rows in view", () => {
    const filters = { status: "drafted", provenance: "" };
    expect(listHref("faq", filters)).toBe("/staff/content/faq?status=drafted&provenance=#items");
    expect(listHref("faq", filters, { after: "2026-11-25 10:00:00.123456+00|a b" })).toBe(
      "/staff/content/faq?status=drafted&provenance=&after=2026-11-25+10%3A00%3A00.123456%2B00%7Ca+b#items",
    );
  });
});

describe("listedStatus", () => {
  it("says what readers have of the item", () => {
    expect(listedStatus(null, false)).toBe("New, not published");
    expect(listedStatus("published", true)).toBe("Live");
    expect(listedStatus("published", false)).toBe("Published");
    expect(listedStatus("archived", false)).toBe("Archived");
    expect(listedStatus("odd", false)).toBe("odd");
  });
});
