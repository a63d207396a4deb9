import { csvTable, CSV_COLUMNS } from "~/features/grievance-statistics/figures";
import { readGrievanceFigures } from "~/features/grievance-statistics/figures.server";
import { csvMetadataLink, STATISTICS_CSV_NAME } from "~/features/grievance-statistics/csv-metadata";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/entry.server";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { logFailure } from "~/utils/log.server";
import { withCdnHeaders } from "~/features/cdn/headers.server";

/**
 * The page's figures as CSV: the same rounded counts, each noted as rounded, and a withheld share or median empty with its reason.
 * When the database cannot be read, a 503 that no cache keeps (as the page and the feeds answer), so
 * that whoever fetches the file tries again rather than keeping an error.
 */
export async function loader() {
  let figures;
  try {
    figures = await readGrievanceFigures();
  } catch (error) {
    logFailure("grievance statistics CSV", error);
    return new Response("These figures cannot be read just now. Please try again later.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  return new Response(CSV_BOM + csvRows([[...CSV_COLUMNS], ...csvTable(figures)]), {
    headers: withCdnHeaders({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${STATISTICS_CSV_NAME}"`,
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
      Link: csvMetadataLink,
    }),
  });
}
