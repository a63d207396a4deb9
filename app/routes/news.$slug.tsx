import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { itemErrorBoundary } from "~/components/error-page";
import { NEWS_LIST_PATH } from "~/content/news-paths";
import { articlePath } from "~/features/news/article";
import { articleView } from "~/features/news/article.server";
import { NewsArticlePage } from "~/features/news/article-view";
import { findArticle } from "~/features/news/news.server";
import { siteOrigin } from "~/utils/env.server";
import { localizeLinks } from "~/i18n/localize-links";
import { routeLocale } from "~/i18n/locales";
import { articleNotFound } from "~/content/messages";
import { SHARE_HEIGHT, SHARE_WIDTH } from "~/site/share-image";
import type { RouteHandle } from "~/utils/handle";

export const handle: RouteHandle = {
  // An uploaded photo's 1200×630 cut; the site's own illustrations are SVG, which shared links do not show.
  shareImage: (data) => {
    const item = (data as { item?: Awaited<ReturnType<typeof loader>>["item"] } | undefined)?.item;
    const image = item?.image;
    return image?.share ? { src: image.share, width: SHARE_WIDTH, height: SHARE_HEIGHT, alt: image.alt || (item?.title ?? "") } : null;
  },
};

/** One news article, at /news/<slug> and at /resource-hub/news/<slug> (which re-exports this module). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const found = await findArticle(params["slug"] ?? "");
  if (!found) throw new Response("News article not found", { status: 404 });
  if ("redirectTo" in found) throw redirect(found.redirectTo, 301);
  const view = articleView(found.article);
  // The office's article, in English on every language's address: its links to the site's pages stay in the reader's language.
  return { ...view, html: localizeLinks(view.html, routeLocale(request).locale, null), origin: siteOrigin() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const item = data?.item;
  if (!data || !item) return [{ title: `${articleNotFound.title} – NASSCO` }];
  const url = `${data.origin}${articlePath(item.slug)}`;
  const description = data.description;
  return [
    { title: `${item.title} – NASSCO` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "NASSCO" },
    { property: "og:title", content: item.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "article:published_time", content: item.isoDate },
  ];
};

export default function NewsArticle() {
  const { item, html, action } = useLoaderData<typeof loader>();
  return <NewsArticlePage item={item} html={html} action={action} />;
}

export const ErrorBoundary = itemErrorBoundary(articleNotFound, NEWS_LIST_PATH);
