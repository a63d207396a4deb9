import { describe, expect, it } from "vitest";
import { needsSecondStep, takeOffAsked, takeOffHref } from "./take-off";

describe("taking an item off the site", () => {
  it("asks only about an item on the site or scheduled, and only for unpublishing or archiving", () => {
    expect(takeOffAsked("unpublish", true)).toBe("unpublish");
    expect(takeOffAsked("archive", true)).toBe("archive");
    expect(takeOffAsked("archive", false)).toBeNull();
    expect(takeOffAsked("confirm", true)).toBeNull();
    expect(takeOffAsked(null, true)).toBeNull();
  });

  it("sends a post without its yes to the second step", () => {
    expect(needsSecondStep("unpublish", "")).toBe(true);
    expect(needsSecondStep("archive", "no")).toBe(true);
    expect(needsSecondStep("archive", "yes")).toBe(false);
    expect(needsSecondStep("republish", "")).toBe(false);
  });

  it("opens the item's page at the question", () => {
    expect(takeOffHref("news_article", "launch", "archive")).toBe("/staff/content/news_article/launch?take-off=archive#take-off");
  });
});
