import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "~/i18n/locales";
import {
  ofTranslatedCollections,
  translatedLocale,
  translationCounts,
  translationFilters,
  translationHref,
  translationsListed,
} from "./translation-states";
import type { TranslationRow } from "./translations.server";

const row = (over: Partial<TranslationRow>): TranslationRow => ({
  collection: "faq",
  itemId: "what-is-nsr",
  label: "What is the NSR?",
  locale: "ha",
  translationId: null,
  state: "missing",
  ...over,
});

describe("the Translations page's address and form", () => {
  it("names only a translated language", () => {
    expect(translatedLocale("yo")).toBe("yo");
    expect(translatedLocale("en")).toBeNull();
    expect(translatedLocale("fr")).toBeNull();
    expect(translatedLocale(null)).toBeNull();
  });

  it("starts at the first translated language, with everything not yet reviewed", () => {
    expect(translationFilters(new URLSearchParams())).toEqual({ locale: PREFIXED_LOCALES[0], state: "" });
    expect(translationFilters(new URLSearchParams("locale=en&state=lost"))).toEqual({ locale: PREFIXED_LOCALES[0], state: "" });
    expect(translationFilters(new URLSearchParams("locale=ig&state=stale"))).toEqual({ locale: "ig", state: "stale" });
  });
});

describe("counting and listing", () => {
  const rows = [
    row({}),
    row({ itemId: "b", state: "reviewed", translationId: "b-ha" }),
    row({ itemId: "c", state: "stale", translationId: "c-ha" }),
    row({ locale: "yo", state: "draft", translationId: "what-is-nsr-yo" }),
  ];

  it("counts each state in each translated language, none left out", () => {
    const counts = translationCounts(rows);
    expect(counts.map((one) => one.code)).toEqual([...PREFIXED_LOCALES]);
    expect(counts.find((one) => one.code === "ha")).toEqual({ code: "ha", missing: 1, stale: 1, draft: 0, unreviewed: 0, reviewed: 1 });
    expect(counts.find((one) => one.code === "yo")).toMatchObject({ draft: 1, missing: 0 });
  });

  it("lists a language's items in a state, or all not yet reviewed", () => {
    expect(translationsListed(rows, "ha", "").map((one) => one.itemId)).toEqual(["what-is-nsr", "c"]);
    expect(translationsListed(rows, "ha", "reviewed").map((one) => one.itemId)).toEqual(["b"]);
    expect(translationsListed(rows, "ig", "")).toEqual([]);
  });

  it("opens a translation, or starts one from the English", () => {
    expect(translationHref(rows[2]!, "ha")).toBe("/staff/content/faq/c-ha");
    expect(translationHref(row({ itemId: "a&b" }), "ha")).toBe("/staff/content/faq/new?translationOf=a%26b&locale=ha");
  });
});

describe("a collection without translations", () => {
  it("has no row on the Translations page, whatever the database lists; every other collection keeps its rows", () => {
    const rows = [
      row({}),
      row({ collection: "payment_window", itemId: "kano-2026-2" }),
      row({ collection: "news_article", itemId: "launch" }),
    ];
    const collections = [{ table: "faq" }, { table: "payment_window", translated: false as const }, { table: "news_article" }];
    expect(ofTranslatedCollections(rows, collections).map((one) => one.collection)).toEqual(["faq", "news_article"]);
  });
});
