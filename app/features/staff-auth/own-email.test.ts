import { describe, expect, it } from "vitest";
import { OWN_EMAIL_PROBLEM, ownEmailEntry, ownEmailProblem } from "./own-email";

describe("ownEmailEntry and ownEmailProblem", () => {
  it("keeps an address trimmed and in lower case, and lets it be emptied", () => {
    expect(ownEmailEntry("  Ada.Obi@NASSCO.gov.ng ")).toBe("ada.obi@nassco.gov.ng");
    expect(ownEmailProblem("ada.obi@nassco.gov.ng")).toBeNull();
    expect(ownEmailProblem("")).toBeNull();
  });

  it("refuses what is not an address, and one longer than 254 characters", () => {
    expect(ownEmailProblem("ada.obi")).toBe(OWN_EMAIL_PROBLEM);
    // Each label of the domain within the 63 characters an address allows: 254 characters in all, then 255.
    const address = (local: number) => `${"a".repeat(local)}@${`${"b".repeat(60)}.`.repeat(4)}ng`;
    expect(ownEmailProblem(address(7))).toBeNull();
    expect(ownEmailProblem(address(8))).toBe(OWN_EMAIL_PROBLEM);
  });
});
