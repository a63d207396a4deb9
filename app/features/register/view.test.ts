import { describe, expect, it } from "vitest";
import { lgaViewSearch, pageCount, sortedBy } from "~/features/register/view";
import { parseLgaView } from "~/features/register/view.server";

const parse = (search: string) => parseLgaView(new URLSearchParams(search));

describe("parseLgaView", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ q: "", state: "", sort: null, dir: "asc", size: 20, page: 1 });
  });

  it("reads a full view", () => {
    expect(parse("q=kano&sort=households&dir=desc&size=50&page=3")).toEqual({
      q: "kano",
      state: "",
      sort: "households",
      dir: "desc",
      size: 50,
      page: 3,
    });
    expect(parse("size=all").size).toBe("all");
  });

  it("clamps bad values to safe ones instead of failing", () => {
    expect(parse("sort=password&dir=sideways&size=7&page=-4")).toEqual({ q: "", state: "", sort: null, dir: "asc", size: 20, page: 1 });
    expect(parse("page=abc&size=1e9").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
  });

  it("trims, squeezes and caps the search text at 100 characters", () => {
    expect(parse("q=%20%20Kano%20%20%20Municipal%20").q).toBe("Kano Municipal");
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });

  it("uses the first of repeated parameters", () => {
    expect(parse("q=a&q=b&size=10&size=50").q).toBe("a");
    expect(parse("q=a&q=b&size=10&size=50").size).toBe(10);
  });

  it("ignores a direction without a sort column", () => {
    expect(parse("dir=desc").dir).toBe("asc");
  });
});

describe("lgaViewSearch", () => {
  it("leaves defaults out, so every view has one address", () => {
    expect(lgaViewSearch(parse(""))).toBe("");
    expect(lgaViewSearch(parse("page=1&size=20&dir=asc"))).toBe("");
    expect(lgaViewSearch(parse("page=2&sort=lga&q=ab&size=all"))).toBe("?q=ab&sort=lga&dir=asc&size=all&page=2");
  });

  it("round-trips", () => {
    const view = parse("q=oyo&state=Oyo&sort=male&dir=desc&size=100&page=2");
    expect(parse(lgaViewSearch(view).slice(1))).toEqual(view);
  });
});

describe("sortedBy", () => {
  it("sorts a new column ascending and toggles the same one, back on page 1", () => {
    const view = parse("sort=state&dir=asc&page=4");
    expect(sortedBy(view, "households")).toMatchObject({ sort: "households", dir: "asc", page: 1 });
    expect(sortedBy(view, "state")).toMatchObject({ sort: "state", dir: "desc", page: 1 });
    expect(sortedBy(sortedBy(view, "state"), "state")).toMatchObject({ dir: "asc" });
  });
});

describe("pageCount", () => {
  it("counts pages, with at least one", () => {
    expect(pageCount(774, 20)).toBe(39);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(774, "all")).toBe(1);
  });
});
