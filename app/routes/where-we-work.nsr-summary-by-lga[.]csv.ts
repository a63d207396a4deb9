import type { LoaderFunctionArgs } from "@remix-run/node";
import { queryLgaTable } from "~/features/register/summary.server";
import { COUNT_COLUMNS, LGA_COLUMNS, NATIONAL_TOTAL_LABEL, type LgaView } from "~/features/register/view";
import { parseLgaView } from "~/features/register/view.server";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { csvResponse } from "~/features/register/files.server";
import { slugify } from "~/utils/slug";

const BATCH = 200;

/**
 * The current view (search and sort) as CSV, every page, streamed in batches.
 * The national total comes first, labelled, so that nobody adds it to the rows.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const view: LgaView = { ...parseLgaView(new URL(request.url).searchParams), size: BATCH, page: 1 };
  const first = await queryLgaTable(view);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRows([LGA_COLUMNS.map((column) => column.heading)])));
      const total = first.total;
      if (total)
        controller.enqueue(encoder.encode(csvRows([[NATIONAL_TOTAL_LABEL, "", ...COUNT_COLUMNS.map((column) => total[column.key])]])));
      let batch = first;
      for (let page = 1; ; page++) {
        if (page > 1) batch = await queryLgaTable({ ...view, page });
        controller.enqueue(encoder.encode(csvRows(batch.rows.map((row) => LGA_COLUMNS.map((column) => row[column.key])))));
        if (page * BATCH >= batch.matches) break;
      }
      controller.close();
    },
  });
  const suffix = [view.state, view.q, view.sort && `by-${view.sort}-${view.dir}`]
    .filter(Boolean)
    .map((part) => slugify(String(part)))
    .join("-");
  return csvResponse(stream, `nsr-summary-by-lga${suffix ? `-${suffix}` : ""}.csv`);
}
