import { describe, expect, it } from "vitest";
import { seededNews } from "../../../prisma/seeds/content/news-articles";
import { articlePath, downloadName, newsDateIso, newsDateText, type NewsArticle } from "./article";
import { newsAction, newsSummary } from "./article.server";

const base: NewsArticle = {
  id: "data-access-guidelines-2023",
  slug: "data-access-guidelines-2023",
  title: "Data Access Guidelines 2023",
  publishedOn: new Date("2023-05-16T00:00:00Z"),
  excerpt: "x",
  body: "",
  image: null,
  imageUrl: "",
  link: "",
  linkKind: null,
  provenance: "illustrative",
  source: null,
};

describe("the seeded news", () => {
  it("has items, each dated, newest first", () => {
    expect(seededNews.length).toBeGreaterThan(0);
    const times = seededNews.map((item) => item.publishedOn.getTime());
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives every item its own id and slug", () => {
    expect(new Set(seededNews.map((item) => item.id)).size).toBe(seededNews.length);
    expect(new Set(seededNews.map((item) => item.slug)).size).toBe(seededNews.length);
  });

  it("mixes view-pdf, download and video items, each with a link of the right kind", () => {
    for (const kind of ["view-pdf", "download", "video"] as const) expect(seededNews.some((item) => item.linkKind === kind)).toBe(true);
    for (const item of seededNews) {
      if (item.linkKind === "video") expect(item.link).toMatch(/\.mp4$/);
      if (item.linkKind === "view-pdf" || item.linkKind === "download") expect(item.link).toMatch(/\.pdf$/);
    }
  });
});

describe("news dates", () => {
  it("read as the office has always written them, and as ISO for machines", () => {
    expect(newsDateText(new Date("2025-09-08T00:00:00Z"))).toBe("September 08, 2025");
    expect(newsDateIso(new Date("2025-09-08T00:00:00Z"))).toBe("2025-09-08");
  });
});

describe("newsSummary", () => {
  it("is the excerpt when there is one", () => {
    expect(newsSummary({ excerpt: " Short. ", body: "Long" })).toBe("Short.");
  });
  it("is otherwise the first 250 characters of the body's text, then an ellipsis", () => {
    const body = `${"word ".repeat(60)}\n\n**&** [more](/nsr)`;
    const summary = newsSummary({ excerpt: "", body });
    expect(summary.endsWith("…")).toBe(true);
    expect(Array.from(summary.slice(0, -1))).toHaveLength(250);
    expect(summary).not.toMatch(/[<>*[\]]/);
  });
});

describe("newsAction", () => {
  it("matches the item's kind of link", () => {
    expect(newsAction({ ...base, link: "/a.pdf", linkKind: "view-pdf" })).toMatchObject({ label: "View PDF", href: "/a.pdf" });
    expect(newsAction({ ...base, link: "/a.pdf", linkKind: "download" })).toMatchObject({
      label: "Download",
      filename: "Data-Access-Guidelines-2023.pdf",
    });
    expect(downloadName("Call: Monitors / Agents")).toBe("Call-Monitors--Agents.pdf");
    expect(newsAction({ ...base, link: "/v.mp4", linkKind: "video" })).toMatchObject({
      label: "Watch Video",
      href: "/news/data-access-guidelines-2023#video",
    });
    expect(newsAction(base)).toMatchObject({ label: "Read More", href: articlePath(base.slug) });
  });
  it("gives no button when there is neither excerpt nor body", () => {
    expect(newsAction({ ...base, excerpt: " ", body: "  \n" })).toBeNull();
  });
});
