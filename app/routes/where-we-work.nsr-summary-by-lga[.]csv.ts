import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { queryLgaTable } from "~/features/register/summary.server";
import { COUNT_COLUMNS, LGA_COLUMNS, NATIONAL_TOTAL_LABEL, type LgaView } from "~/features/register/view";
import { parseLgaView } from "~/features/register/view.server";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { csvResponse } from "~/features/register/files.server";
import { ILLUSTRATIVE_ROW_STATUS, registerFiles, STATUS_COLUMN, TOTAL_ROW_STATUS } from "~/features/register/files";
import { slugify } from "~/utils/slug";

const BATCH = 200;

/**
 * The current view (search and sort) as CSV, every page, streamed in batches.
 * The national total comes first, labelled, so that nobody adds it to the rows.
 * While the figures are the illustrative sample, the file is at
 * nsr-summary-by-lga-illustrative.csv (this loader answers both addresses and
 * sends each to the one that fits the figures) and every row says what it is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view: LgaView = { ...parseLgaView(url.searchParams), size: BATCH, page: 1 };
  const first = await queryLgaTable(view);
  const files = registerFiles(first.dataset);
  const illustrative = files.illustrative;
  if (url.pathname !== files.lgaCsv) throw redirect(`${files.lgaCsv}${url.search}`);
  const status = (text: string) => (illustrative ? [text] : []);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRows([[...LGA_COLUMNS.map((column) => column.heading), ...status(STATUS_COLUMN)]])));
      const total = first.total;
      if (total)
        controller.enqueue(
          encoder.encode(
            csvRows([[NATIONAL_TOTAL_LABEL, "", ...COUNT_COLUMNS.map((column) => total[column.key]), ...status(TOTAL_ROW_STATUS)]]),
          ),
        );
      let batch = first;
      for (let page = 1; ; page++) {
        if (page > 1) batch = await queryLgaTable({ ...view, page });
        controller.enqueue(
          encoder.encode(
            csvRows(batch.rows.map((row) => [...LGA_COLUMNS.map((column) => row[column.key]), ...status(ILLUSTRATIVE_ROW_STATUS)])),
          ),
        );
        if (page * BATCH >= batch.matches) break;
      }
      controller.close();
    },
  });
  const suffix = [view.state, view.q, view.sort && `by-${view.sort}-${view.dir}`]
    .filter(Boolean)
    .map((part) => slugify(String(part)))
    .join("-");
  return csvResponse(stream, `${files.lgaName}${suffix ? `-${suffix}` : ""}.csv`);
}
