import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/list-pager";
import { NewsCard } from "~/components/news-card";
import { SectionLayout } from "~/components/section-layout";
import { news } from "~/content/news";
import { NEWS_PAGE_SIZE } from "~/content/news-articles";
import { FEED_PATH, NEWS_LIST_PATH } from "~/content/news-paths";
import { listPageFromRequest } from "~/utils/list-page.server";
import { listPageMeta } from "~/site/navigation";
import { pageHref, slicePage } from "~/utils/pagination";

const PATH = NEWS_LIST_PATH;

export function loader({ request }: LoaderFunctionArgs) {
  return { page: listPageFromRequest(request, PATH, news.length, NEWS_PAGE_SIZE) };
}

export const links: LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "NASSCO news", href: FEED_PATH }];

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta(PATH, data?.page ?? 1);

export default function NewsList() {
  const { page } = useLoaderData<typeof loader>();
  const slice = slicePage(news, page, NEWS_PAGE_SIZE);
  return (
    <SectionLayout>
      <p className="lead">
        News and announcements from NASSCO, newest first. Follow them with the <a href={FEED_PATH}>RSS feed</a>.
      </p>
      <ul className="card-list" aria-label={`News, page ${slice.page} of ${slice.pages}`}>
        {slice.items.map((item, index) => (
          <li key={item.title}>
            <NewsCard item={item} eagerImage={index === 0} />
          </li>
        ))}
      </ul>
      <ListPager hrefFor={(number) => pageHref(PATH, number)} page={slice.page} pages={slice.pages} label="News pages" />
    </SectionLayout>
  );
}
