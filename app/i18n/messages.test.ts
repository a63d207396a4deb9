import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "./locales";
import { messages, pageWords } from "./messages.server";
import { en } from "./messages/en";
import { englishPageWords } from "./page-words";

const marks = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe.each(PREFIXED_LOCALES)("the furniture in %s", (locale) => {
  const words = messages[locale];

  it("has every section and key of the English, and no other", () => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
    for (const [section, keys] of Object.entries(en))
      expect(Object.keys(words[section as keyof typeof en]).sort(), section).toEqual(Object.keys(keys).sort());
  });

  it("fills in the same values as the English, in text written in composed (NFC) letters", () => {
    for (const [section, keys] of Object.entries(en)) {
      for (const [key, english] of Object.entries(keys as Record<string, string>)) {
        const own = (words[section as keyof typeof en] as Record<string, string>)[key]!;
        expect(own.trim(), `${section}.${key}`).not.toBe("");
        expect(marks(own), `${section}.${key}`).toEqual(marks(english));
        expect(own.normalize("NFC"), `${section}.${key}`).toBe(own);
      }
    }
  });

  it("names every page of the navigation tree, with a hero wherever the English has one", () => {
    const own = pageWords[locale];
    expect(Object.keys(own).sort()).toEqual(Object.keys(englishPageWords).sort());
    for (const [path, english] of Object.entries(englishPageWords)) {
      expect(own[path]!.name.trim(), path).not.toBe("");
      expect(own[path]!.title === undefined, path).toBe(english.title === undefined);
    }
  });
});
