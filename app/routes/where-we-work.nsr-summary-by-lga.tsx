import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DatasetNotice, RegisterDownloads } from "~/components/dataset-notice";
import { SectionLayout } from "~/components/section-layout";
import { queryLgaTable, type LgaCounts, type LgaTable } from "~/models/lga-summary.server";
import {
  DEFAULT_PAGE_SIZE,
  LGA_COLUMN_LABELS,
  lgaViewSearch,
  NUMERIC_KEYS,
  PAGE_SIZES,
  pageCount,
  QUERY_MAX,
  SORT_KEYS,
  sortedBy,
  type LgaView,
  type SortKey,
} from "~/schemas/lga-view";
import { parseLgaView } from "~/schemas/lga-view.server";
import type { RouteHandle } from "~/utils/handle";
import { formatCount, formatMonthYear } from "~/utils/format";
import { logFailure } from "~/utils/log.server";
import { pageMetaFor } from "~/utils/navigation";
import { paths } from "~/utils/paths";

/** Scripts add search-as-you-type; everything else is links and GET forms. */
export const handle: RouteHandle = { hydrate: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  let view = parseLgaView(url.searchParams);
  let table: LgaTable;
  try {
    table = await queryLgaTable(view);
  } catch (error) {
    logFailure("LGA table", error);
    return data({ view, table: null, pages: 1 }, { status: 503 });
  }
  const pages = pageCount(table.matches, view.size);
  if (view.page > pages) view = { ...view, page: pages };
  const canonical = lgaViewSearch(view);
  if (canonical !== url.search) throw redirect(`${url.pathname}${canonical}`);
  return { view, table, pages };
}

export const meta: MetaFunction = () => {
  const { title, description } = pageMetaFor("/where-we-work/nsr-summary-by-lga");
  return [{ title }, { name: "description", content: description }];
};


const PATH = "/where-we-work/nsr-summary-by-lga";

export default function NsrSummaryByLga() {
  const { view, table, pages } = useLoaderData<typeof loader>();
  return (
    <SectionLayout>
      <h2 className="lga__title">SUMMARY OF NATIONAL SOCIAL REGISTER BY LGAs</h2>
      {table?.dataset ? <p className="lga__subtitle">AS AT {formatMonthYear(table.dataset.asAt).toUpperCase()}</p> : null}
      <DatasetNotice dataset={table?.dataset ?? null} />
      <figure className="lga__figure">
        <img src="/images/nsr/enumeration.svg" alt="" width={640} height={240} decoding="async" />
        <figcaption>
          Enumerators record each household identified by its community; the register is the sum of this work across
          every LGA.
        </figcaption>
      </figure>
      {table ? <LgaTableView view={view} table={table} pages={pages} /> : <Unavailable />}
    </SectionLayout>
  );
}

function Unavailable() {
  return (
    <div className="callout callout--warning" role="alert">
      <p>The register summary is not available just now. Please try again in a few minutes.</p>
    </div>
  );
}

