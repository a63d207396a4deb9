import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { queryStateSummary } from "~/features/register/summary.server";
import { NATIONAL_TOTAL_LABEL, STATE_CSV_COLUMNS } from "~/features/register/view";
import { CSV_BOM, csvRows } from "~/utils/csv";
import { csvResponse } from "~/features/register/files.server";
import { ILLUSTRATIVE_ROW_STATUS, registerFiles, STATUS_COLUMN, TOTAL_ROW_STATUS } from "~/features/register/files";

/**
 * The register by state, the same sums the coverage page shows, after the labelled national total;
 * named and labelled as illustrative while the figures are the sample, as the LGA file is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { dataset, total, states } = await queryStateSummary();
  const files = registerFiles(dataset);
  const illustrative = files.illustrative;
  if (url.pathname !== files.stateCsv) throw redirect(files.stateCsv);
  const status = (text: string) => (illustrative ? [text] : []);
  const rows = [
    [...STATE_CSV_COLUMNS, ...status(STATUS_COLUMN)],
    ...(total
      ? [
          [
            NATIONAL_TOTAL_LABEL,
            states.reduce((sum, s) => sum + s.lgas, 0),
            total.households,
            total.individuals,
            ...status(TOTAL_ROW_STATUS),
          ],
        ]
      : []),
    ...states.map((s) => [s.state, s.lgas, s.households, s.individuals, ...status(ILLUSTRATIVE_ROW_STATUS)]),
  ];
  return csvResponse(CSV_BOM + csvRows(rows), `${files.stateName}.csv`);
}
