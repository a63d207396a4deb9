import { describe, expect, it } from "vitest";
import { parseInline, plainText } from "./inline";

describe("inline links", () => {
  it("splits text around links", () => {
    expect(parseInline("Call [969](tel:969) or see [the FAQs](/resource-hub/faqs).")).toEqual([
      { text: "Call " },
      { text: "969", href: "tel:969" },
      { text: " or see " },
      { text: "the FAQs", href: "/resource-hub/faqs" },
      { text: "." },
    ]);
  });

  it("leaves text without links alone", () => {
    expect(parseInline("No links [here] (really)")).toEqual([{ text: "No links [here] (really)" }]);
  });

  it("gives the plain text for summaries", () => {
    expect(plainText("Call [969](tel:969) now")).toBe("Call 969 now");
  });
});
