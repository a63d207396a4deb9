import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "~/i18n/locales";
import { officeHoursIn } from "./office-hours";

describe("officeHoursIn", () => {
  it("words the office's hours in each language, with no English day or clock word left", () => {
    expect(officeHoursIn("9am-5pm Monday to Friday", "ha")).toEqual({ text: "Litinin zuwa Juma'a, ƙarfe 9 na safe zuwa ƙarfe 5 na yamma" });
    expect(officeHoursIn("8:30am – 4pm monday to thursday", "yo").text).toBe("Ọjọ́ Ajé sí Ọjọ́bọ̀, aago 8:30 àárọ̀ sí aago 4 ìrọ̀lẹ́");
    for (const locale of PREFIXED_LOCALES.filter((locale) => locale !== "pcm")) {
      const { text, lang } = officeHoursIn("9am-5pm Monday to Friday", locale);
      expect(lang, locale).toBeUndefined();
      expect(text, locale).not.toMatch(/Monday|Friday|\b(am|pm)\b/i);
    }
  });

  it("keeps English hours as the office wrote them, and marks them English, when they are in another shape", () => {
    expect(officeHoursIn("9am-5pm Monday to Friday", "en")).toEqual({ text: "9am-5pm Monday to Friday" });
    expect(officeHoursIn("Weekdays, 9 to 5 (closed on public holidays)", "ig")).toEqual({
      text: "Weekdays, 9 to 5 (closed on public holidays)",
      lang: "en",
    });
  });
});
