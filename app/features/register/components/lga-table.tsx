import { useNavigation } from "@remix-run/react";
import { lgaCountText, lgaTableText } from "~/content/lga-table";
import { stateName } from "~/content/states";
import type { LgaCounts, LgaTable } from "~/features/register/summary.server";
import { COUNT_COLUMNS, DEFAULT_PAGE_SIZE, LGA_COLUMNS, lgaColumn, lgaViewSearch, type LgaView } from "~/features/register/view";
import { paths } from "~/site/paths";
import { RESULTS_ID } from "~/utils/results-anchor";
import { formatCount } from "~/utils/format";
import { RegisterDownloads } from "~/components/dataset-notice";
import { ListPager } from "~/components/list-pager";
import { ScrollRegion } from "~/components/scroll-region";
import { Controls } from "~/features/register/components/controls";
import { SortHeader } from "~/features/register/components/sort-header";

/** The register table: its controls, the counts, the table itself, its pager and its files. */
export function LgaTableView({ view, table, pages }: { view: LgaView; table: LgaTable; pages: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === paths.lgaTable;
  const first = view.size === "all" ? 1 : (view.page - 1) * view.size + 1;
  const last = view.size === "all" ? table.matches : Math.min(view.page * view.size, table.matches);
  const csvView = { ...view, page: 1, size: DEFAULT_PAGE_SIZE } satisfies LgaView;
  return (
    <div className="lga">
      <Controls view={view} />
      <p className="lga__count" role="status" id={RESULTS_ID} tabIndex={-1}>
        {lgaCountText({ first, last, matches: table.matches, q: view.q, state: stateName(view.state) })}
      </p>
      <ScrollRegion labelledBy="lga-caption">
        <table className="table table--striped lga__table" aria-busy={busy || undefined}>
          <caption id="lga-caption">
            {lgaTableText.caption}
            {view.sort
              ? `, sorted by ${lgaColumn(view.sort).heading.toLowerCase()} (${view.dir === "asc" ? "ascending" : "descending"})`
              : ""}
            <span className="visually-hidden">. The first row is the national total.</span>
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
                    <td key={column.key} className={column.numeric ? "num" : undefined} data-label={column.heading}>
                      {column.numeric ? formatCount(row[column.key]) : column.key === "state" ? stateName(row.state) : row[column.key]}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={LGA_COLUMNS.length} className="lga__empty">
                  {lgaTableText.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="lga__legend">{lgaTableText.totalFirst}</p>
      <ListPager
        hrefFor={(page) => `${paths.lgaTable}${lgaViewSearch({ ...view, page })}`}
        page={view.page}
        pages={pages}
        label="Table pages"
        numbered={false}
      />
      <RegisterDownloads dataset={table.dataset} csvSearch={lgaViewSearch(csvView)} />
    </div>
  );
}

/** The national total: first, in bold, named in the state's cell; the LGA's is blank, as in the register's file. */
function TotalRow({ total }: { total: LgaCounts }) {
  return (
    <tr className="lga__total">
      <td>National total</td>
      <td />
      {COUNT_COLUMNS.map((column) => (
        <td key={column.key} className="num" data-label={column.heading}>
          {formatCount(total[column.key])}
        </td>
      ))}
    </tr>
  );
}
