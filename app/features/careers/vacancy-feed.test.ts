import { expect, it } from "vitest";
import { vacancyFeed, vacancyFeedItem } from "./vacancy-feed";

const ORIGIN = "https://nassco.example";
const vacancy = {
  slug: "data-analyst",
  title: "Data Analyst",
  location: "Abuja",
  summary: "Analyse the register.",
  closesOn: "2026-12-04",
  provenance: "illustrative" as const,
  publishAt: new Date("2026-11-20T08:30:00Z"),
};

it("a vacancy's item leads to its page, dated when it appeared, with where it is and the last day to apply", () => {
  const item = vacancyFeedItem(ORIGIN, vacancy);
  expect(item.link).toBe("https://nassco.example/get-involved/careers/data-analyst");
  expect(item.guid).toBeUndefined();
  expect(item.published).toBe(vacancy.publishAt);
  expect(item.description).toBe("Abuja. Apply by the end of December 04, 2026. Analyse the register.");
});

it("the vacancies feed follows the careers page from its own address", () => {
  const feed = vacancyFeed(ORIGIN, [vacancy]);
  expect(feed.pageUrl).toBe("https://nassco.example/get-involved/careers");
  expect(feed.feedUrl).toBe("https://nassco.example/get-involved/careers/rss.xml");
  expect(feed.items.map((item) => item.title)).toEqual(["Data Analyst"]);
});
