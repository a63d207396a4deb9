import { describe, expect, it } from "vitest";
import { alternateSlug, slugify } from "./slug";

describe("slugify, the article slug rule", () => {
  it.each([
    ["NASSCO Newsletter: Second Quarter 2025", "nassco-newsletter-second-quarter-2025"],
    ["Stepdown Training on NIN-Integration, Kano!", "stepdown-training-on-nin-integration-kano"],
    ["snake_case and  double   spaces", "snake-case-and-double-spaces"],
    ["-- edge hyphens --", "edge-hyphens"],
    ["Hyphen - with spaces -- and -_- mixes", "hyphen-with-spaces-and-mixes"],
    ["Café in Abújà", "caf-in-abj"],
    ["COVID-19 relief", "covid-19-relief"],
    ["What's new?", "whats-new"],
    ["", ""],
  ])("%j becomes %j", (title, slug) => expect(slugify(title)).toBe(slug));
});

describe("alternateSlug, the other reading", () => {
  it("drops hyphens and underscores instead of keeping them as separators", () => {
    expect(alternateSlug("COVID-19 relief")).toBe("covid19-relief");
    expect(alternateSlug("snake_case  title")).toBe("snakecase-title");
    expect(alternateSlug("Stepdown Training - Kano")).toBe("stepdown-training-kano");
  });
});
