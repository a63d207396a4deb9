import { describe, expect, it } from "vitest";
import { placesNamedIn } from "./text-places";

describe("the places a text report names", () => {
  it("finds an LGA in any case and spelling, with its state", () => {
    expect(placesNamedIn("No payment in DALA since March")).toEqual([{ state: "Kano", lga: "Dala" }]);
    expect(placesNamedIn("we in isiala-ngwa north never got paid")).toEqual([{ state: "Abia", lga: "Isiala Ngwa North" }]);
  });

  it("gives both states of a name two states share, and the longest name at a word", () => {
    expect(placesNamedIn("Surulere agent took money")).toEqual([
      { state: "Lagos", lga: "Surulere" },
      { state: "Oyo", lga: "Surulere" },
    ]);
    expect(placesNamedIn("Kano Municipal pay point closed")).toEqual([{ state: "Kano", lga: "Kano Municipal" }]);
  });

  it("finds none in a text that names no LGA", () => {
    expect(placesNamedIn("The payment for March never came to our household.")).toEqual([]);
  });
});
