import { describe, expect, it } from "vitest";
import { alternateSlug, slugify } from "~/utils/slug";
import { news } from "./news";
import { articlePath, findArticle, newsDate } from "./news-articles";
import { newsAction, newsSummary } from "./news-articles.server";

describe("the news collection", () => {
  it("has items, each dated, newest first", () => {
    expect(news.length).toBeGreaterThan(0);
    const times = news.map((item) => newsDate(item).getTime());
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives every item its own slug", () => {
    expect(new Set(news.map((item) => slugify(item.title))).size).toBe(news.length);
  });

  it("mixes view-pdf, download and video items, each with a link of the right kind", () => {
    for (const type of ["view-pdf", "download", "video"] as const) expect(news.some((item) => item.type === type)).toBe(true);
    for (const item of news) {
      if (item.type === "video") expect(item.link).toMatch(/\.mp4$/);
      if (item.type === "view-pdf" || item.type === "download") expect(item.link).toMatch(/\.pdf$/);
    }
  });
});

describe("newsSummary", () => {
  const base = { title: "T", date: "March 23, 2021", imageUrl: "", link: "", provenance: "illustrative" as const };
  it("is the excerpt when there is one", () => {
    expect(newsSummary({ ...base, excerpt: " Short. ", content: "<p>Long</p>" })).toBe("Short.");
  });
  it("is otherwise the first 250 characters of the content's text, then an ellipsis", () => {
    const content = `<p>${"word ".repeat(60)}</p><p>&amp; more</p>`;
    const summary = newsSummary({ ...base, excerpt: "", content });
    expect(summary.endsWith("…")).toBe(true);
    expect(Array.from(summary.slice(0, -1))).toHaveLength(250);
    expect(summary).not.toMatch(/[<>]/);
  });
});

describe("newsAction", () => {
  const base = {
    title: "Data Access Guidelines 2023",
    date: "May 16, 2023",
    excerpt: "x",
    content: "",
    imageUrl: "",
    provenance: "illustrative" as const,
  };
  it("matches the item's type", () => {
    expect(newsAction({ ...base, link: "/a.pdf", type: "view-pdf" })).toMatchObject({ label: "View PDF", href: "/a.pdf" });
    expect(newsAction({ ...base, link: "/a.pdf", type: "download" })).toMatchObject({
      label: "Download",
      filename: "Data-Access-Guidelines-2023.pdf",
    });
    expect(newsAction({ ...base, title: "Call: Monitors / Agents", link: "/a.pdf", type: "download" })).toMatchObject({
      filename: "Call-Monitors--Agents.pdf",
    });
    expect(newsAction({ ...base, link: "/v.mp4", type: "video" })).toMatchObject({
      label: "Watch Video",
      href: "/news/data-access-guidelines-2023#video",
    });
    expect(newsAction({ ...base, link: "" })).toMatchObject({ label: "Read More", href: "/news/data-access-guidelines-2023" });
  });
  it("gives no button when there is neither excerpt nor content", () => {
    expect(newsAction({ ...base, excerpt: " ", content: "<p> </p>", link: "" })).toBeNull();
  });
});

describe("findArticle", () => {
  it("finds by the canonical slug and redirects the other reading", () => {
    const item = news.find((entry) => alternateSlug(entry.title) !== slugify(entry.title))!;
    expect(item).toBeDefined();
    expect(findArticle(slugify(item.title))).toEqual({ item });
    expect(findArticle(alternateSlug(item.title))).toEqual({ redirectTo: articlePath(item) });
    expect(articlePath(item)).toBe(`/news/${slugify(item.title)}`);
    expect(findArticle("no-such-article")).toBeNull();
  });
});
