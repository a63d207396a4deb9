import type { Provenance } from "~/content/provenance";
import { liveContent } from "~/features/content/live.server";
import type { Notification } from "~/features/notices/notice";
import { prisma } from "~/utils/db.server";
import { formatMonthDayYear } from "~/utils/format";
import { logFailure } from "~/utils/log.server";

/** The banner rotates through at most this many; CSS has a rule for each count. */
export const BANNER_LIMIT = 12;

/**
 * The notices the office has published, newest first, for the banner on
 * every page and for /notifications.json; null when the database cannot be
 * read, so the banner says so and the page still renders.
 */
export async function readNotifications(): Promise<Notification[] | null> {
  try {
    const rows = await prisma.notice.findMany({
      where: { locale: "en", ...liveContent() },
      orderBy: [{ shownOn: "desc" }, { id: "asc" }],
      take: BANNER_LIMIT,
      select: { title: true, shownOn: true, provenance: true, sourceUrl: true, sourceAsAt: true },
    });
    return rows.map((row) => {
      const shownOn = row.shownOn.toISOString().slice(0, 10);
      return {
        title: row.title,
        date: formatMonthDayYear(shownOn),
        // The database's check allows only these values.
        provenance: row.provenance as Provenance,
        source: row.sourceUrl && row.sourceAsAt ? { url: row.sourceUrl, asAt: row.sourceAsAt.toISOString().slice(0, 10) } : null,
      };
    });
  } catch (error) {
    logFailure("notifications", error);
    return null;
  }
}
