import type { LoaderFunctionArgs } from "@remix-run/node";
import { PROGRESS_CYCLE_PARAM } from "~/site/query-params";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/entry.server";
import { withCdnHeaders } from "~/features/cdn/headers.server";
import { cycleKey, cycleOfKey, progressCsvRow, PROGRESS_CSV_COLUMNS, type Cycle } from "~/features/payments/progress";
import { progressCsvName, progressMetadataLink } from "~/features/payments/progress-csv";
import { cycleLgas, progressCycles } from "~/features/payments/progress.server";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { logFailure } from "~/utils/log.server";

/**
 * A cycle's progress, one row an LGA (?cycle=2026-2; the latest without), with its description
 * named in the Link header. A cycle written wrong, or one with no figures, is a 404; when the database cannot be read, a
 * 503 that no cache keeps, so whoever fetches the file tries again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get(PROGRESS_CYCLE_PARAM);
  if (asked !== null && cycleOfKey(asked) === null) throw new Response("Not Found", { status: 404 });
  let cycle: Cycle | null;
  let rows: Awaited<ReturnType<typeof cycleLgas>>;
  try {
    cycle = cycleOfKey(asked) ?? (await progressCycles())[0] ?? null;
    rows = cycle ? await cycleLgas(cycle) : [];
    if (asked !== null && rows.length === 0) throw new Response("Not Found", { status: 404 });
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure("payment progress CSV", error);
    return new Response("These figures cannot be read just now. Please try again later.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  const body = csvRows([
    [...PROGRESS_CSV_COLUMNS],
    ...rows.map((row) => {
      const values = progressCsvRow(row);
      return PROGRESS_CSV_COLUMNS.map((column) => values[column]);
    }),
  ]);
  return new Response(CSV_BOM + body, {
    headers: withCdnHeaders({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${progressCsvName(cycle ? cycleKey(cycle) : "none")}"`,
      "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
      Link: progressMetadataLink,
    }),
  });
}
