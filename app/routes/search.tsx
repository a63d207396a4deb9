import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/list-pager";
import { isFileLink, NewTabLink } from "~/components/new-tab-link";
import { PlaceholderNote } from "~/components/provenance-label";
import { SearchForm } from "~/features/search/search-form";
import { normaliseQuery, SEARCH_PAGE_SIZE, searchSite, type SearchResults } from "~/features/search/search.server";
import { logFailure } from "~/utils/log.server";
import { pageCountFor, readPage } from "~/utils/pagination";
import { PageFrame } from "~/components/page-frame";
import { RESULTS_ID, toResults } from "~/utils/results-anchor";
import { searchMessages } from "~/content/messages";

const searchHref = (query: string, page = 1) => `/search?query=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = normaliseQuery(url.searchParams.get("query"));
  if (!query) return { query, results: null, error: null };
  const asked = readPage(url.searchParams.get("page"), Number.MAX_SAFE_INTEGER).page;
  try {
    const results: SearchResults = await searchSite(query, asked);
    const pages = pageCountFor(results.total, SEARCH_PAGE_SIZE);
    if (asked > pages) throw redirect(searchHref(query, pages));
    return { query, results, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure("search", error);
    return data({ query, results: null, error: searchMessages.unavailable }, { status: 503 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `Search Results for: ${data.query} – NASSCO` : "Search – NASSCO" },
  { name: "robots", content: "noindex" },
];

export default function Search() {
  const { query, results, error } = useLoaderData<typeof loader>();
  // Results for a suggested spelling are one page; its link leads to the full, paged search.
  const pages = results && !results.suggestion ? pageCountFor(results.total, SEARCH_PAGE_SIZE) : 1;
  return (
    <PageFrame hero={{ title: query ? `Search Results for: ${query}` : "Search" }}>
      <div className="container search-page">
        <SearchForm id="search-page-query" defaultValue={query} className="search-form--page" />
        <div id={RESULTS_ID} tabIndex={-1}>
          {!query ? <p className="search-page__state">{searchMessages.empty}</p> : null}
          {error ? (
            <p className="search-page__state callout callout--error" role="alert">
              Error: {error}
            </p>
          ) : null}
          {results?.suggestion ? (
            <p className="search-page__suggestion">
              No results for “{query}”. Did you mean <a href={toResults(searchHref(results.suggestion))}>{results.suggestion}</a>? Showing
              the closest matches.
            </p>
          ) : null}
          {results && results.hits.length === 0 ? <p className="search-page__state">{searchMessages.noResults(query)}</p> : null}
          {results && results.hits.length > 0 ? (
            <>
              <p className="gallery__status" role="status">
                {results.total} result{results.total === 1 ? "" : "s"}
                {pages > 1 ? `, page ${results.page} of ${pages}` : ""}
              </p>
              <ul className="search-results">
                {results.hits.map((hit) => (
                  <li key={hit.id}>
                    <article className="search-result">
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
                <ListPager hrefFor={(number) => searchHref(query, number)} page={results.page} pages={pages} label="Search result pages" />
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
