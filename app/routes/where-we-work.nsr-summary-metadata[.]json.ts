import { queryStateSummary } from "~/features/register/summary.server";
import { datasetProvenance, ILLUSTRATIVE_ROW_STATUS, registerFiles, STATUS_COLUMN, TOTAL_ROW_STATUS } from "~/features/register/files";
import { LGA_COLUMNS, NATIONAL_TOTAL_LABEL, STATE_CSV_COLUMNS } from "~/features/register/view";
import { siteOrigin } from "~/utils/env.server";
import { withCdnHeaders } from "~/features/cdn/headers.server";

/**
 * The description of the register's two CSV files, in W3C CSV on the Web
 * form: status (illustrative or confirmed), the date the figures describe,
 * their source, and each column; the files' addresses and columns are the
 * ones they have now (the illustrative ones are named so and add STATUS).
 */
export async function loader() {
  const { dataset } = await queryStateSummary();
  const status = datasetProvenance(dataset);
  const origin = siteOrigin();
  const files = registerFiles(dataset);
  const column = (title: string, numeric: boolean) => ({
    name: title.toLowerCase(),
    titles: title,
    datatype: numeric ? "integer" : "string",
  });
  const statusColumn =
    status === "illustrative"
      ? [
          {
            ...column(STATUS_COLUMN, false),
            "dc:description": `"${ILLUSTRATIVE_ROW_STATUS}" on each row of the sample; "${TOTAL_ROW_STATUS}" on the national total.`,
          },
        ]
      : [];
  const body = {
    "@context": ["http://www.w3.org/ns/csvw", { "@language": "en" }],
    "dc:title": "National Social Register: households and individuals by LGA and by state",
    "dc:publisher": "National Social Safety-Nets Coordinating Office (NASSCO)",
    "dc:source": dataset?.source ?? null,
    "dcterms:temporal": dataset?.asAt ?? null,
    "schema:creativeWorkStatus": status,
    "rdfs:comment":
      status === "illustrative"
        ? "Illustrative: the national total is the register's own summary for this date; the split by state and LGA was generated for the website and is to be replaced by the office's own file."
        : "The office's own figures, as imported.",
    notes: [`The first data row of each file is the national total, labelled "${NATIONAL_TOTAL_LABEL}". Do not add it to the other rows.`],
    tables: [
      {
        url: `${origin}${files.lgaCsv}`,
        "dc:title": "Households and individuals by LGA",
        tableSchema: { columns: [...LGA_COLUMNS.map((lga) => column(lga.heading, lga.numeric)), ...statusColumn] },
      },
      {
        url: `${origin}${files.stateCsv}`,
        "dc:title": "Households and individuals by state (sums of the LGA rows)",
        tableSchema: { columns: [...STATE_CSV_COLUMNS.map((title) => column(title, title !== "STATE")), ...statusColumn] },
      },
    ],
  };
  return Response.json(body, {
    headers: withCdnHeaders({ "Content-Type": "application/csvm+json", "Cache-Control": "public, max-age=300" }),
  });
}
