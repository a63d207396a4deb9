import { describe, expect, it } from "vitest";
import { usefulShare } from "./staff-feedback-view";

describe("usefulShare", () => {
  it("is the share of yes answers, rounded to a whole percentage", () => {
    expect(usefulShare(1, 2)).toBe("33%");
    expect(usefulShare(2, 1)).toBe("67%");
    expect(usefulShare(5, 0)).toBe("100%");
  });

  it("is 0% for a page nobody answered, not a division by zero", () => {
    expect(usefulShare(0, 0)).toBe("0%");
  });
});
