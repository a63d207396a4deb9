import { describe, expect, it } from "vitest";
import { compareRows } from "./compare";
import { manifestOf } from "~/features/content-pages/collections";
import type { CollectionManifest } from "~/features/content/collection-manifest";

const news = manifestOf("news_article")!;

describe("compareRows", () => {
  it("lists only the fields that differ, with a line-by-line view of long text", () => {
    const before = { title: "Launch", body: "First line\nSecond line", provenance: "illustrative", status: "published" };
    const after = { title: "Launch", body: "First line\nA new second line\nThird", provenance: "confirmed", status: "published" };
    const changes = compareRows(news, before, after);
    expect(changes.map((change) => change.name)).toEqual(["body", "provenance"]);
    expect(changes[0]!.lines).toEqual([
      { text: "First line", change: "same" },
      { text: "Second line", change: "removed" },
      { text: "A new second line", change: "added" },
      { text: "Third", change: "added" },
    ]);
    expect(changes[1]).toMatchObject({
      before: "Illustrative: an example, labelled as such on the site",
      after: "Confirmed by the office",
      lines: null,
    });
  });

  it("shows every filled field of a new item", () => {
    const changes = compareRows(news, null, { title: "New", slug: "new", excerpt: "" });
    expect(changes.map((change) => change.name)).toEqual(["title", "slug"]);
  });
});

describe("compareRows of a list field", () => {
  const windows = {
    ...news,
    fields: [{ name: "lgas", label: "LGAs", kind: "lines" }],
  } satisfies CollectionManifest;

  it("compares item by item: kept, removed and added, in order, with the lists as lines either side", () => {
    const [change, ...rest] = compareRows(windows, { lgas: ["Dala", "Fagge", "Gwale"] }, { lgas: ["Dala", "Gwale", "Nassarawa"] });
    expect(rest).toEqual([]);
    expect(change).toEqual({
      name: "lgas",
      label: "LGAs",
      before: "Dala\nFagge\nGwale",
      after: "Dala\nGwale\nNassarawa",
      lines: [
        { text: "Dala", change: "same" },
        { text: "Fagge", change: "removed" },
        { text: "Gwale", change: "same" },
        { text: "Nassarawa", change: "added" },
      ],
    });
  });

  it("sees no change in the same items, and every item added in a new item's list", () => {
    expect(compareRows(windows, { lgas: ["Dala"] }, { lgas: ["Dala"] })).toEqual([]);
    expect(compareRows(windows, null, { lgas: ["Dala", "Fagge"] })[0]!.lines).toEqual([
      { text: "Dala", change: "added" },
      { text: "Fagge", change: "added" },
    ]);
  });
});
