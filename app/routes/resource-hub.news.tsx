import { RESULTS_ID } from "~/utils/results-anchor";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { KeyListPager } from "~/components/key-list-pager";
import { NewsCard } from "~/features/news/news-card";
import { NewsArchive } from "~/features/news/news-archive";
import { SectionLayout } from "~/components/section-layout";
import { FEED_PATH, NEWS_LIST_PATH } from "~/content/news-paths";
import { NEWS_PAGE_SIZE, newsDateText } from "~/features/news/article";
import { readOrNull } from "~/features/content/unavailable.server";
import { newsCard } from "~/features/news/article.server";
import { newsListHref, newsPlaceOf, type NewsKey } from "~/features/news/list-place";
import { newsListPage, newsSpan, numberedPageStart } from "~/features/news/news.server";
import { heroFor, listPageMeta } from "~/site/navigation";
import { feedLink } from "~/utils/rss";
import { WithLink } from "~/components/with-link";
import { localePath, routeLocale } from "~/i18n/locales";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";

const PATH = NEWS_LIST_PATH;

/**
 * The news, newest first, a page at a time by key (decision 0091): the start,
 * the page after an article (?older=KEY), the page before one (?newer=KEY), or
 * a month's (?month=YYYY-MM). An old numbered address (?page=N) leads to where
 * that page starts now; a place that cannot be read gets the first page with a
 * 400 that says so. Without the database the list keeps its introduction and
 * says the news cannot be shown, with a 503.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const place = newsPlaceOf(new URL(request.url).searchParams);
  if (place.kind === "page") {
    const start = await readOrNull("news list", () => numberedPageStart(place.page, NEWS_PAGE_SIZE));
    // Where a numbered page starts moves as news is added: a temporary redirect, never a permanent one.
    throw redirect(localePath(locale, newsListHref(PATH, start === null ? null : { older: start })));
  }
  const at: { older: NewsKey } | { newer: NewsKey } | null =
    place.kind === "older" ? { older: place.key } : place.kind === "newer" ? { newer: place.key } : null;
  const [list, archive] = await Promise.all([
    readOrNull("news list", () => newsListPage(at, NEWS_PAGE_SIZE)),
    readOrNull("news list", async () => ({ span: await newsSpan() })),
  ]);
  // Fewer than a page before the key: the start of the list is that page.
  if (list && place.kind === "newer" && list.articles.length < NEWS_PAGE_SIZE) throw redirect(localePath(locale, PATH));
  const values = {
    cards: list?.articles.map(newsCard) ?? null,
    first: list?.first ?? null,
    last: list?.last ?? null,
    newer: list?.newer ?? false,
    older: list?.older ?? false,
    /** The first article's date, which names a page other than the start. */
    from: place.kind === "start" || !list?.articles[0] ? null : list.articles[0].publishedOn.toISOString().slice(0, 10),
    month: place.kind === "older" ? (place.month ?? null) : null,
    span: archive?.span ?? null,
    lost: place.kind === "bad",
  };
  return data(values, { status: list === null || archive === null ? 503 : place.kind === "bad" ? 400 : 200 });
}

export const links: LinksFunction = () => [feedLink("NASSCO news", FEED_PATH)];

/** A page other than the start is named by its first article's date, as "page N" named it before. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  listPageMeta(PATH, 1).map((tag) => (tag.title && data?.from ? { title: `${tag.title} (${newsDateText(new Date(data.from))})` } : tag));

export default function NewsList() {
  const { cards, first, last, newer, older, from, month, span, lost } = useLoaderData<typeof loader>();
  const { t, pages: words, href, locale } = useLocale();
  const name = heroFor(PATH, words).title;
  return (
    <SectionLayout>
      <p className="lead">
        <WithLink text={t.lists.newsIntro} mark="feed" href={FEED_PATH} label={t.lists.rssFeed} />
      </p>
      {cards === null ? (
        <p>{t.unavailable.news}</p>
      ) : (
        <>
          {lost ? (
            <div className="callout callout--warning" role="alert">
              <p>{t.lists.newsLost}</p>
            </div>
          ) : null}
          <ul
            className="card-list"
            aria-label={from ? `${name}, ${newsDateText(new Date(from), locale)}` : name}
            id={RESULTS_ID}
            tabIndex={-1}
          >
            {cards.map((card, index) => (
              <li key={card.title}>
                <NewsCard card={card} eagerImage={index === 0} />
              </li>
            ))}
          </ul>
          <KeyListPager
            label={format(t.pager.listPages, { name })}
            newer={newer && first ? href(newsListHref(PATH, { newer: first })) : null}
            older={older && last ? href(newsListHref(PATH, { older: last })) : null}
          />
          {span ? (
            <NewsArchive
              span={span}
              current={month ?? from?.slice(0, 7) ?? null}
              label={format(t.pager.byMonth, { name })}
              hrefFor={(value) => href(newsListHref(PATH, { month: value }))}
            />
          ) : null}
        </>
      )}
    </SectionLayout>
  );
}
