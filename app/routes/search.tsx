import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/list-pager";
import { isFileLink, NewTabLink } from "~/components/new-tab-link";
import { PlaceholderNote } from "~/components/provenance-label";
import { SearchForm } from "~/components/search-form";
import { normaliseQuery, SEARCH_PAGE_SIZE, searchSite, type SearchResults } from "~/features/search/search.server";
import type { RouteHandle } from "~/utils/handle";
import { logFailure } from "~/utils/log.server";
import { pageCountFor, readPage } from "~/utils/pagination";
import { PageFrame } from "~/components/page-frame";
import { RESULTS_ID, toResults } from "~/utils/results-anchor";
import { format } from "~/i18n/format";
import { WithLink } from "~/components/with-link";
import { localizeHref } from "~/i18n/localize-links";
import { localePath, routeLocale, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";

const searchHref = (query: string, page = 1, locale: Locale = "en") =>
  localePath(locale, `/search?query=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`);

/** The search's own words are the site's; a result in English is marked so, one by one (lang on its article). */
export const handle: RouteHandle = { furnitureOnly: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { locale } = routeLocale(request);
  const query = normaliseQuery(url.searchParams.get("query"));
  if (!query) return { query, results: null, error: null };
  const asked = readPage(url.searchParams.get("page"), Number.MAX_SAFE_INTEGER).page;
  try {
    const found: SearchResults = await searchSite(query, asked, locale);
    const pages = pageCountFor(found.total, SEARCH_PAGE_SIZE);
    if (asked > pages) throw redirect(searchHref(query, pages, locale));
    // An English result found from another language's search opens in that language too.
    const results = { ...found, hits: found.hits.map((hit) => ({ ...hit, url: localizeHref(hit.url, locale) })) };
    return { query, results, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure("search", error);
    return data({ query, results: null, error: messages[locale].search.unavailable }, { status: 503 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${data?.query ? format(metaWords(matches).messages.search.resultsFor, { query: data.query }) : metaWords(matches).messages.search.title} – NASSCO`,
  },
  { name: "robots", content: "noindex" },
];

export default function Search() {
  const { query, results, error } = useLoaderData<typeof loader>();
  const { t, locale } = useLocale();
  // Results for a suggested spelling are one page; its link leads to the full, paged search.
  const pages = results && !results.suggestion ? pageCountFor(results.total, SEARCH_PAGE_SIZE) : 1;
  return (
    <PageFrame hero={{ title: query ? format(t.search.resultsFor, { query }) : t.search.title }}>
      <div className="container search-page">
        <SearchForm id="search-page-query" defaultValue={query} className="search-form--page" />
        <div id={RESULTS_ID} tabIndex={-1}>
          {!query ? <p className="search-page__state">{t.search.empty}</p> : null}
          {error ? (
            <p className="search-page__state callout callout--error" role="alert">
              {t.form.error} {error}
            </p>
          ) : null}
          {results?.suggestion ? (
            <p className="search-page__suggestion">
              <WithLink
                text={t.search.didYouMean}
                values={{ query }}
                mark="suggestion"
                href={toResults(searchHref(results.suggestion, 1, locale))}
                label={results.suggestion}
              />
            </p>
          ) : null}
          {results && results.hits.length === 0 ? <p className="search-page__state">{format(t.search.noResults, { query })}</p> : null}
          {results && results.hits.length > 0 ? (
            <>
              <p className="gallery__status" role="status">
                {results.total === 1 ? t.search.oneResult : format(t.search.results, { count: results.total })}
                {pages > 1 ? format(t.search.pageOf, { page: results.page, pages }) : ""}
              </p>
              {results.more ? <p className="search-page__more">{format(t.search.more, { count: results.total })}</p> : null}
              <ul className="search-results">
                {results.hits.map((hit) => (
                  <li key={hit.id}>
                    <article className="search-result" lang={hit.locale === locale ? undefined : hit.locale}>
                      <p className="search-result__kind">{hit.kind}</p>
                      <h2 className="search-result__title">
                        {isFileLink(hit.url) ? (
                          <NewTabLink href={hit.url}>
                            {hit.title}
                            <PlaceholderNote href={hit.url} />
                          </NewTabLink>
                        ) : (
                          <a href={hit.url}>{hit.title}</a>
                        )}
                      </h2>
                      <p className="search-result__snippet">
                        {hit.snippet.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}
                      </p>
                    </article>
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <ListPager
                  hrefFor={(number) => searchHref(query, number, locale)}
                  page={results.page}
                  pages={pages}
                  label={t.search.pagerLabel}
                />
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
