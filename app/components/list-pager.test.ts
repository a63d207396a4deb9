import { describe, expect, it } from "vitest";
import { pagerWindow } from "./list-pager";

describe("pagerWindow", () => {
  it("shows every page of a short list", () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows the first, the last and two either side of the current page, with gaps between", () => {
    expect(pagerWindow(500, 1002)).toEqual([1, "gap", 498, 499, 500, 501, 502, "gap", 1002]);
    expect(pagerWindow(1, 1002)).toEqual([1, 2, 3, "gap", 1002]);
    expect(pagerWindow(1002, 1002)).toEqual([1, "gap", 1000, 1001, 1002]);
  });

  it("shows a single left-out page rather than an ellipsis in its place", () => {
    expect(pagerWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 20]);
    expect(pagerWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "gap", 20]);
  });

  it("never shows more than nine numbers, each once, in order", () => {
    for (const pages of [1, 2, 8, 9, 10, 11, 50, 1002])
      for (let page = 1; page <= pages; page += 1) {
        const numbers = pagerWindow(page, pages).filter((entry) => entry !== "gap");
        expect(numbers.length).toBeLessThanOrEqual(9);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
      }
  });
});
