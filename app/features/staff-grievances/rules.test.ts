import { describe, expect, it } from "vitest";
import { bodyProblem, BODY_MAX, letterGoes, mayMove, resolveProblems } from "./rules";

describe("a grievance's status changes", () => {
  it("go from received to work or waiting, and between work and waiting", () => {
    expect(mayMove("received", "in-progress")).toBe(true);
    expect(mayMove("received", "waiting")).toBe(true);
    expect(mayMove("in-progress", "waiting")).toBe(true);
    expect(mayMove("waiting", "in-progress")).toBe(true);
  });

  it("never go back to received, never resolve by hand here, and never leave a resolved case", () => {
    expect(mayMove("in-progress", "received")).toBe(false);
    expect(mayMove("waiting", "received")).toBe(false);
    expect(mayMove("in-progress", "resolved")).toBe(false);
    expect(mayMove("resolved", "in-progress")).toBe(false);
    expect(mayMove("in-progress", "in-progress")).toBe(false);
    expect(mayMove("nonsense", "waiting")).toBe(false);
  });
});

describe("notes, replies and resolutions", () => {
  it("need words, no more than the history holds", () => {
    expect(bodyProblem("", "note")).toBe("Write the note");
    expect(bodyProblem("", "reply")).toBe("Write the reply");
    expect(bodyProblem("x".repeat(BODY_MAX), "reply")).toBeNull();
    expect(bodyProblem("x".repeat(BODY_MAX + 1), "note")).toMatch(/characters or fewer/);
  });

  it("need one of the resolution categories and a reply that explains it", () => {
    expect(resolveProblems({ resolution: "paid", closing: "We paid the arrears on 3 December.", checked: "" })).toEqual({});
    expect(resolveProblems({ resolution: "", closing: "", checked: "" })).toEqual({
      resolution: "Choose how it was resolved",
      closing: "Write the reply that explains the resolution to the person",
    });
    expect(resolveProblems({ resolution: "resolved", closing: "Done.", checked: "" })).toHaveProperty("resolution");
  });
});

describe("a letter to the person", () => {
  it("goes only with an e-mail address and their consent, and not once their details are erased", () => {
    expect(letterGoes({ hasEmail: true, mayContact: true, erased: false })).toBe(true);
    expect(letterGoes({ hasEmail: true, mayContact: false, erased: false })).toBe(false);
    expect(letterGoes({ hasEmail: false, mayContact: true, erased: false })).toBe(false);
    expect(letterGoes({ hasEmail: true, mayContact: true, erased: true })).toBe(false);
  });
});
