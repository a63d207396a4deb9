import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/error-page";
import { NewsActionLink } from "~/components/news-card";
import { IllustrativeLabel, PlaceholderNote } from "~/components/provenance-label";
import { articlePath, findArticle, newsDate } from "~/content/news-articles";
import { newsAction, newsSummary } from "~/content/news-articles.server";
import { NEWS_LIST_PATH } from "~/content/news-paths";
import { news } from "~/content/news";
import { sanitizeHtml } from "~/utils/safe-html.server";
import { siteOrigin } from "~/utils/env.server";
import { VideoPlayer } from "~/components/video-player";
import { PageFrame } from "~/components/page-frame";
import { articleNotFound } from "~/content/messages";

/** One news article, at /news/<slug> and at /resource-hub/news/<slug> (which re-exports this module). */
export function loader({ params }: LoaderFunctionArgs) {
  const found = findArticle(params["slug"] ?? "");
  if (!found) throw new Response("News article not found", { status: 404 });
  if ("redirectTo" in found) throw redirect(found.redirectTo, 301);
  const index = news.indexOf(found.item);
  return {
    index,
    origin: siteOrigin(),
    html: sanitizeHtml(found.item.content),
    description: newsSummary(found.item),
    action: newsAction(found.item),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const item = data ? news[data.index] : undefined;
  if (!data || !item) return [{ title: `${articleNotFound.title} – NASSCO` }];
  const url = `${data.origin}${articlePath(item)}`;
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
    ...(item.imageUrl ? [{ property: "og:image", content: `${data.origin}${item.imageUrl}` }] : []),
    { property: "article:published_time", content: newsDate(item).toISOString().slice(0, 10) },
  ];
};

export default function NewsArticle() {
  const { index, html, action } = useLoaderData<typeof loader>();
  const item = news[index]!;
  const video = item.type === "video" && item.link ? item.link : null;
  return (
    <PageFrame hero={{ title: item.title }}>
      <article className="container article">
        {video ? (
          <figure className="article__video" id="video">
            <VideoPlayer src={video} poster={item.imageUrl || undefined} />
            <figcaption>
              <a href={video}>
                Download the video (MP4)
                <PlaceholderNote href={video} />
              </a>{" "}
              if it does not play here.
            </figcaption>
          </figure>
        ) : item.imageUrl ? (
          <img className="article__image" src={item.imageUrl} alt="" width={640} height={360} />
        ) : null}
        {action?.kind === "view-pdf" || action?.kind === "download" ? (
          <p>
            <NewsActionLink action={action} className="button">
              {action.kind === "download" ? "Download the PDF" : "View the PDF"}
              <PlaceholderNote href={action.href} />
            </NewsActionLink>
          </p>
        ) : null}
        <IllustrativeLabel item={item} kind="news" />
        <div className="article__body" dangerouslySetInnerHTML={{ __html: html }} />
        <p className="article__date">
          Published: <time dateTime={newsDate(item).toISOString().slice(0, 10)}>{item.date}</time>
        </p>
        <p>
          <a href={NEWS_LIST_PATH}>← Back to all News</a>
        </p>
      </article>
    </PageFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="server-error" />;
  return (
    <PageFrame className="container error-page">
      <h1>{articleNotFound.title}</h1>
      <p>{articleNotFound.text}</p>
      <p>
        <a href={NEWS_LIST_PATH}>{articleNotFound.back}</a>
      </p>
    </PageFrame>
  );
}
