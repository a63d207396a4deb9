import { describe, expect, it } from "vitest";
import { refusalLine, uploadProblems, utf8Text } from "./upload-form";

describe("uploadProblems", () => {
  it("accepts a file, a source and a real day", () => {
    expect(uploadProblems({ source: "National Social Register, NASSCO", as_at: "2026-10-31" }, true)).toEqual({});
  });

  it("asks for each missing entry", () => {
    expect(uploadProblems({ source: "", as_at: "" }, false)).toEqual({
      file: "Choose the LGA summary file (CSV)",
      source: "Say where the figures come from",
      as_at: "Write the date the figures describe, as 2026-10-31",
    });
  });

  it("refuses a source too long, a day in another form, and a day that does not exist", () => {
    expect(uploadProblems({ source: "x".repeat(301), as_at: "2026-10-31" }, true).source).toBe(
      "Say where the figures come from in 300 characters or fewer",
    );
    expect(uploadProblems({ source: "x".repeat(300), as_at: "31/10/2026" }, true)).toEqual({
      as_at: "Write the date the figures describe, as 2026-10-31",
    });
    expect(uploadProblems({ source: "NSR", as_at: "2026-13-40" }, true).as_at).toBeDefined();
  });
});

describe("utf8Text", () => {
  it("reads UTF-8, and refuses Latin-1", () => {
    expect(utf8Text(new TextEncoder().encode("STATE,LGA\nKano,Dálá").buffer)).toBe("STATE,LGA\nKano,Dálá");
    expect(utf8Text(new Uint8Array([0x44, 0xe1, 0x6c]).buffer)).toBeNull();
  });
});

describe("refusalLine", () => {
  it("counts the problems listed and those not", () => {
    expect(refusalLine({ listed: ["Row 2: no LGA."], more: 0 })).toBe(
      "The file was not accepted: it has 1 problem, listed under the file field. Nothing has changed.",
    );
    expect(refusalLine({ listed: Array(50).fill("Row 2: no LGA."), more: 1200 })).toBe(
      "The file was not accepted: it has 1,250 problems, listed under the file field. Nothing has changed.",
    );
  });
});
