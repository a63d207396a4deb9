import { describe, expect, it } from "vitest";
import { entriesOf, fieldOfConstraint, newItemId, proposedRow } from "./form";
import { collectionManifests, manifestOf } from "~/features/content-pages/collections";

const news = manifestOf("news_article")!;
const team = manifestOf("team_member")!;

describe("proposedRow", () => {
  it("turns a form's entries into the row's values: numbers, dates, booleans and empty optional fields as none", () => {
    const entries = {
      ...entriesOf(team, null),
      name: "Ada Obi",
      role: "Director",
      bio: "Text",
      position: "2",
      source_as_at_year_only: "on",
    };
    const result = proposedRow(team, entries);
    expect(result).toMatchObject({
      row: { name: "Ada Obi", position: 2, source_as_at_year_only: true, linkedin_url: null, source_url: null, source_as_at: null },
    });
  });

  it("names each field it cannot take, in words", () => {
    const entries = { ...entriesOf(news, null), title: "", slug: "x", published_on: "2026-02-30" };
    expect(proposedRow(news, entries)).toEqual({
      problems: { title: "Enter title", published_on: "Date shown must be a real date, written as 2026-11-25" },
    });
    expect(proposedRow(team, { ...entriesOf(team, null), name: "A", role: "B", position: "two" })).toMatchObject({
      problems: { position: "Position must be a whole number, such as 3" },
    });
  });

  it("gives every collection a title field among its fields", () => {
    for (const collection of collectionManifests) {
      expect(
        collection.fields.some((field) => field.name === collection.titleField),
        collection.table,
      ).toBe(true);
    }
  });
});

describe("fieldOfConstraint", () => {
  it("finds the field a database check is named for", () => {
    expect(fieldOfConstraint(news, "news_article_slug_check")?.name).toBe("slug");
    expect(fieldOfConstraint(news, "news_article_image_url_check")?.name).toBe("image_url");
    expect(fieldOfConstraint(news, "news_article_published_has_source")?.name).toBe("source_url");
    expect(fieldOfConstraint(news, "news_article_window")).toBeNull();
  });
});

describe("newItemId", () => {
  it("uses the id typed, or the title's, as an article's address is made", () => {
    expect(newItemId("", "NASSCO opens the register in Kano!")).toBe("nassco-opens-the-register-in-kano");
    expect(newItemId("Kano Launch", "anything")).toBe("kano-launch");
  });
});

describe("a new item's provenance", () => {
  const knownFake = manifestOf("known_fake")!;

  it("is the office's own (confirmed) for a known fake: the office records a fake reported to it", () => {
    expect(entriesOf(knownFake, null).provenance).toBe("confirmed");
  });

  it("is illustrative, labelled on the site, for a collection that says nothing", () => {
    expect(entriesOf(news, null).provenance).toBe("illustrative");
  });

  it("is never changed on an item that has one: a seeded illustrative fake keeps its label", () => {
    expect(entriesOf(knownFake, { provenance: "illustrative", looked_like: "nassco-grants[.]com" }).provenance).toBe("illustrative");
  });
});

describe("a field of lines (a payment window's LGAs and pay points)", () => {
  const windows = manifestOf("payment_window")!;
  const base = {
    ...entriesOf(windows, null),
    state: "Kano",
    cycle_year: "2026",
    cycle_number: "4",
    opens_on: "2026-12-07",
    closes_on: "2026-12-18",
    by_bank: "on",
    source_name: "NCTO",
    checked_on: "2026-11-25",
  };

  it("takes one item a line, trimmed, empty lines dropped, and gives the form its lines back", () => {
    const result = proposedRow(windows, { ...base, lgas: " Dala\n\nFagge \n", pay_points: "" });
    expect(result).toMatchObject({ row: { lgas: ["Dala", "Fagge"], pay_points: [] } });
    expect(entriesOf(windows, { lgas: ["Dala", "Fagge"] }).lgas).toBe("Dala\nFagge");
  });

  it("names the line that is too long or said twice, and refuses more lines than the field takes", () => {
    expect(proposedRow(windows, { ...base, lgas: "Dala\ndala" })).toEqual({ problems: { lgas: "LGAs: line 2 repeats “dala”" } });
    expect(proposedRow(windows, { ...base, lgas: "Dala", pay_points: `A school\n${"x".repeat(201)}` })).toEqual({
      problems: { pay_points: "Pay points: line 2 must be 200 characters or fewer" },
    });
    const many = Array.from({ length: 61 }, (_, index) => `LGA ${index}`).join("\n");
    expect(proposedRow(windows, { ...base, lgas: many })).toEqual({ problems: { lgas: "LGAs can have at most 60 lines; this has 61" } });
    expect(proposedRow(windows, { ...base, lgas: "\n \n" })).toEqual({ problems: { lgas: "Enter lgas" } });
  });

  it("makes a new window's id from its state, cycle and first LGA", () => {
    const result = proposedRow(windows, { ...base, lgas: "Dawakin Kudu\nDala" });
    expect("row" in result && windows.newId?.of(result.row)).toBe("kano-2026-4-dawakin-kudu");
  });
});
