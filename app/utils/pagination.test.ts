import { describe, expect, it } from "vitest";
import { pageCountFor, pageHref, readPage, slicePage } from "./pagination";

describe("pagination", () => {
  it("counts pages, with at least one", () => {
    expect(pageCountFor(22, 10)).toBe(3);
    expect(pageCountFor(20, 10)).toBe(2);
    expect(pageCountFor(0, 10)).toBe(1);
  });

  it.each([
    [null, 1, true],
    ["2", 2, true],
    ["1", 1, false],
    ["9", 3, false],
    ["0", 1, false],
    ["-4", 1, false],
    ["two", 1, false],
    ["2.5", 1, false],
    ["99999999999", 1, false],
  ])("page %j of 3 reads as %d (canonical: %s)", (raw, page, canonical) => {
    expect(readPage(raw, 3)).toEqual({ page, canonical });
  });

  it("slices 22 items into 10, 10 and 2", () => {
    const items = Array.from({ length: 22 }, (_, i) => i);
    expect(slicePage(items, 1, 10).items).toHaveLength(10);
    expect(slicePage(items, 3, 10)).toEqual({ items: [20, 21], page: 3, pages: 3 });
    expect(slicePage(items, 7, 10).page).toBe(3);
  });

  it("leaves page 1 without a parameter", () => {
    expect(pageHref("/resource-hub/news", 1)).toBe("/resource-hub/news");
    expect(pageHref("/resource-hub/news", 2)).toBe("/resource-hub/news?page=2");
  });
});
