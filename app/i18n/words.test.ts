import { afterEach, describe, expect, it } from "vitest";
import { catalogues } from "./messages.server";
import { provideCatalogue, wordsOf, type MissingWord } from "./words";

/** A hydrated page in Hausa: its route asks for script and names one section beyond the chrome's. */
const matches = [
  { id: "root", pathname: "/ha", data: { lite: false } },
  { id: "routes/x", pathname: "/ha/grievances/new", handle: { hydrate: true, words: ["grievanceForm"] } },
];

describe("a hydrated page's words on the server", () => {
  afterEach(() => provideCatalogue(catalogues));

  it("has what the chrome and its route name", () => {
    provideCatalogue(catalogues);
    const words = wordsOf("ha", matches);
    expect(words.messages.grievanceForm.title).toBe(catalogues.ha.messages.grievanceForm.title);
    expect(words.messages.chrome).toEqual(catalogues.ha.messages.chrome);
  });

  it("throws on a word it does not name, by default (development and unit tests)", () => {
    provideCatalogue(catalogues);
    expect(() => wordsOf("ha", matches).messages.lga).toThrow(/"lga" is not among this page's words/);
  });

  it("hands a missing word, and the catalogue's text for it, to the production handler", () => {
    const seen: string[] = [];
    const keep: MissingWord = (name, found) => (seen.push(name), found);
    provideCatalogue(catalogues, { missing: keep });
    const words = wordsOf("ha", [matches[0]!, { ...matches[1]!, pathname: "/ha/contact" }]);
    const firstKey = Object.keys(catalogues.ha.messages.lga)[0] as keyof typeof catalogues.ha.messages.lga;
    expect(words.messages.lga[firstKey]).toBe(catalogues.ha.messages.lga[firstKey]);
    expect(seen).toEqual(["lga"]);
  });
});
