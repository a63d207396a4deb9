import type { Provenance } from "~/content/provenance";
import { paths } from "~/site/paths";

export interface LgaDatasetInfo {
  source: string;
  /** ISO date. */
  asAt: string;
  illustrative: boolean;
}

/** A dataset's provenance: the office's own file is confirmed; the shipped sample (or none yet) is illustrative. */
export function datasetProvenance(dataset: LgaDatasetInfo | null): Provenance {
  return dataset && !dataset.illustrative ? "confirmed" : "illustrative";
}

/**
 * Where the register's two CSV files are, and what they are called: while
 * the figures are the illustrative sample, the name says so
 * (nsr-summary-by-lga-illustrative.csv), and each row carries a STATUS cell
 * a spreadsheet user sees; once the office's file is published, the names
 * and columns are the office's own. Every link to the files comes from here.
 */
export interface RegisterFiles {
  illustrative: boolean;
  lgaCsv: string;
  stateCsv: string;
  /** What each file's name starts with (the LGA file adds the view: -kano-by-households-desc). */
  lgaName: string;
  stateName: string;
}

export function registerFiles(dataset: LgaDatasetInfo | null): RegisterFiles {
  const illustrative = datasetProvenance(dataset) === "illustrative";
  return illustrative
    ? {
        illustrative,
        lgaCsv: paths.lgaTableCsvIllustrative,
        stateCsv: paths.stateTableCsvIllustrative,
        lgaName: "nsr-summary-by-lga-illustrative",
        stateName: "nsr-summary-by-state-illustrative",
      }
    : {
        illustrative,
        lgaCsv: paths.lgaTableCsv,
        stateCsv: paths.stateTableCsv,
        lgaName: "nsr-summary-by-lga",
        stateName: "nsr-summary-by-state",
      };
}

/** The column the illustrative files add, and what it says on each row: in English, like the headings. */
export const STATUS_COLUMN = "STATUS";
export const ILLUSTRATIVE_ROW_STATUS = "Illustrative sample, not the register's figures";
/** The sample's national total is the register's own summary (the spec), so its row says that. */
export const TOTAL_ROW_STATUS = "The register's own national total";
