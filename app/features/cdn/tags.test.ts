import { describe, expect, it } from "vitest";
import { collectionManifests } from "~/features/content-pages/collections";
import {
  ALL_TAG,
  answerTags,
  collectionOfModel,
  collectionsInSql,
  collectionTag,
  isValidTag,
  languageTag,
  pageTag,
  tagsChangedBy,
} from "./tags";

describe("cache tags", () => {
  it("name the page, each collection it read (sorted, once), its language and all", () => {
    expect(answerTags("/ha/resource-hub/news", ["news_article", "carousel_slide", "news_article"])).toEqual([
      "page:/ha/resource-hub/news",
      "collection:carousel_slide",
      "collection:news_article",
      "lang:ha",
      "all",
    ]);
    expect(answerTags("/", [])).toEqual(["page:/", "lang:en", "all"]);
  });

  it("are each one both CDNs accept: printable ASCII, no space or comma, at most 1,024 bytes", () => {
    const every = [
      ...collectionManifests.map((manifest) => collectionTag(manifest.table)),
      ...answerTags("/pcm/news/some-article", []),
      pageTag("/news/a,b c")!,
      pageTag("/news/ọ̀rọ̀")!,
    ];
    for (const tag of every) expect(isValidTag(tag), tag).toBe(true);
    expect(every).toEqual(every.map((tag) => tag.toLowerCase()));
    expect(isValidTag("a b")).toBe(false);
    expect(isValidTag("a,b")).toBe(false);
    expect(isValidTag("")).toBe(false);
    expect(isValidTag("x".repeat(1025))).toBe(false);
  });

  it("spell a page's path as its address does, one way for an escaped and an unescaped spelling", () => {
    expect(pageTag("/news/a,b c")).toBe("page:/news/a%2cb%20c");
    expect(pageTag("/news/%E1%BB%8D")).toBe(pageTag("/news/ọ"));
    expect(pageTag(`/${"x".repeat(2000)}`)).toBeNull();
  });

  it("stand a Prisma model or a raw query's table for its collection, and nothing else for one", () => {
    expect(collectionOfModel("newsArticle")).toBe("news_article");
    expect(collectionOfModel("NewsArticle")).toBe("news_article");
    expect(collectionOfModel("searchDocument")).toBe("search");
    expect(collectionOfModel("lgaSummary")).toBe("lga_summary");
    expect(collectionOfModel("staffAccount")).toBeNull();
    expect(collectionsInSql("SELECT d.title FROM search_document d JOIN faq f ON true")).toEqual(["search", "faq"]);
    // A table whose name contains a collection's is not that collection.
    expect(collectionsInSql("SELECT 1 FROM news_article_old_slug")).toEqual([]);
    // The news list reads the articles through functions whose SQL names no table.
    expect(collectionsInSql("SELECT * FROM news_list_page($1, $2, $3::date)")).toEqual(["news_article"]);
  });

  it("spell the language and everything as the database's triggers do", () => {
    expect(languageTag("yo")).toBe("lang:yo");
    expect(collectionTag("lga_summary")).toBe("collection:lga_summary");
    expect(ALL_TAG).toBe("all");
  });

  it("narrow a notice of changed data to the answers that may show it, or to none where it cannot say", () => {
    expect(tagsChangedBy("news_article")).toEqual(["collection:news_article", "collection:search"]);
    const unsearched = collectionManifests.find((manifest) => manifest.searchKind === null && manifest.table !== "contact_channel")!;
    expect(tagsChangedBy(unsearched.table)).toEqual([collectionTag(unsearched.table)]);
    expect(tagsChangedBy("lga_summary")).toEqual(["collection:lga_summary"]);
    expect(tagsChangedBy("payment_progress")).toEqual(["collection:payment_progress"]);
    // A language's furniture, an unnamed change, the footer's channels shown from memory: every answer.
    for (const payload of ["content_locale", "all", "no_such_table", "contact_channel"]) expect(tagsChangedBy(payload), payload).toBeNull();
    // The listener back after a gap, a planned time reached: no tag, so the fresh answers go and the last good copies stay.
    expect(tagsChangedBy("")).toEqual([]);
    expect(tagsChangedBy("schedule")).toEqual([]);
  });
});
