import { describe, expect, it } from "vitest";
import { fitsOneSms, fitsUssdScreen, measureText } from "./segments";

describe("measuring a text by the GSM 03.38 rules", () => {
  it("keeps plain Latin text in GSM-7: 160 characters an SMS, 182 a USSD screen", () => {
    expect(measureText("a".repeat(160))).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(fitsOneSms("a".repeat(161))).toBe(false);
    expect(fitsUssdScreen("a".repeat(182))).toBe(true);
    expect(fitsUssdScreen("a".repeat(183))).toBe(false);
  });

  it("turns the whole text to UCS-2 for one Hausa, Yorùbá or Igbo letter: 70 an SMS, 79 a screen", () => {
    for (const letter of ["ɗ", "ƙ", "ẹ", "ọ", "ṣ", "ị"]) {
      expect(measureText(`${letter}${"a".repeat(68)}`)).toMatchObject({ encoding: "UCS-2", segments: 1 });
      expect(fitsOneSms(`${letter}${"a".repeat(70)}`)).toBe(false);
      expect(fitsUssdScreen(`${letter}${"a".repeat(78)}`)).toBe(true);
      expect(fitsUssdScreen(`${letter}${"a".repeat(79)}`)).toBe(false);
    }
  });

  it("counts a combining tone mark as a character of its own", () => {
    expect(measureText("ọ̀").bits).toBe(2 * 16);
  });

  it("counts GSM-7's escaped characters (€, brackets) twice", () => {
    expect(fitsOneSms(`€${"a".repeat(158)}`)).toBe(true);
    expect(fitsOneSms(`€${"a".repeat(159)}`)).toBe(false);
  });
});
