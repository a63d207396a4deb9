import { describe, expect, it } from "vitest";
import { actorName, ageText, doneText, emailText, isDecided, isOverdue, workingDaysText } from "./request-words";

describe("a request's facts in words", () => {
  it("counts working days, one in the singular", () => {
    expect(workingDaysText(1)).toBe("1 working day");
    expect(workingDaysText(0)).toBe("0 working days");
    expect(workingDaysText(12)).toBe("12 working days");
  });

  it("calls an open request overdue after ten working days, a decided one never", () => {
    expect(isOverdue(10, false)).toBe(false);
    expect(isOverdue(11, false)).toBe(true);
    expect(isOverdue(11, true)).toBe(false);
    expect(ageText(11, null)).toBe("11 working days: overdue");
    expect(ageText(10, null)).toBe("10 working days");
    expect(ageText(11, "2026-11-20 10:00")).toBe("11 working days (decided 2026-11-20 10:00)");
  });

  it("says whether letters can be e-mailed", () => {
    expect(emailText(false, false)).toBe("None given: letters cannot be e-mailed");
    expect(emailText(true, false)).toBe("Given, not yet confirmed by the requester");
    expect(emailText(true, true)).toBe("Given, and confirmed by the requester");
  });

  it("says who wrote a letter", () => {
    expect(actorName("nassco_app")).toBe("the website");
    expect(actorName("ada_obi")).toBe("ada_obi");
  });

  it("knows the decided states", () => {
    expect(["approved", "declined", "withdrawn"].every(isDecided)).toBe(true);
    expect(["received", "under_review", "needs_information"].some(isDecided)).toBe(false);
  });

  it("says what was done only for what it knows", () => {
    expect(doneText("assigned")).toBe("Done: the request is assigned.");
    expect(doneText("moved-letter")).toMatch(/letter is on its way/);
    expect(doneText("toString")).toBeNull();
    expect(doneText(null)).toBeNull();
  });
});
