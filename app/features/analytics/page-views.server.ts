import type { DeviceClass } from "~/features/analytics/device-class";
import { prisma } from "~/utils/db.server";

/** A kind of page view: nothing in it identifies a reader. */
export interface PageView {
  /** YYYY-MM-DD, Lagos time. */
  day: string;
  path: string;
  device: DeviceClass;
  saveData: boolean;
  country: string;
}

/** A kind of view as one string: its fields joined by a character no path, device or country holds (cheaper than JSON on every view). */
export const pageViewKey = (view: PageView) => `${view.day}\n${view.path}\n${view.device}\n${view.saveData ? 1 : 0}\n${view.country}`;

/** The <noscript> image counts a view that had no JavaScript; the other image counts every view. */
export type PageViewMeasure = "views" | "withoutJavascript";

export interface PageViewCount {
  view: PageView;
  views: number;
  withoutJavascript: number;
}

/**
 * Adds buffered counts to their daily rows, in one statement. The rows go in key
 * order, so two instances flushing at once lock the rows they share (and the
 * rollups' rows, which the table's triggers write in key order too) in the same
 * order, and wait for each other rather than deadlock.
 */
export async function addPageViews(unordered: PageViewCount[]): Promise<void> {
  if (unordered.length === 0) return;
  const counts = unordered
    .map((count) => [pageViewKey(count.view), count] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, count]) => count);
  const column = <T>(pick: (count: PageViewCount) => T) => counts.map(pick);
  await prisma.$executeRaw`
    INSERT INTO page_view_daily (day, path, device, save_data, country, views, views_without_javascript)
    SELECT * FROM unnest(${column((c) => c.view.day)}::date[], ${column((c) => c.view.path)}::text[],
                         ${column((c) => c.view.device)}::text[], ${column((c) => c.view.saveData)}::boolean[],
                         ${column((c) => c.view.country)}::text[], ${column((c) => c.views)}::integer[],
                         ${column((c) => c.withoutJavascript)}::integer[])
    ON CONFLICT (day, path, device, save_data, country)
    DO UPDATE SET views = page_view_daily.views + EXCLUDED.views,
                  views_without_javascript = page_view_daily.views_without_javascript + EXCLUDED.views_without_javascript`;
}
