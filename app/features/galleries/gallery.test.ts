import { describe, expect, it } from "vitest";
import { gridHref, itemHref, neighbours } from "~/features/galleries/gallery";

describe("gallery navigation", () => {
  const list = [{ id: 4 }, { id: 9 }, { id: 12 }];
  it("wraps previous from the first item to the last, and next from the last to the first", () => {
    expect(neighbours(list, 4)).toEqual({ index: 0, previous: { id: 12 }, next: { id: 9 } });
    expect(neighbours(list, 12)).toEqual({ index: 2, previous: { id: 9 }, next: { id: 4 } });
    expect(neighbours([{ id: 1 }], 1)).toEqual({ index: 0, previous: { id: 1 }, next: { id: 1 } });
    expect(neighbours(list, 5)).toBeNull();
  });
  it("writes canonical addresses", () => {
    expect(gridHref("/g", "", 1)).toBe("/g");
    expect(gridHref("/g", "unga-2025", 2)).toBe("/g?category=unga-2025&page=2");
    expect(itemHref("/g", 7, "")).toBe("/g/7");
    expect(itemHref("/g", 7, "unga-2025")).toBe("/g/7?category=unga-2025");
  });
});
