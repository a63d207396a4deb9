import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { itemErrorBoundary } from "~/components/error-page";
import { NewsActionLink } from "~/components/news-card";
import { ProvenanceLabel, PlaceholderNote } from "~/components/provenance-label";
import { NEWS_LIST_PATH } from "~/content/news-paths";
import { renderMarkdown } from "~/features/content/markdown.server";
import { articlePath, newsDateIso, newsDateText } from "~/features/news/article";
import { newsAction, newsSummary } from "~/features/news/article.server";
import { findArticle } from "~/features/news/news.server";
import { siteOrigin } from "~/utils/env.server";
import { VideoPlayer } from "~/components/video-player";
import { SiteImg } from "~/features/media/site-image";
import { PageFrame } from "~/components/page-frame";
import { articleNotFound } from "~/content/messages";

/** One news article, at /news/<slug> and at /resource-hub/news/<slug> (which re-exports this module). */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = await findArticle(params["slug"] ?? "");
  if (!found) throw new Response("News article not found", { status: 404 });
  if ("redirectTo" in found) throw redirect(found.redirectTo, 301);
  const { article } = found;
  return {
    item: {
      title: article.title,
      slug: article.slug,
      date: newsDateText(article.publishedOn),
      isoDate: newsDateIso(article.publishedOn),
      image: article.image,
      video: article.linkKind === "video" && article.link ? article.link : null,
      provenance: article.provenance,
      source: article.source,
    },
    origin: siteOrigin(),
    html: renderMarkdown(article.body),
    description: newsSummary(article),
    action: newsAction(article),
  };
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
    ...(item.image ? [{ property: "og:image", content: `${data.origin}${item.image.share ?? item.image.src}` }] : []),
    { property: "article:published_time", content: item.isoDate },
  ];
};

export default function NewsArticle() {
  const { item, html, action } = useLoaderData<typeof loader>();
  const { video } = item;
  return (
    <PageFrame hero={{ title: item.title }}>
      <article className="container article">
        {video ? (
          <figure className="article__video" id="video">
            <VideoPlayer src={video} poster={item.image?.src} />
            <figcaption>
              <a href={video}>
                Download the video (MP4)
                <PlaceholderNote href={video} />
              </a>{" "}
              if it does not play here.
            </figcaption>
          </figure>
        ) : item.image ? (
          <SiteImg className="article__image" image={item.image} eager />
        ) : null}
        {action?.kind === "view-pdf" || action?.kind === "download" ? (
          <p>
            <NewsActionLink action={action} className="button">
              {action.kind === "download" ? "Download the PDF" : "View the PDF"}
              <PlaceholderNote href={action.href} />
            </NewsActionLink>
          </p>
        ) : null}
        <ProvenanceLabel item={item} kind="news" />
        <div className="article__body" dangerouslySetInnerHTML={{ __html: html }} />
        <p className="article__date">
          Published: <time dateTime={item.isoDate}>{item.date}</time>
        </p>
        <p>
          <a href={NEWS_LIST_PATH}>← Back to all News</a>
        </p>
      </article>
    </PageFrame>
  );
}

export const ErrorBoundary = itemErrorBoundary(articleNotFound, NEWS_LIST_PATH);
