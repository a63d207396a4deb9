import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import { withTranslations } from "~/features/content/translations.server";
import type { TranslationState } from "~/i18n/translation-state";
import type { Locale } from "~/i18n/locales";
import { COUNTER_SETS, type Counter, type CounterSet } from "./counter";

/**
 * The figures the office has published, each set in its order, in one query;
 * read as the site's login, which sees only live rows. A set with none is
 * empty, and the page leaves it out.
 */
export async function liveCounters(locale: Locale = "en"): Promise<{ sets: Record<CounterSet, Counter[]>; translation: TranslationState }> {
  const originals = await prisma.counter.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, counterSet: true, value: true, suffix: true, label: true, ...PROVENANCE_FIELDS },
  });
  // In another language, each figure's label in its translation; the figure itself stays the original's.
  const { items: rows, translation } = await withTranslations(originals, locale, (where) =>
    prisma.counter.findMany({ where, select: { label: true, translationOf: true, provenance: true } }),
  );
  const sets = Object.fromEntries(COUNTER_SETS.map((set) => [set, [] as Counter[]])) as Record<CounterSet, Counter[]>;
  for (const { id, counterSet, value, suffix, label, ...row } of rows) {
    // The database allows only the two sets; a third would have nowhere to show.
    sets[counterSet as CounterSet]?.push({ id, target: value, suffix, label, ...provenanceOf(row) });
  }
  return { sets, translation };
}
