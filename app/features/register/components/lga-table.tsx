import { useNavigation } from "@remix-run/react";
import { columnHeading, lgaCountText } from "~/features/register/table-words";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { stateName } from "~/content/states";
import type { LgaCounts, LgaTable } from "~/features/register/summary.server";
import { COUNT_COLUMNS, DEFAULT_PAGE_SIZE, LGA_COLUMNS, lgaViewSearch, type LgaView } from "~/features/register/view";
import { lgaPaymentsPath, paths } from "~/site/paths";
import { RESULTS_ID } from "~/utils/results-anchor";
import { formatCount } from "~/utils/format";
import { RegisterDownloads } from "~/features/register/dataset-notice";
import { ListPager } from "~/components/list-pager";
import { ScrollRegion } from "~/components/scroll-region";
import { Controls } from "~/features/register/components/controls";
import { SortHeader } from "~/features/register/components/sort-header";

/** The register table: its controls, the counts, the table itself, its pager and its files. */
export function LgaTableView({ view, table, pages }: { view: LgaView; table: LgaTable; pages: number }) {
  const navigation = useNavigation();
  const { t, href } = useLocale();
  const tablePath = href(paths.lgaTable);
  const busy = navigation.state === "loading" && navigation.location.pathname === tablePath;
  const first = view.size === "all" ? 1 : (view.page - 1) * view.size + 1;
  const last = view.size === "all" ? table.matches : Math.min(view.page * view.size, table.matches);
  const csvView = { ...view, page: 1, size: DEFAULT_PAGE_SIZE } satisfies LgaView;
  return (
    <div className="lga">
      <Controls view={view} />
      <p className="lga__count" role="status" id={RESULTS_ID} tabIndex={-1}>
        {lgaCountText({ first, last, matches: table.matches, lgas: table.lgas, q: view.q, state: stateName(view.state) }, t.lga)}
      </p>
      <ScrollRegion labelledBy="lga-caption">
        <table className="table table--striped lga__table" aria-busy={busy || undefined}>
          <caption id="lga-caption">
            {t.lga.caption}
            {view.sort
              ? format(t.lga.sortedBy, {
                  column: columnHeading(view.sort, t.lga).toLowerCase(),
                  direction: view.dir === "asc" ? t.lga.ascending : t.lga.descending,
                })
              : ""}
            <span className="visually-hidden">{t.lga.firstRowTotal}</span>
          </caption>
          <thead>
            <tr>
              {LGA_COLUMNS.map((column) => (
                <SortHeader key={column.key} view={view} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {table.total ? <TotalRow total={table.total} /> : null}
            {table.rows.length ? (
              table.rows.map((row) => (
                <tr key={row.id}>
                  {LGA_COLUMNS.map((column) => (
                    <td key={column.key} className={column.numeric ? "num" : undefined} data-label={columnHeading(column.key, t.lga)}>
                      {column.numeric ? (
                        formatCount(row[column.key])
                      ) : column.key === "state" ? (
                        stateName(row.state)
                      ) : row.paymentSlug ? (
                        // Each LGA on the register's list leads to when it is paid (decision 0108).
                        <a href={href(lgaPaymentsPath(row.state, row.paymentSlug))}>{row.lga}</a>
                      ) : (
                        row.lga
                      )}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={LGA_COLUMNS.length} className="lga__empty">
                  {t.lga.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="lga__legend">{t.lga.totalFirst}</p>
      <ListPager
        hrefFor={(page) => `${tablePath}${lgaViewSearch({ ...view, page })}`}
        page={view.page}
        pages={pages}
        label={t.lga.pagerLabel}
        numbered={false}
      />
      <RegisterDownloads dataset={table.dataset} csvSearch={lgaViewSearch(csvView)} />
    </div>
  );
}

/** The national total: first, in bold, named in the state's cell; the LGA's is blank, as in the register's file. */
function TotalRow({ total }: { total: LgaCounts }) {
  const { t } = useLocale();
  return (
    <tr className="lga__total">
      <td>{t.lga.nationalTotal}</td>
      <td />
      {COUNT_COLUMNS.map((column) => (
        <td key={column.key} className="num" data-label={columnHeading(column.key, t.lga)}>
          {formatCount(total[column.key])}
        </td>
      ))}
    </tr>
  );
}
