import { expect, test } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { localeNames, localePath, PREFIXED_LOCALES } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { readerText } from "./support/english-words";

/** One notice above a page in another language, never two (issue 48): the fallback on a page shown in English, the draft notice on a translation. */
test("a page shown in English says only that; a translated page says only that it is a draft, with its link to the English", async ({
  request,
}) => {
  for (const locale of PREFIXED_LOCALES) {
    const { translation } = messages[locale];
    const fallback = format(translation.fallback, { language: localeNames[locale].own });
    // Not translated: the notice says it is shown in English, and no more.
    const untranslated = await (await request.get(localePath(locale, "/who-we-are/our-history"))).text();
    const notices = (html: string) =>
      [...html.matchAll(/<div class="translation-notice" role="note">([\s\S]*?)<\/div>/g)].map((m) => m[1]!);
    expect(notices(untranslated), locale).toHaveLength(1);
    const shownInEnglish = readerText(`<body>${notices(untranslated)[0]}`, locale);
    expect(shownInEnglish, locale).toContain(fallback);
    expect(shownInEnglish, locale).not.toContain(translation.unreviewed);
    // Its words are marked English; the notice is in the page's language.
    expect(untranslated, locale).toMatch(/<div lang="en" class="content-in-english">/);
    // Translated, not yet reviewed: the draft notice and its link to the English page, not the fallback.
    const translated = await (await request.get(localePath(locale, "/nsr/accessing-the-nsr"))).text();
    expect(notices(translated), locale).toHaveLength(1);
    const draft = readerText(`<body>${notices(translated)[0]}`, locale);
    expect(draft, locale).toContain(translation.unreviewed);
    expect(draft, locale).not.toContain(fallback);
    expect(notices(translated)[0], locale).toContain(`<a href="/nsr/accessing-the-nsr" lang="en" hrefLang="en">`);
    expect(translated, locale).not.toContain('class="content-in-english"');
  }
});
