import { describe, expect, it } from "vitest";
import { smsWordsOf } from "~/features/sms-texts/templates";
import { USSD_ALERT_WORDS } from "~/features/ussd/alert-words";
import { USSD_WORDS } from "~/features/ussd/words";
import { glossaries, type GlossaryTerm } from "~/i18n/glossary";
import { LOCALES, type Locale } from "~/i18n/locales";
import { mailWords } from "~/i18n/mail-words.server";
import { catalogues } from "~/i18n/messages.server";
import { englishPageWords } from "~/i18n/page-words";

/**
 * One term per idea per language (decision 0103): every string a reader of a
 * language meets, on the web (furniture and pages' words), in mail, by SMS and
 * on the USSD screens, scanned for the variants the language's glossary
 * (app/i18n/glossary) rules out. It sits here because the text channels'
 * feature is the one that already reads both the site's words and its own;
 * i18n may import no feature.
 */
function stringsOf(locale: Locale): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") found.push({ where, text: value.normalize("NFC") });
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value))
        // A form's search words list the words people type, variants on purpose.
        if (key !== "searchWords") walk(inner, `${where}.${key}`);
  };
  walk(catalogues[locale].messages, "messages");
  walk(locale === "en" ? englishPageWords : catalogues[locale].pages, "pages");
  walk(mailWords[locale], "mail");
  walk(smsWordsOf(locale), "sms");
  walk(USSD_WORDS[locale], "ussd");
  walk(USSD_ALERT_WORDS[locale], "ussd alerts");
  return found;
}

const WORD = String.raw`[\p{L}\p{M}'’]`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A variant as a pattern: whole words, `*` at either end for any letters there. */
export function variantPattern(variant: string): RegExp {
  const body = variant.normalize("NFC").replace(/^\*|\*$/g, "");
  const before = variant.startsWith("*") ? `${WORD}*` : "";
  const after = variant.endsWith("*") ? `${WORD}*` : "";
  return new RegExp(`(?<!${WORD})${before}${escape(body)}${after}(?!${WORD})`, "giu");
}

function offences(term: GlossaryTerm, text: string): string[] {
  const allowed = new Set((term.allow ?? []).map((word) => word.toLowerCase()));
  return term.avoid
    .flatMap((variant) => [...text.matchAll(variantPattern(variant))].map((match) => match[0]))
    .filter((word) => !allowed.has(word.toLowerCase()));
}

describe("one term per idea, in every language", () => {
  it("has a glossary for every language, each idea with its word", () => {
    expect(Object.keys(glossaries).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) for (const term of glossaries[locale]) expect(term.use.trim(), `${locale}: ${term.idea}`).not.toBe("");
  });

  for (const locale of LOCALES)
    it(`${locale}: no string uses a variant the glossary rules out, and each term is in use`, () => {
      const strings = stringsOf(locale);
      const wrong = glossaries[locale].flatMap((term) =>
        strings.flatMap(({ where, text }) =>
          offences(term, text).map((word) => `${where}: "${word}" (${term.idea}: ${term.use}) in ${text}`),
        ),
      );
      expect(wrong).toEqual([]);
      const all = strings
        .map(({ text }) => text)
        .join("\n")
        .toLowerCase();
      for (const term of glossaries[locale])
        expect(all, `${locale}: "${term.use}" (${term.idea})`).toContain(term.use.normalize("NFC").toLowerCase());
    });

  it("matches whole words only", () => {
    expect("Ka'idoji da ka’idoji".match(variantPattern("ka"))).toBeNull();
    expect("Barka da zuwa".match(variantPattern("*rka"))).toEqual(["Barka"]);
    expect("ajiye lambar bibiyarka.".match(variantPattern("lambar bibiya*"))).toEqual(["lambar bibiyarka"]);
    expect("Kai rahoto, ka kira".match(variantPattern("ka"))).toEqual(["ka"]);
    expect("koke-koke".match(variantPattern("koke*"))).toEqual(["koke", "koke"]);
  });
});
