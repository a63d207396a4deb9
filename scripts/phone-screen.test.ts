import { describe, expect, it } from "vitest";
import { box, wrap } from "./phone-screen";

describe("a phone's screen in the terminal", () => {
  it("wraps at spaces, keeps the text's own line breaks, and cuts a word longer than a line", () => {
    expect(wrap("Na gode. Za mu aiko maku SMS", 12)).toEqual(["Na gode. Za", "mu aiko maku", "SMS"]);
    expect(wrap("1. English\n2. Hausa", 24)).toEqual(["1. English", "2. Hausa"]);
    expect(wrap("GRV-2026-000123-ABCDEF", 10)).toEqual(["GRV-2026-0", "00123-ABCD", "EF"]);
  });

  it("counts a letter with its tone marks as one column, so Yorùbá lines stay inside the box", () => {
    // "ọ̀" is three code points: o, a dot below and a grave accent.
    const text = "Ẹ kú àárọ̀ ọ̀rẹ́";
    const lines = box("USSD", text, 10).split("\n");
    expect(lines.map((line) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(line)].length)).toEqual([
      14, 14, 14, 14,
    ]);
    expect(lines[1]).toBe("│ Ẹ kú àárọ̀  │");
  });
});
