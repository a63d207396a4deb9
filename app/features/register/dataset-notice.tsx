import { registerFiles } from "./files";
import type { LgaDatasetInfo } from "./files";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { formatMonthYear } from "~/utils/format";
import { paths } from "~/site/paths";

/**
 * What the register figures on a page are, and when they describe: said
 * where the page opens, since the sample shipped with the site is not the
 * office's own file.
 */
export function DatasetNotice({ dataset }: { dataset: LgaDatasetInfo | null }) {
  const { t, locale } = useLocale();
  if (!dataset) return null;
  const date = formatMonthYear(dataset.asAt, locale);
  if (!dataset.illustrative) {
    return <p className="dataset-notice">{format(t.lga.figuresAsAt, { date, source: dataset.source })}</p>;
  }
  return (
    <div className="callout callout--warning dataset-notice">
      <p>
        <strong>{format(t.lga.illustrativeFigures, { date })}</strong> {format(t.lga.illustrativeText, { date })}
      </p>
    </div>
  );
}

/**
 * The register's files: this view by LGA, the state totals, and the description of both.
 * Their addresses name the sample as illustrative while it is (features/register/files.ts).
 */
export function RegisterDownloads({ dataset, csvSearch = "" }: { dataset: LgaDatasetInfo | null; csvSearch?: string }) {
  const { t } = useLocale();
  const files = registerFiles(dataset);
  return (
    <ul className="downloads">
      <li>
        <a className="button button--secondary" href={`${files.lgaCsv}${csvSearch}`} download>
          {t.lga.downloadCsv}
          <span className="visually-hidden">{t.lga.downloadCsvWhat}</span>
        </a>
      </li>
      <li>
        <a href={files.stateCsv} download>
          {t.lga.stateTotals}
        </a>
      </li>
      <li>
        <a href={paths.registerMetadata}>{t.lga.aboutFiles}</a>
      </li>
    </ul>
  );
}
