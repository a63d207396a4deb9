import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "./locales";
import { mailWords } from "./mail-words.server";
import { messages, pageWords } from "./messages.server";
import { en } from "./messages/en";
import { englishPageWords } from "./page-words";

const marks = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

/** Every key of the English, and no other; each filled in, with the same values, in composed (NFC) letters. */
function expectLike(own: Record<string, string>, english: Record<string, string>, section: string) {
  expect(Object.keys(own).sort(), section).toEqual(Object.keys(english).sort());
  for (const [key, text] of Object.entries(english)) {
    expect(own[key]!.trim(), `${section}.${key}`).not.toBe("");
    expect(marks(own[key]!), `${section}.${key}`).toEqual(marks(text));
    expect(own[key]!.normalize("NFC"), `${section}.${key}`).toBe(own[key]);
  }
}

describe.each(PREFIXED_LOCALES)("the furniture in %s", (locale) => {
  const words = messages[locale];

  it("has every section and key of the English, and no other, filling in the same values in composed (NFC) letters", () => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
    for (const [section, keys] of Object.entries(en)) expectLike(words[section as keyof typeof en], keys, section);
  });

  it("has the mails' words, each key of the English's, likewise", () => {
    expectLike(mailWords[locale], mailWords.en, "mail");
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
