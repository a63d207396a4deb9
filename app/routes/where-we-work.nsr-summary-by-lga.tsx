import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DatasetNotice } from "~/features/register/dataset-notice";
import { LgaTableView } from "~/features/register/components/lga-table";
import { SectionLayout } from "~/components/section-layout";
import { queryLgaTable, type LgaTable } from "~/features/register/summary.server";
import { lgaViewSearch, pageCount } from "~/features/register/view";
import { parseLgaView } from "~/features/register/view.server";
import { metaWords } from "~/i18n/meta";
import { pageMetaFor } from "~/site/navigation";
import { paths } from "~/site/paths";
import { formatMonthYear } from "~/utils/format";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import type { RouteHandle } from "~/utils/handle";
import { logFailure } from "~/utils/log.server";

/** Scripts add search-as-you-type; everything else is links and GET forms. The register's figures, in the site's own words. */
export const handle: RouteHandle = { hydrate: true, words: ["lga", "pager"], furnitureOnly: true };

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

export const meta: MetaFunction = ({ matches }) => {
  const { title, description } = pageMetaFor(paths.lgaTable, metaWords(matches).pages);
  return [{ title }, { name: "description", content: description }];
};

export default function NsrSummaryByLga() {
  const { view, table, pages } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  return (
    <SectionLayout>
      <h2 className="lga__title">{t.lga.title}</h2>
      {table?.dataset ? (
        <p className="lga__subtitle">
          {format(t.lga.asAt, { date: formatMonthYear(table.dataset.asAt, locale).toLocaleUpperCase(locale) })}
        </p>
      ) : null}
      <DatasetNotice dataset={table?.dataset ?? null} />
      <figure className="lga__figure">
        {/* Decorative, and asked for after the stylesheet and the table's text (decision 0097). */}
        <img src="/images/nsr/enumeration.svg" alt="" width={640} height={240} decoding="async" {...{ fetchpriority: "low" }} />
        <figcaption>{t.lga.figureCaption}</figcaption>
      </figure>
      {table ? (
        <LgaTableView view={view} table={table} pages={pages} />
      ) : (
        <div className="callout callout--warning" role="alert">
          <p>{t.lga.unavailable}</p>
        </div>
      )}
    </SectionLayout>
  );
}