function LgaTableView({ view, table, pages }: { view: LgaView; table: LgaTable; pages: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === PATH;
  const first = view.size === "all" ? 1 : (view.page - 1) * view.size + 1;
  const last = view.size === "all" ? table.matches : Math.min(view.page * view.size, table.matches);
  const csvView = { ...view, page: 1, size: DEFAULT_PAGE_SIZE } satisfies LgaView;
  return (
    <div className="lga">
      <Controls view={view} />
      <p className="lga__count" role="status">
        {table.matches === 0
          ? "No LGAs match."
          : `Showing ${formatCount(first)} to ${formatCount(last)} of ${formatCount(table.matches)} LGAs${view.q ? ` matching "${view.q}"` : ""}${view.state ? ` in ${view.state}` : ""}.`}
      </p>
      <div className="table-scroll" role="region" aria-labelledby="lga-caption" tabIndex={0}>
        <table className="table table--striped lga__table" aria-busy={busy || undefined}>
          <caption id="lga-caption">
            Households and individuals on the National Social Register, by LGA
            {view.sort ? `, sorted by ${LGA_COLUMN_LABELS[view.sort].toLowerCase()} (${view.dir === "asc" ? "ascending" : "descending"})` : ""}
            <span className="visually-hidden">. The first row is the national total.</span>
          </caption>
          <thead>
            <tr>
              {SORT_KEYS.map((key) => (
                <SortHeader key={key} view={view} column={key} />
              ))}
            </tr>
          </thead>
          <tbody>
            {table.total ? <TotalRow total={table.total} /> : null}
            {table.rows.length ? (
              table.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.state}</td>
                  <td>{row.lga}</td>
                  <td className="num">{formatCount(row.households)}</td>
                  <td className="num">{formatCount(row.individuals)}</td>
                  <td className="num">{formatCount(row.male)}</td>
                  <td className="num">{formatCount(row.female)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className="lga__empty">
                  No matching records found.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className="lga__legend">The first row, in bold, is the national total; it stays first whatever the search, sort or page.</p>
      <Pager view={view} pages={pages} />
      <RegisterDownloads csvHref={`${paths.lgaTableCsv}${lgaViewSearch(csvView)}`} />
    </div>
  );
}

function TotalRow({ total }: { total: LgaCounts }) {
  return (
    <tr className="lga__total">
      <td>
        <span className="visually-hidden">National total</span>
      </td>
      <td />
      <td className="num">{formatCount(total.households)}</td>
      <td className="num">{formatCount(total.individuals)}</td>
      <td className="num">{formatCount(total.male)}</td>
      <td className="num">{formatCount(total.female)}</td>
    </tr>
  );
}

function SortHeader({ view, column }: { view: LgaView; column: SortKey }) {
  const sorted = view.sort === column;
  const next = sortedBy(view, column);
  return (
    <th
      scope="col"
      className={NUMERIC_KEYS.has(column) ? "num" : undefined}
      aria-sort={sorted ? (view.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link to={`${PATH}${lgaViewSearch(next)}`} preventScrollReset className="sort-link">
        {LGA_COLUMN_LABELS[column]}
        <span className="sort-link__arrow" aria-hidden="true">
          {sorted ? (view.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
        <span className="visually-hidden">
          {`: sort ${next.dir === "asc" ? "ascending" : "descending"}`}
        </span>
      </Link>
    </th>
  );
}

/** Search and page size: GET forms that work anywhere; with scripts, typing searches as you go. */
function Controls({ view }: { view: LgaView }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = view.q;
  }, [view.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: LgaView) => navigate(`${PATH}${lgaViewSearch(next)}`, { replace: true, preventScrollReset: true });

  return (
    <div className="lga__controls">
      <form method="get" action={PATH} role="search" aria-label="Register table" className="lga__search">
        <label htmlFor="lga-q">Search the table</label>
        <div className="lga__search-row">
          <input
            ref={input}
            id="lga-q"
            name="q"
            type="search"
            defaultValue={view.q}
            maxLength={QUERY_MAX}
            autoComplete="off"
            aria-describedby="lga-q-hint"
            onChange={(event) => {
              const q = event.currentTarget.value.trim();
              clearTimeout(timer.current);
              timer.current = setTimeout(() => go({ ...view, q, page: 1 }), 300);
            }}
          />
          <HiddenView view={view} omit={["q"]} />
          <button type="submit">Search</button>
        </div>
        <p id="lga-q-hint" className="hint">
          Any part of a state, an LGA or a count, e.g. kano or 12345.
        </p>
        {view.q || view.state ? (
          <p>
            <Link to={`${PATH}${lgaViewSearch({ ...view, q: "", state: "", page: 1 })}`} preventScrollReset>
              Clear the search
            </Link>
          </p>
        ) : null}
      </form>
      <form method="get" action={PATH} className="lga__size">
        <label htmlFor="lga-size">Rows per page</label>
        <div className="lga__search-row">
          <select
            id="lga-size"
            name="size"
            defaultValue={String(view.size)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              go({ ...view, size: value === "all" ? "all" : (Number(value) as LgaView["size"]), page: 1 });
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
            <option value="all">All</option>
          </select>
          <HiddenView view={view} omit={["size"]} />
          <button type="submit" className="button--secondary">
            Show
          </button>
        </div>
      </form>
    </div>
  );
}

/** The rest of the view as hidden fields, defaults left out; a new search or size starts at page 1. */
function HiddenView({ view, omit }: { view: LgaView; omit: Array<keyof LgaView> }) {
  const params = new URLSearchParams(lgaViewSearch({ ...view, page: 1 }).slice(1));
  return (
    <>
      {[...params]
        .filter(([key]) => !omit.includes(key as keyof LgaView))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

function Pager({ view, pages }: { view: LgaView; pages: number }) {
  const end = (text: string, target: number, rel: "prev" | "next") => {
    const label = (
      <>
        {text}
        <span className="visually-hidden"> page</span>
      </>
    );
    return target >= 1 && target <= pages ? (
      <Link className="button button--secondary" to={`${PATH}${lgaViewSearch({ ...view, page: target })}`} preventScrollReset rel={rel}>
        {label}
      </Link>
    ) : (
      <span className="button button--secondary" aria-disabled="true">
        {label}
      </span>
    );
  };
  return (
    <nav className="pager" aria-label="Table pages">
      {end("Previous", view.page - 1, "prev")}
      <span className="pager__status">
        Page {view.page} of {pages}
      </span>
      {end("Next", view.page + 1, "next")}
    </nav>
  );
}
