import { csvTable, CSV_COLUMNS } from "~/features/grievance-statistics/figures";
import { readGrievanceFigures } from "~/features/grievance-statistics/figures.server";
import { csvMetadataLink, STATISTICS_CSV_NAME } from "~/features/grievance-statistics/csv-metadata";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/entry.server";
import { CSV_BOM, csvRows } from "~/utils/csv";

/** The page's figures as CSV: the same suppressed figures, a withheld one empty with its reason beside it. */
export async function loader() {
  const figures = await readGrievanceFigures();
  return new Response(CSV_BOM + csvRows([[...CSV_COLUMNS], ...csvTable(figures)]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${STATISTICS_CSV_NAME}"`,
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
      Link: csvMetadataLink,
    },
  });
}
