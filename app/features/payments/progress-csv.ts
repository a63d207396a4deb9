import { paths } from "~/site/paths";
import { PROGRESS_CSV_COLUMNS, type ProgressCsvColumn } from "./progress";

/**
 * The progress file (one row an LGA of one cycle) and what it means, in W3C
 * CSV on the Web form at the address CSVW looks for by default, named by the
 * file's Link header, as the grievance figures' file is. Its columns are
 * payment_progress's, each in published-columns: counts, places, a time.
 */
export const PROGRESS_CSV_PATH = paths.paymentsProgressCsv;
export const PROGRESS_METADATA_PATH = `${PROGRESS_CSV_PATH}-metadata.json`;
export const progressMetadataLink = `<${PROGRESS_METADATA_PATH}>; rel="describedby"; type="application/csvm+json"`;
export const progressCsvName = (cycle: string) => `nassco-payment-progress-${cycle}.csv`;

const COLUMNS: Record<ProgressCsvColumn, { datatype: string; description: string }> = {
  cycle_year: { datatype: "integer", description: 'The year of the payment cycle, as the office names it (2026 in "2026, tranche 2").' },
  cycle_number: { datatype: "integer", description: 'The cycle\'s number within its year, its tranche (2 in "2026, tranche 2").' },
  state: { datatype: "string", description: "The state as the National Social Register names it (FCT for the Federal Capital Territory)." },
  lga: { datatype: "string", description: "The local government area, as the register's list names it." },
  households_due: { datatype: "integer", description: "Households due to be paid in this LGA in this cycle." },
  households_paid: {
    datatype: "integer",
    description: "Of those, how many had been paid at the time in as_at. Never more than households_due.",
  },
  as_at: { datatype: "datetime", description: "The moment the counts describe, with its offset (Lagos is UTC+01:00 all year)." },
  source_name: {
    datatype: "string",
    description: "Who reported the counts: NASSCO, NCTO (the cash transfer office) or SOCU (the state's coordinating unit).",
  },
};

export function progressMetadata(origin: string) {
  return {
    "@context": ["http://www.w3.org/ns/csvw", { "@language": "en" }],
    url: `${origin}${PROGRESS_CSV_PATH}`,
    "dc:title": "NASSCO payment progress: households due and paid in each LGA, cycle by cycle",
    "dc:publisher": "National Social Safety-Nets Coordinating Office (NASSCO)",
    "rdfs:comment":
      "Counts the office publishes from the payment reports, one row an LGA of one cycle (?cycle=YEAR-NUMBER picks the cycle; without it, the latest). Counts only: no row names a person or a household.",
    notes: [
      "An LGA appears once the office has published figures for it in that cycle; an LGA with no row has none published yet, which is not the same as none paid.",
      "The state and national totals on the page are sums of these rows, written when the office publishes them.",
    ],
    tableSchema: {
      columns: PROGRESS_CSV_COLUMNS.map((name) => ({
        name,
        titles: name,
        datatype: COLUMNS[name].datatype,
        "dc:description": COLUMNS[name].description,
      })),
      primaryKey: ["cycle_year", "cycle_number", "state", "lga"],
    },
  };
}
