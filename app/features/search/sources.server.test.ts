import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allSearchDocs, searchSources } from "~/features/search/sources.server";

/** Modules of app/content that hold no searchable collection of their own, and why. */
const NOT_COLLECTIONS: Record<string, string> = {
  abbreviations: "short names, added to every document that mentions their long names",
  audit: "the provenance of everything else, for content:audit",
  "block-text": "turns blocks into text for the index",
  "item-kinds": "the words of kinds of item, for labels and content:audit",
  "lga-table": "the register page's labels and messages; its rows are searchable by state",
  messages: "the search and news pages' messages",
  "news-paths": "addresses",
  newsletter: "form messages",
  "nigeria-map": "map geometry",
  "placeholder-files.json": "which files are placeholders",
  provenance: "provenance types and labels",
  "register-sample": "the LGA sample's description; its rows are in the database",
  redirects: "old addresses",
  retention: "retention periods; the privacy policy states them",
  types: "types",
};

describe("the search index sources", () => {
  it("claim every content collection, so nothing the site says is missing from search", () => {
    const modules = readdirSync(path.resolve("app/content"))
      .filter((name) => !name.endsWith(".test.ts"))
      .map((name) => name.replace(/\.tsx?$/, ""));
    const claimed = new Set(searchSources.flatMap((source) => source.modules));
    const unclaimed = modules.filter((name) => !claimed.has(name) && !(name in NOT_COLLECTIONS));
    expect(unclaimed).toEqual([]);
  });

  it("give every document a unique key, a title and a link", () => {
    const docs = allSearchDocs();
    expect(new Set(docs.map((doc) => doc.key)).size).toBe(docs.length);
    for (const doc of docs) {
      expect(doc.title.trim(), doc.key).not.toBe("");
      expect(doc.url, doc.key).toMatch(/^\//);
    }
    for (const source of searchSources) expect(source.documents({ pagesInDatabase: new Set() }).length, source.name).toBeGreaterThan(0);
  });
});
