import { describe, expect, it } from "vitest";
import { entriesOf, fieldHint, fieldOfConstraint, newItemId, proposedRow } from "./form";
import { collectionManifests, manifestOf } from "~/features/content-pages/collections";
import type { CollectionManifest, ContentField } from "~/features/content/collection-manifest";

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

  it("takes a time as Lagos reads it, shows one back the same way, and names one it cannot read", () => {
    const notices = manifestOf("service_notice")!;
    const entries = {
      ...entriesOf(notices, null),
      channel: "phone",
      state: "planned",
      message: "Work on the line",
      starts_at: "2027-01-12 22:00",
    };
    expect(proposedRow(notices, entries)).toMatchObject({ row: { starts_at: "2027-01-12T21:00:00.000Z", ends_at: null } });
    expect(entriesOf(notices, { starts_at: "2027-01-12T21:00:00+00:00" }).starts_at).toBe("2027-01-12 22:00");
    expect(proposedRow(notices, { ...entries, ends_at: "2027-01-12 25:00" })).toEqual({
      problems: { ends_at: "Until must be a real time, written as 2026-11-25 14:30" },
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

describe("a list field (lines)", () => {
  const payPoints: ContentField = { name: "pay_points", label: "Pay points", kind: "lines", maxItems: 3, maxLength: 20 };
  const lgas: ContentField = { name: "lgas", label: "LGAs", kind: "lines", required: true };
  const windows = { ...news, table: "window", titleField: "lgas", fields: [lgas, payPoints] } satisfies CollectionManifest;
  const entries = (over: Record<string, string>) => ({ ...entriesOf(windows, null), lgas: "Dala", ...over });
  const problems = (over: Record<string, string>) => proposedRow(windows, entries(over));

  it("takes one item a line, trimmed, empty lines left out, as a list; an optional empty one as none", () => {
    expect(proposedRow(windows, entries({ lgas: " Dala \n\n  Fagge\n", pay_points: "" }))).toMatchObject({
      row: { lgas: ["Dala", "Fagge"], pay_points: [] },
    });
  });

  it("asks for a required one with no items, even with empty lines", () => {
    expect(problems({ lgas: "\n  \n" })).toEqual({ problems: { lgas: "Enter lgas" } });
  });

  it("refuses a repeat whatever its case, too many items, and a line too long, naming its line", () => {
    expect(problems({ lgas: "Dala\nFagge\ndala" })).toEqual({ problems: { lgas: 'LGAs: line 3 repeats "dala"; keep one' } });
    expect(problems({ pay_points: "a\nb\nc\nd" })).toEqual({
      problems: { pay_points: "Pay points: give 3 lines or fewer, one item a line (there are 4)" },
    });
    expect(problems({ pay_points: `Dala market\n\n${"x".repeat(21)}` })).toEqual({
      problems: { pay_points: "Pay points: line 3 must be 20 characters or fewer" },
    });
    expect(proposedRow(windows, entries({ pay_points: "x".repeat(20) }))).toMatchObject({ row: { pay_points: ["x".repeat(20)] } });
  });

  it("shows a row's list on the form one item a line, and says so in its hint", () => {
    expect(entriesOf(windows, { lgas: ["Dala", "Fagge"], pay_points: null })).toMatchObject({ lgas: "Dala\nFagge", pay_points: "" });
    expect(fieldHint(payPoints)).toBe("One item per line: at most 3 lines, each 20 characters or fewer.");
    expect(fieldHint({ ...lgas, hint: "The LGAs it pays." })).toBe("The LGAs it pays. One item per line.");
    expect(fieldHint(news.fields[0]!)).toBe(news.fields[0]!.hint);
  });
});

describe("a payment window's form (its LGAs and pay points as lines)", () => {
  const windows = manifestOf("payment_window")!;
  const base = {
    ...entriesOf(windows, null),
    programme: "cash-transfer",
    state: "Kano",
    cycle_year: "2026",
    cycle_number: "4",
    opens_on: "2026-12-07",
    closes_on: "2026-12-18",
    by_bank: "on",
    source_name: "NCTO",
    checked_on: "2026-11-25",
  };

  it("takes its LGAs as a list, no pay points as none, and an amount left empty as none", () => {
    expect(proposedRow(windows, { ...base, lgas: " Dala\n\nFagge \n", pay_points: "", amount_naira: "" })).toMatchObject({
      row: { lgas: ["Dala", "Fagge"], pay_points: [], amount_naira: null },
    });
  });

  it("makes a new window's id from its state, cycle and first LGA", () => {
    const result = proposedRow(windows, { ...base, lgas: "Dawakin Kudu\nDala" });
    expect("row" in result && windows.newId?.of(result.row)).toBe("kano-2026-4-dawakin-kudu");
  });
});
