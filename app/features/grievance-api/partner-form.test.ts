import { describe, expect, it } from "vitest";
import { PARTNER_NAME_MAX, partnerProblems } from "./partner-form";

describe("the admin's form for a new partner", () => {
  it("needs a name and an e-mail address", () => {
    expect(partnerProblems({ name: "Example Relief NGO", contactEmail: "grievances@partner.example" })).toEqual({});
    expect(Object.keys(partnerProblems({ name: "", contactEmail: "" }))).toEqual(["name", "contactEmail"]);
    expect(Object.keys(partnerProblems({ name: "x".repeat(PARTNER_NAME_MAX + 1), contactEmail: "not an address" }))).toEqual([
      "name",
      "contactEmail",
    ]);
  });
});
