import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/features/content-pages/content-page";
import { DatasetNotice, RegisterDownloads } from "~/features/register/dataset-notice";
import { nigeriaMap } from "~/content/nigeria-map";
import { registerFiles } from "~/features/register/files";
import { queryStateSummary, type StateSummary } from "~/features/register/summary.server";
import { useLocale } from "~/i18n/use-locale";
import { formatCount } from "~/utils/format";
import { stateName } from "~/content/states";
import { contentPageMeta } from "~/features/content-pages/content-page-meta";
import { readContentPage } from "~/features/content-pages/content-page.server";
import { routeLocale } from "~/i18n/locales";
import { logFailure } from "~/utils/log.server";
import { ScrollRegion } from "~/components/scroll-region";
import { paths } from "~/site/paths";
import { format } from "~/i18n/format";
import { columnHeading, type LgaWords } from "~/features/register/table-words";

const PATH = paths.coverage;
const SORTS = ["state", "lgas", "households", "individuals"] as const;
type Sort = (typeof SORTS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const sort: Sort = SORTS.find((s) => s === params.get("sort")) ?? "state";
  const dir: "asc" | "desc" = params.get("dir") === "desc" ? "desc" : "asc";
  const read = await readContentPage(PATH, routeLocale(request).locale);
  const page = read?.page ?? null;
  const translation = read?.translation ?? null;
  try {
    const { dataset, states } = await queryStateSummary();
    return data({ path: PATH, page, sort, dir, dataset, states, translation }, { status: page ? 200 : 503 });
  } catch (error) {
    logFailure("state summary", error);
    return data({ path: PATH, page, sort, dir, dataset: null, states: null, translation }, { status: 503 });
  }
}

export const meta = contentPageMeta;

export default function NsrCoverage() {
  const { page, sort, dir, dataset, states } = useLoaderData<typeof loader>();
  // The map's legend and the table say so where the figures are read, not only at the top of the page.
  const { illustrative } = registerFiles(dataset);
  const { t } = useLocale();
  return (
    <ContentPageBody page={page} intro={<DatasetNotice dataset={dataset} />}>
      <h2 id="by-state">{t.lga.coverageHeading}</h2>
      {states ? (
        <>
          <CoverageMap states={states} illustrative={illustrative} />
          <StateTable states={states} sort={sort} dir={dir} illustrative={illustrative} />
          <RegisterDownloads dataset={dataset} />
        </>
      ) : (
        <div className="callout callout--warning" role="alert">
          <p>{t.lga.coverageUnavailable}</p>
        </div>
      )}
    </ContentPageBody>
  );
}

const SHADES = 5;

/** Equal-count classes: each shade covers about a fifth of the states. */
function classify(states: StateSummary[]) {
  const sorted = states.map((s) => s.households).sort((a, b) => a - b);
  const breaks = Array.from({ length: SHADES - 1 }, (_, i) => sorted[Math.floor(((i + 1) * sorted.length) / SHADES)] ?? 0);
  const shade = (value: number) => breaks.filter((limit) => value >= limit).length;
  const ranges = Array.from({ length: SHADES }, (_, i) => ({
    from: i === 0 ? (sorted[0] ?? 0) : breaks[i - 1]!,
    to: i === SHADES - 1 ? (sorted.at(-1) ?? 0) : breaks[i]! - 1,
  }));
  return { shade, ranges };
}

function CoverageMap({ states, illustrative }: { states: StateSummary[]; illustrative: boolean }) {
  const { t, href } = useLocale();
  const byName = new Map(states.map((s) => [s.state, s]));
  const { shade, ranges } = classify(states);
  return (
    <figure className="map">
      <svg viewBox={nigeriaMap.viewBox} aria-labelledby="map-title" className="map__svg">
        <title id="map-title">{t.lga.mapTitle}</title>
        {nigeriaMap.states.map((shape) => {
          const summary = byName.get(shape.name);
          const label = summary
            ? format(t.lga.mapState, { state: stateName(shape.name), count: formatCount(summary.households) })
            : format(t.lga.mapNoData, { state: stateName(shape.name) });
          return (
            // The link's <title> is its name and the tooltip over its shape, said once (the map's bytes count: decision 0098).
            <a key={shape.name} href={`${href(paths.lgaTable)}?state=${encodeURIComponent(shape.name)}`}>
              <title>{label}</title>
              <path d={shape.path} className={summary ? `map__shade-${shade(summary.households)}` : "map__none"} />
            </a>
          );
        })}
      </svg>
      <figcaption>
        <ul className="map__legend" aria-label={t.lga.legendLabel}>
          {ranges.map((range, i) => (
            <li key={i}>
              <span className={`map__key map__shade-${i}`} aria-hidden="true" />{" "}
              {format(t.lga.legendRange, { from: formatCount(range.from), to: formatCount(range.to) })}
            </li>
          ))}
        </ul>
        {illustrative ? <p className="provenance">{t.registerSample.mapLegend}</p> : null}
        {t.lga.mapSame} {/* The map's licence credit, as its authors give it. */}
        <span lang="en">
          Map shapes from <a href="https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria">@svg-maps/nigeria</a>, based on
          MapSVG, licensed <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>; simplified.
        </span>
      </figcaption>
    </figure>
  );
}

/** Each column's heading: the register table's, and its own for the count of LGAs. */
const label = (key: Sort, words: LgaWords) => (key === "lgas" ? words.columnLgas : columnHeading(key, words));

function StateTable({
  states,
  sort,
  dir,
  illustrative,
}: {
  states: StateSummary[];
  sort: Sort;
  dir: "asc" | "desc";
  illustrative: boolean;
}) {
  const { t, href } = useLocale();
  const rows = [...states].sort((a, b) => {
    const order =
      sort === "state" ? stateName(a.state).localeCompare(stateName(b.state)) : a[sort] - b[sort] || a.state.localeCompare(b.state);
    return dir === "asc" ? order : -order;
  });
  return (
    <>
      <p>{t.lga.noCommunities}</p>
      <ScrollRegion labelledBy="states-caption">
        <table className="table table--striped">
          <caption id="states-caption">
            {t.lga.stateCaption}
            {illustrative ? <span className="provenance"> {t.registerSample.tableLabel}</span> : null}
          </caption>
          <thead>
            <tr>
              {SORTS.map((key) => {
                const sorted = key === sort;
                const nextDir = sorted && dir === "asc" ? "desc" : "asc";
                return (
                  <th
                    key={key}
                    scope="col"
                    className={key === "state" ? undefined : "num"}
                    aria-sort={sorted ? (dir === "asc" ? "ascending" : "descending") : undefined}
                  >
                    <a className="sort-link" href={`${href(PATH)}?sort=${key}&dir=${nextDir}#by-state`}>
                      {label(key, t.lga)}
                      <span className="sort-link__arrow" aria-hidden="true">
                        {sorted ? (dir === "asc" ? "▲" : "▼") : "↕"}
                      </span>
                      <span className="visually-hidden">
                        {format(t.lga.sortAction, { direction: nextDir === "asc" ? t.lga.ascending : t.lga.descending })}
                      </span>
                    </a>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.state}>
                <td>
                  <a href={`${href(paths.lgaTable)}?state=${encodeURIComponent(row.state)}`}>{stateName(row.state)}</a>
                </td>
                <td className="num">{formatCount(row.lgas)}</td>
                <td className="num">{formatCount(row.households)}</td>
                <td className="num">{formatCount(row.individuals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
