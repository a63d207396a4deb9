import { describe, expect, it } from "vitest";
import { ha } from "~/i18n/messages/ha";
import { en } from "~/i18n/messages/en";
import { columnHeading, lgaCountText } from "./table-words";

describe("the register table's count", () => {
  it("names the rows shown, with thousands separated", () => {
    expect(lgaCountText({ first: 21, last: 40, matches: 774, lgas: 774, q: "", state: "" }, en.lga)).toBe("Showing 21 to 40 of 774 LGAs.");
    expect(lgaCountText({ first: 1, last: 1000, matches: 1200, lgas: 1200, q: "", state: "" }, en.lga)).toBe(
      "Showing 1 to 1,000 of 1,200 LGAs.",
    );
  });
  it("says one LGA plainly, never 'Showing 1 to 1 of 1 LGAs'", () => {
    expect(lgaCountText({ first: 1, last: 1, matches: 1, lgas: 1, q: "dala", state: "" }, en.lga)).toBe('1 LGA matching "dala".');
  });
  it("keeps the search and the state", () => {
    expect(lgaCountText({ first: 1, last: 2, matches: 2, lgas: 2, q: "ab", state: "Kano" }, en.lga)).toBe(
      'Showing 1 to 2 of 2 LGAs matching "ab" in Kano.',
    );
  });
  it("tells rows from LGAs where the file lists an LGA twice under two spellings", () => {
    expect(lgaCountText({ first: 1, last: 20, matches: 777, lgas: 774, q: "", state: "" }, en.lga)).toBe(
      "Showing 1 to 20 of 777 rows. They hold 774 LGAs: the register's file lists 3 of them twice, under two spellings, each row with part of its figures.",
    );
  });
  it("says when nothing matches", () => {
    expect(lgaCountText({ first: 1, last: 0, matches: 0, lgas: 0, q: "zz", state: "" }, en.lga)).toBe(en.lga.noMatches);
  });
  it("speaks the page's language", () => {
    expect(lgaCountText({ first: 1, last: 2, matches: 2, lgas: 2, q: "ab", state: "Kano" }, ha.lga)).toBe(
      'Ana nuna na 1 zuwa na 2 cikin ƙananan hukumomi 2 da suka dace da "ab" a Kano.',
    );
    expect(columnHeading("households", ha.lga)).toBe("GIDAJE");
    expect(columnHeading("households", en.lga)).toBe("HOUSEHOLDS");
  });
});
