import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { withTranslations } from "~/features/content/translations.server";
import { readOrNull } from "~/features/content/unavailable.server";
import type { Notification } from "~/features/notices/notice";
import { prisma } from "~/utils/db.server";
import { formatMonthDayYear } from "~/utils/format";
import { isLocale, type Locale } from "~/i18n/locales";

/** The banner rotates through at most this many; CSS has a rule for each count. */
export const BANNER_LIMIT = 12;

/**
 * The notices the office has published, newest first, for the banner on
 * every page and for /notifications.json; null when the database cannot be
 * read, so the banner says so and the page still renders. In another
 * language each notice is its live translation where the office has one
 * (staff translate notices as any collection), otherwise the English, which
 * says which language it is in.
 */
export function readNotifications(locale: Locale = "en"): Promise<Notification[] | null> {
  return readOrNull("notifications", async () => {
    const originals = await prisma.notice.findMany({
      where: { locale: "en", ...liveContent() },
      orderBy: [{ shownOn: "desc" }, { id: "asc" }],
      take: BANNER_LIMIT,
      select: { id: true, title: true, locale: true, shownOn: true, ...PROVENANCE_FIELDS },
    });
    // The translations not yet reviewed (a translation's provenance is "confirmed" once a publisher has).
    const drafts = new Set<string | null>();
    const { items } = await withTranslations(originals, locale, async (where) => {
      const rows = await prisma.notice.findMany({ where, select: { title: true, locale: true, translationOf: true, provenance: true } });
      for (const row of rows) if (row.provenance !== "confirmed") drafts.add(row.translationOf);
      return rows;
    });
    return items.map(({ id, title, locale: language, shownOn, ...row }) => ({
      title,
      locale: isLocale(language) ? language : "en",
      draft: drafts.has(id),
      date: formatMonthDayYear(shownOn.toISOString().slice(0, 10), locale),
      ...provenanceOf(row),
    }));
  });
}
