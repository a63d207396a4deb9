import { describe, expect, it } from "vitest";
import { ha } from "../../../prisma/seeds/content/translations/ha";

/**
 * The seeded Hausa content speaks to its readers as the rest of the site does: in the plural,
 * polite "ku" a government office uses for the public (issue 67), never to one man ("ka").
 * Hausa's own letters (ɓ ɗ ƙ ƴ) and the apostrophe of "al'umma" are part of a word, so a word's
 * edges are drawn by Unicode letters, not by \b (which would see "ƙ" as a gap).
 */
const word = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{M}'])(?:${pattern})(?![\\p{L}\\p{M}'])`, "giu");

const masculineSingular: Record<string, RegExp> = {
  // The pronoun "you" (subject, subjunctive, completive or object) and its aspects.
  ka: word("ka"),
  kana: word("kana"),
  kake: word("kake"),
  naka: word("naka"),
  kanka: word("kanka"),
  "za ka": word("za ka"),
  // "your ...": jiharka, wurinka, rahotonka, al'ummarka, bayananka. No false positive in this file;
  // Hausa words that end so without being "your" (harka, shirka, turka) would need naming here.
  "-nka/-rka": /[\p{L}\p{M}']+(?:nka|rka)(?![\p{L}\p{M}'])/giu,
  // The bare imperative addressed to the reader at the start of a sentence, line or link text
  // ("Kira 969", "Duba [...]"): the plural is "Ku kira", "Ku duba". Only the verbs these pages use.
  imperative: /(?:^|[.:!?]\s+|\n#*\s*|,\s+)(?:kira|duba|karanta|sauke|cika|aika|yi magana)(?![\p{L}\p{M}'])/giu,
};

/** Every text the Hausa seed writes, with where it sits (e.g. `faqs.how-do-i-make-a-complaint.answer`). */
function texts(value: unknown, at = "ha"): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`));
}

describe("the seeded Hausa content", () => {
  const all = texts(ha);

  it("has texts to read", () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(masculineSingular))("never addresses the reader as one man: %s", (_, pattern) => {
    const found = all.flatMap(({ at, text }) => [...text.matchAll(pattern)].map((match) => `${at}: «${match[0].trim()}»`));
    expect(found).toEqual([]);
  });
});
