import { registerFiles } from "~/features/register/files";
import type { LgaDatasetInfo } from "~/features/register/summary.server";
import { formatMonthYear } from "~/utils/format";
import { paths } from "~/site/paths";

/**
 * What the register figures on a page are, and when they describe: said
 * where the page opens, since the sample shipped with the site is not the
 * office's own file.
 */
export function DatasetNotice({ dataset }: { dataset: LgaDatasetInfo | null }) {
  if (!dataset) return null;
  const asAt = formatMonthYear(dataset.asAt);
  if (!dataset.illustrative) {
    return (
      <p className="dataset-notice">
        Figures as at {asAt}, from {dataset.source}.
      </p>
    );
  }
  return (
    <div className="callout callout--warning dataset-notice">
      <p>
        <strong>Illustrative figures, as at {asAt}.</strong> The national total is the register&apos;s own summary for {asAt}; the split by
        state and by LGA was generated for this website and is to be replaced by the office&apos;s own file. The register has grown since
        that summary, so these totals are smaller than today&apos;s.
      </p>
    </div>
  );
}

/**
 * The register's files: this view by LGA, the state totals, and the description of both.
 * Their addresses name the sample as illustrative while it is (features/register/files.ts).
 */
export function RegisterDownloads({ dataset, csvSearch = "" }: { dataset: LgaDatasetInfo | null; csvSearch?: string }) {
  const files = registerFiles(dataset);
  return (
    <ul className="downloads">
      <li>
        <a className="button button--secondary" href={`${files.lgaCsv}${csvSearch}`} download>
          Download CSV<span className="visually-hidden"> of this view, all pages</span>
        </a>
      </li>
      <li>
        <a href={files.stateCsv} download>
          State totals (CSV)
        </a>
      </li>
      <li>
        <a href={paths.registerMetadata}>About these files: source, date and status (JSON)</a>
      </li>
    </ul>
  );
}
