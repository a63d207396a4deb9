import type { Locale } from "~/i18n/locales";
import type { TranslationState } from "~/i18n/translation-state";
import { liveContent } from "./live.server";

/** The rows a translation query asks for: the live translations of these originals into one language. */
export interface TranslationWhere {
  locale: Locale;
  translationOf: { in: string[] };
  status: string;
  publishAt: { lte: Date };
  OR: ({ unpublishAt: null } | { unpublishAt: { gt: Date } })[];
}

/**
 * The originals with each one's live translation laid over it (only the
 * fields `read` selects: the words; pictures, links, figures and order stay
 * the original's), and the state of the whole. The translations are read as
 * the site's login, which sees only live rows.
 */
export async function withTranslations<Original extends { id: string }, Words extends object>(
  originals: Original[],
  locale: Locale,
  read: (where: TranslationWhere) => Promise<(Words & { translationOf: string | null; provenance: string })[]>,
): Promise<{ items: Original[]; translation: TranslationState }> {
  if (locale === "en") return { items: originals, translation: "original" };
  if (originals.length === 0) return { items: originals, translation: "missing" };
  const rows = await read({ locale, translationOf: { in: originals.map((item) => item.id) }, ...liveContent() });
  const byOriginal = new Map(rows.map(({ translationOf, provenance: _, ...words }) => [translationOf, words]));
  return {
    items: originals.map((item) => ({ ...item, ...byOriginal.get(item.id) })),
    translation: translationState(rows),
  };
}

/** None translated: missing; any not yet reviewed: unreviewed; otherwise reviewed. */
export function translationState(rows: readonly { provenance: string }[]): TranslationState {
  if (rows.length === 0) return "missing";
  return rows.every((row) => row.provenance === "confirmed") ? "reviewed" : "unreviewed";
}

/** A page made of several translated parts: missing if none is translated, unreviewed if any is not yet reviewed. */
export function combinedState(states: readonly TranslationState[]): TranslationState {
  if (states.every((state) => state === "original")) return "original";
  const translated = states.filter((state) => state === "reviewed" || state === "unreviewed" || state === "furniture");
  if (translated.length === 0) return "missing";
  return translated.includes("unreviewed") ? "unreviewed" : "reviewed";
}
