import { liveContent } from "~/features/content/live.server";
import { renderMarkdown } from "~/features/content/markdown.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { FaqEntry } from "./faq";
import { withTranslations } from "~/features/content/translations.server";
import type { TranslationState } from "~/i18n/translation-state";
import { localizeLinks } from "~/i18n/localize-links";
import { messages } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";

/**
 * The questions the office has published, in their order, each answer as
 * safe HTML, read as the site's login, which sees only live rows: in a
 * language, each question in its live translation where it has
 * one (under the English question's id, so its anchor is the same in every
 * language), and how much of the list is translated.
 */
export async function liveFaqsIn(locale: Locale): Promise<{ items: FaqEntry[]; translation: TranslationState }> {
  const rows = await prisma.faq.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, question: true, answer: true, ...PROVENANCE_FIELDS },
  });
  const { items, translation } = await withTranslations(rows, locale, (where) =>
    prisma.faq.findMany({ where, select: { question: true, answer: true, translationOf: true, provenance: true } }),
  );
  const entries = items.map(({ id, question, answer, ...row }) => ({ id, question, html: renderMarkdown(answer), ...provenanceOf(row) }));
  return {
    // Shown in English or translated, its links stay in the reader's language.
    items: localizeLinks(entries, locale, translation === "missing" ? null : messages[locale].chrome.opensInNewTab),
    translation,
  };
}
