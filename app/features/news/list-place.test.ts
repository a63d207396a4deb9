import { describe, expect, it } from "vitest";
import { monthKey, newsListHref, newsPlaceOf, parseNewsKey } from "./list-place";

const place = (query: string) => newsPlaceOf(new URLSearchParams(query));

describe("the news list's place", () => {
  it("reads a key as the database writes it, to the microsecond", () => {
    expect(parseNewsKey("2025-05-01_20250501080000123456_an-article-2")).toEqual({
      on: "2025-05-01",
      at: "2025-05-01T08:00:00.123456Z",
      id: "an-article-2",
    });
  });

  it("refuses what is not a key: no day of the calendar, no id, another shape", () => {
    for (const text of [
      "",
      "nonsense",
      "2025-02-30_20250228080000000000_an-id",
      "2025-02-28_20250228250000000000_an-id",
      "2025-02-28_20250228080000000000_",
      "2025-02-28_20250228080000000000_Bad_Id",
      "2025-02-28_2025022808000000000_an-id",
      `2025-02-28_20250228080000000000_${"a".repeat(201)}`,
    ])
      expect(parseNewsKey(text), text).toBeNull();
  });

  it("starts a month after the articles dated up to its last day", () => {
    expect(monthKey("2024-02")).toEqual({ on: "2024-02-29", at: "infinity", id: "" });
    expect(monthKey("2025-12")).toEqual({ on: "2025-12-31", at: "infinity", id: "" });
    for (const text of ["2025-13", "2025-00", "25-01", "2025-1", "0999-01"]) expect(monthKey(text), text).toBeNull();
  });

  it("takes one place from the address; two, a repeated one or an unreadable one is bad; an old page number is read as before", () => {
    expect(place("")).toEqual({ kind: "start" });
    expect(place("older=2025-05-01_20250501080000000000_a")).toMatchObject({ kind: "older", key: { id: "a" } });
    expect(place("newer=2025-05-01_20250501080000000000_a")).toMatchObject({ kind: "newer", key: { id: "a" } });
    expect(place("month=2025-05")).toMatchObject({ kind: "older", month: "2025-05", key: { on: "2025-05-31" } });
    expect(place("page=7")).toEqual({ kind: "page", page: 7 });
    expect(place("page=abc")).toEqual({ kind: "page", page: 1 });
    for (const query of ["older=x", "newer=", "month=May", "older=a&newer=b", "month=2025-05&page=2", "month=2025-05&month=2025-06"])
      expect(place(query), query).toEqual({ kind: "bad" });
  });

  it("writes the address of a place, the start without a parameter", () => {
    expect(newsListHref("/resource-hub/news", null)).toBe("/resource-hub/news");
    expect(newsListHref("/resource-hub/news", { older: "2025-05-01_20250501080000000000_a" })).toBe(
      "/resource-hub/news?older=2025-05-01_20250501080000000000_a",
    );
    expect(newsListHref("/resource-hub/news", { month: "2025-05" })).toBe("/resource-hub/news?month=2025-05");
  });
});
