import { describe, expect, it } from "vitest";
import { compareRows } from "./compare";
import { manifestOf } from "~/features/content-pages/collections";

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

describe("compareRows of a field of lines", () => {
  it("shows the items added and removed, line by line", () => {
    const windows = manifestOf("payment_window")!;
    const [lgas] = compareRows(windows, { lgas: ["Dala", "Fagge"] }, { lgas: ["Dala", "Gwale"] });
    expect(lgas).toMatchObject({ name: "lgas", before: "Dala\nFagge", after: "Dala\nGwale" });
    expect(lgas!.lines).toEqual([
      { text: "Dala", change: "same" },
      { text: "Fagge", change: "removed" },
      { text: "Gwale", change: "added" },
    ]);
  });
});
