import { describe, expect, it } from "vitest";
import { letterDigest } from "~/features/cases/letter-digest.server";
import { letterStep, moveEntries, moveLetter, moveProblems, type MoveEntries } from "./move-letter.server";

const REFERENCE = "DAR-2026-000123";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

const entries = (overrides: Partial<MoveEntries> = {}): MoveEntries => ({
  status: "approved",
  note: "Approved for the wards you named.",
  steps: ["send_agreement", "send_data"],
  dataBy: "",
  checked: "",
  ...overrides,
});

describe("a move's entries", () => {
  it("are read trimmed, with only known steps, each once", () => {
    const read = moveEntries(
      form({ status: "approved", note: "  Yes.  ", steps: ["send_data", "send_data", "fly"], dataBy: " 2026-12-15 " }),
    );
    expect(read).toEqual({ status: "approved", note: "Yes.", steps: ["send_data"], dataBy: "2026-12-15", checked: "" });
  });

  it("need a known move, and a note where the letter rests on it", () => {
    expect(moveProblems(entries({ status: "lost" })).status).toBe("Choose what happens to the request");
    expect(moveProblems(entries({ status: "declined", note: "" })).note).toBe("Write the reason for the decision");
    expect(moveProblems(entries({ status: "needs_information", note: "" })).note).toBe("Write what information you need");
    expect(moveProblems(entries({ status: "withdrawn", note: "" }))).toEqual({});
    expect(moveProblems(entries({ status: "under_review", note: "" }))).toEqual({});
    expect(moveProblems(entries({ note: "x".repeat(2001) })).note).toBe("Write the note in 2,000 characters or fewer");
  });

  it("refuse an approval's contradictory steps and a day that is not one, or without the data", () => {
    expect(moveProblems(entries({ steps: ["send_agreement", "agreement_received"] })).steps).toMatch(/^Choose one/);
    expect(moveProblems(entries({ dataBy: "15/12/2026" })).dataBy).toBe("Enter the day as 2026-12-15, or leave it empty");
    expect(moveProblems(entries({ dataBy: "2026-02-30" })).dataBy).toBe("Enter the day as 2026-12-15, or leave it empty");
    expect(moveProblems(entries({ steps: ["send_agreement"], dataBy: "2026-12-15" })).dataBy).toMatch(/^Tick/);
    expect(moveProblems(entries({ dataBy: "2026-12-15" }))).toEqual({});
  });
});

describe("a move's letter", () => {
  it("goes only with a move that has one", () => {
    expect(moveLetter(entries({ status: "under_review" }), REFERENCE, "en")).toBeNull();
    expect(moveLetter(entries(), REFERENCE, "en")?.subject).toContain(REFERENCE);
  });

  it("is shown before it goes to an address, in the request's language", () => {
    const step = letterStep("preview", entries(), REFERENCE, { locale: "ha", hasEmail: true });
    expect("preview" in step && step.preview.letter?.language).toBe("Hausa");
    expect("preview" in step && step.preview.goes).toBe(true);
    expect("preview" in step && step.preview.unseen).toBe(false);
  });

  it("is shown first when Move is pressed before it was seen, or after it changed", () => {
    const unseen = letterStep("move", entries(), REFERENCE, { locale: "en", hasEmail: true });
    expect("preview" in unseen && unseen.preview.unseen).toBe(true);
    const seen = letterDigest(moveLetter(entries({ note: "Another reason." }), REFERENCE, "en")!);
    const changed = letterStep("move", entries({ checked: seen }), REFERENCE, { locale: "en", hasEmail: true });
    expect("preview" in changed).toBe(true);
  });

  it("goes as it was seen, or at once when there is no address to send it to", () => {
    const digest = letterDigest(moveLetter(entries(), REFERENCE, "en")!);
    const sent = letterStep("move", entries({ checked: digest }), REFERENCE, { locale: "en", hasEmail: true });
    expect("send" in sent && sent.send?.subject).toContain(REFERENCE);
    const posted = letterStep("move", entries(), REFERENCE, { locale: "en", hasEmail: false });
    expect("send" in posted && posted.send).not.toBeNull();
    expect(letterStep("move", entries({ status: "under_review" }), REFERENCE, { locale: "en", hasEmail: true })).toEqual({ send: null });
  });

  it("falls back to English for a language the site does not have", () => {
    const step = letterStep("preview", entries(), REFERENCE, { locale: "fr", hasEmail: true });
    expect("preview" in step && step.preview.letter?.language).toBe("English");
  });
});
