import { RESULTS_ID } from "~/utils/results-anchor";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/list-pager";
import { NewsCard } from "~/features/news/news-card";
import { SectionLayout } from "~/components/section-layout";
import { FEED_PATH, NEWS_LIST_PATH } from "~/content/news-paths";
import { listPageFromRequest } from "~/features/library/list-page.server";
import { NEWS_PAGE_SIZE } from "~/features/news/article";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { newsCard } from "~/features/news/article.server";
import { countNews, newsPage } from "~/features/news/news.server";
import { heroFor, listPageMeta } from "~/site/navigation";
import { pageCountFor, pageHref } from "~/utils/pagination";
import { feedLink } from "~/utils/rss";
import { WithLink } from "~/components/with-link";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";

const PATH = NEWS_LIST_PATH;

/** Without the database the list keeps its introduction and says the news cannot be shown, with a 503. */
export async function loader({ request }: LoaderFunctionArgs) {
  const total = await readOrNull("news list", countNews);
  if (total === null) return pageData({ page: 1, pages: 1, cards: null }, null);
  const page = listPageFromRequest(request, PATH, total, NEWS_PAGE_SIZE);
  const articles = await readOrNull("news list", () => newsPage(page, NEWS_PAGE_SIZE));
  return pageData({ page, pages: pageCountFor(total, NEWS_PAGE_SIZE), cards: articles?.map(newsCard) ?? null }, articles);
}

export const links: LinksFunction = () => [feedLink("NASSCO news", FEED_PATH)];

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta(PATH, data?.page ?? 1);

export default function NewsList() {
  const { page, pages, cards } = useLoaderData<typeof loader>();
  const { t, pages: words, href } = useLocale();
  return (
    <SectionLayout>
      <p className="lead">
        <WithLink text={t.lists.newsIntro} mark="feed" href={FEED_PATH} label={t.lists.rssFeed} />
      </p>
      {cards === null ? (
        <p>{t.unavailable.news}</p>
      ) : (
        <>
          <ul
            className="card-list"
            aria-label={format(t.pager.listPage, { name: heroFor(PATH, words).title, page, pages })}
            id={RESULTS_ID}
            tabIndex={-1}
          >
            {cards.map((card, index) => (
              <li key={card.title}>
                <NewsCard card={card} eagerImage={index === 0} />
              </li>
            ))}
          </ul>
          <ListPager
            hrefFor={(number) => href(pageHref(PATH, number))}
            page={page}
            pages={pages}
            label={format(t.pager.listPages, { name: heroFor(PATH, words).title })}
          />
        </>
      )}
    </SectionLayout>
  );
}
