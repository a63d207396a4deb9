import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/** The days and clock words of office hours in each language: the office writes its hours once, in English. */
const HOURS_WORDS: Record<Exclude<Locale, "en">, { days: readonly string[]; range: string; am: string; pm: string }> = {
  ha: {
    days: ["Lahadi", "Litinin", "Talata", "Laraba", "Alhamis", "Juma'a", "Asabar"],
    range: "{from} zuwa {to}, ƙarfe {start} zuwa ƙarfe {end}",
    am: "{time} na safe",
    pm: "{time} na yamma",
  },
  yo: {
    days: ["Ọjọ́ Àìkú", "Ọjọ́ Ajé", "Ọjọ́ Ìṣẹ́gun", "Ọjọ́rú", "Ọjọ́bọ̀", "Ọjọ́ Ẹtì", "Ọjọ́ Àbámẹ́ta"],
    range: "{from} sí {to}, aago {start} sí aago {end}",
    am: "{time} àárọ̀",
    pm: "{time} ìrọ̀lẹ́",
  },
  ig: {
    days: ["Sọnde", "Mọnde", "Tiuzdee", "Wenezdee", "Tọọzdee", "Fraịdee", "Satọdee"],
    range: "{from} ruo {to}, elekere {start} ruo elekere {end}",
    am: "{time} nke ụtụtụ",
    pm: "{time} nke mgbede",
  },
  pcm: {
    days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    range: "{from} to {to}, {start} reach {end}",
    am: "{time} for morning",
    pm: "{time} for evening",
  },
};

const ENGLISH_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const TIME = String.raw`(\d{1,2}(?::\d{2})?)\s*(am|pm)`;
/** "9am-5pm Monday to Friday", as the spec and the office write it. */
const HOURS = new RegExp(String.raw`^${TIME}\s*[-–]\s*${TIME}\s+(\w+)\s+to\s+(\w+)$`, "i");

/**
 * The office's hours in the reader's language: "9am-5pm Monday to Friday" in
 * Hausa is "Litinin zuwa Juma'a, ƙarfe 9 na safe zuwa ƙarfe 5 na yamma".
 * Hours written in any other shape stay as the office wrote them, marked as
 * English (`lang`), rather than be guessed at.
 */
export function officeHoursIn(value: string, locale: Locale): { text: string; lang?: "en" } {
  if (locale === "en") return { text: value };
  const words = HOURS_WORDS[locale];
  const match = HOURS.exec(value.trim());
  const from = match ? ENGLISH_DAYS.indexOf(match[5]!.toLowerCase()) : -1;
  const to = match ? ENGLISH_DAYS.indexOf(match[6]!.toLowerCase()) : -1;
  if (!match || from < 0 || to < 0) return { text: value, lang: "en" };
  const time = (clock: string, half: string) => format(half.toLowerCase() === "am" ? words.am : words.pm, { time: clock });
  return {
    text: format(words.range, {
      from: words.days[from]!,
      to: words.days[to]!,
      start: time(match[1]!, match[2]!),
      end: time(match[3]!, match[4]!),
    }),
  };
}
