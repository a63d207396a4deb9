import { describe, expect, it } from "vitest";
import { assigneeProblem } from "./assignment";

describe("an assignment", () => {
  const officers = [{ name: "ada_obi" }, { name: "musa_bello" }];
  it("goes to one of the case's officers or nobody, and says so in the workflow's words", () => {
    expect(assigneeProblem("", officers, "Choose a request officer, or nobody")).toBeNull();
    expect(assigneeProblem("musa_bello", officers, "Choose a request officer, or nobody")).toBeNull();
    expect(assigneeProblem("someone_else", officers, "Choose a request officer, or nobody")).toBe("Choose a request officer, or nobody");
  });
});
