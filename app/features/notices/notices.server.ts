import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { readOrNull } from "~/features/content/unavailable.server";
import type { Notification } from "~/features/notices/notice";
import { prisma } from "~/utils/db.server";
import { formatMonthDayYear } from "~/utils/format";
import type { Locale } from "~/i18n/locales";

/** The banner rotates through at most this many; CSS has a rule for each count. */
export const BANNER_LIMIT = 12;

/**
 * The notices the office has published, newest first, for the banner on
 * every page and for /notifications.json; null when the database cannot be
 * read, so the banner says so and the page still renders.
 */
export function readNotifications(locale: Locale = "en"): Promise<Notification[] | null> {
  return readOrNull("notifications", async () => {
    const rows = await prisma.notice.findMany({
      where: { locale: "en", ...liveContent() },
      orderBy: [{ shownOn: "desc" }, { id: "asc" }],
      take: BANNER_LIMIT,
      select: { title: true, shownOn: true, ...PROVENANCE_FIELDS },
    });
    return rows.map((row) => ({
      title: row.title,
      date: formatMonthDayYear(row.shownOn.toISOString().slice(0, 10), locale),
      ...provenanceOf(row),
    }));
  });
}
