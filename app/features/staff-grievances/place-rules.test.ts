import { describe, expect, it } from "vitest";
import { placeProblems } from "./place-rules";

const places = new Map([["Lagos", ["Ikeja", "Ikorodu"]]]);

describe("placing a case sent without a state", () => {
  it("takes a register state, and an LGA of it in the register's spelling", () => {
    expect(placeProblems({ state: "Lagos", lga: "" }, places)).toEqual({ state: "Lagos", lga: null });
    expect(placeProblems({ state: "Lagos", lga: "ikeja" }, places)).toEqual({ state: "Lagos", lga: "Ikeja" });
  });

  it("refuses a state not in the register, and an LGA not of the state, beside their fields", () => {
    expect(placeProblems({ state: "", lga: "" }, places)).toEqual({ problems: { state: "Choose the state it happened in" } });
    expect(placeProblems({ state: "Atlantis", lga: "" }, places)).toHaveProperty("problems.state");
    expect(placeProblems({ state: "Lagos", lga: "Dala" }, places)).toEqual({
      problems: { lga: "Enter a local government area of Lagos as the register names it, or leave it empty" },
    });
    expect(placeProblems({ state: "Lagos", lga: "x".repeat(81) }, places)).toHaveProperty("problems.lga");
  });
});
