import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "~/i18n/locales";
import { CLDR_MONTHS, formatCount, formatMonthDayYear, formatMonthYear, kilobytes } from "./format";

describe("dates and numbers in each language", () => {
  it("writes English dates as the office does, each other language's as its CLDR data does, and Pidgin's months as English", () => {
    expect(formatMonthDayYear("2025-09-08")).toBe("September 08, 2025");
    expect(formatMonthDayYear("2025-09-08", "ha")).toBe("08 Satumba, 2025");
    expect(formatMonthDayYear("2025-09-08", "yo")).toBe("08 Oṣù Owewe 2025");
    expect(formatMonthDayYear("2025-09-08", "ig")).toBe("08 Septemba 2025");
    expect(formatMonthDayYear("2025-09-08", "pcm")).toBe("08 September 2025");
    expect(formatMonthDayYear("2025-11-30", "pcm")).toBe("30 November 2025");
  });

  it("writes every month of Hausa, Yoruba and Igbo as this Node's full ICU (CLDR) does, without asking the ICU", () => {
    for (const locale of Object.keys(CLDR_MONTHS) as (keyof typeof CLDR_MONTHS)[]) {
      const days = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" });
      const months = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
      for (let month = 0; month < 12; month++) {
        const iso = new Date(Date.UTC(2025, month, 8)).toISOString().slice(0, 10);
        expect(formatMonthDayYear(iso, locale), `${locale} ${iso}`).toBe(days.format(new Date(iso)));
        expect(formatMonthYear(iso, locale), `${locale} ${iso}`).toBe(months.format(new Date(iso)));
      }
    }
    expect(formatMonthYear("2021-05-31")).toBe("May 2021");
    expect(formatMonthYear("2021-05-31", "pcm")).toBe("May 2021");
  });

  it("finds every language in this Node's ICU, which groups thousands as English does for all four", () => {
    for (const locale of PREFIXED_LOCALES) {
      expect(new Intl.DateTimeFormat(locale).resolvedOptions().locale, locale).toBe(locale);
      expect(new Intl.NumberFormat(locale).format(19_708_500), locale).toBe(formatCount(19_708_500));
    }
  });
});

describe("file sizes", () => {
  it("rounds a file's size to whole kilobytes, at least one", () => {
    expect(kilobytes(10)).toBe("1 KB");
    expect(kilobytes(1_536)).toBe("2 KB");
    expect(kilobytes(2_000_000)).toBe("1,953 KB");
  });
});
