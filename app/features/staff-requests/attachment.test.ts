import { describe, expect, it } from "vitest";
import { attachmentProblems } from "./attachment";

describe("an attachment's form", () => {
  const file = new File(["%PDF-1.7"], "agreement.pdf");
  it("takes a file with a short description, or none", () => {
    expect(attachmentProblems("The signed agreement", file)).toEqual({});
    expect(attachmentProblems("", file)).toEqual({});
  });

  it("needs a file that is not empty, and a description of 200 characters at most", () => {
    expect(attachmentProblems("", null)).toEqual({ file: "Choose the file to attach" });
    expect(attachmentProblems("", "agreement.pdf")).toEqual({ file: "Choose the file to attach" });
    expect(attachmentProblems("", new File([], "empty.pdf"))).toEqual({ file: "Choose the file to attach" });
    expect(attachmentProblems("x".repeat(201), file)).toEqual({ description: "Describe it in 200 characters or fewer" });
    expect(attachmentProblems("x".repeat(200), file)).toEqual({});
  });
});
