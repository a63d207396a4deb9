import { NewsActionLink } from "./news-card";
import { PageFrame } from "~/components/page-frame";
import { PlaceholderNote, ProvenanceLabel } from "~/components/provenance-label";
import { newsCollection } from "./collection";
import { VideoPlayer } from "~/components/video-player";
import { NEWS_LIST_PATH } from "~/content/news-paths";
import type { Provenance, PublicSource } from "~/content/provenance";
import type { SiteImage } from "~/features/media/addresses";
import { SiteImg } from "~/features/media/site-image";
import { articlePath, type NewsAction } from "./article";
import { ShareLinks } from "~/components/share-links";
import { useLocale } from "~/i18n/use-locale";

/** What an article's page shows, worked out on the server (articleView in article.server.ts). */
export interface ArticleView {
  item: {
    title: string;
    slug: string;
    date: string;
    isoDate: string;
    image: SiteImage | null;
    video: string | null;
    provenance: Provenance;
    source: PublicSource | null;
  };
  /** The body, rendered and through the allow-list. */
  html: string;
  description: string;
  action: NewsAction | null;
}

/** One news article's page: the public one (routes/news.$slug.tsx), and the back office's preview of a draft. */
export function NewsArticlePage({ item, html, action }: Pick<ArticleView, "item" | "html" | "action">) {
  const { video } = item;
  const { t, locale, href } = useLocale();
  // The office's article is English until translated: marked so on another language's page.
  const quoted = locale === "en" ? undefined : "en";
  return (
    <PageFrame hero={{ title: item.title, titleLang: quoted }}>
      <article className="container article">
        {video ? (
          <figure className="article__video" id="video">
            <VideoPlayer src={video} poster={item.image?.src} />
            <figcaption>
              <a href={video}>
                {t.home.downloadVideo}
                <PlaceholderNote href={video} />
              </a>
              {t.lists.ifNotPlaying}
            </figcaption>
          </figure>
        ) : item.image ? (
          <SiteImg className="article__image" image={item.image} eager />
        ) : null}
        {action?.kind === "view-pdf" || action?.kind === "download" ? (
          <p>
            <NewsActionLink action={action} className="button">
              {action.kind === "download" ? t.lists.downloadThePdf : t.lists.viewThePdf}
              <PlaceholderNote href={action.href} />
            </NewsActionLink>
          </p>
        ) : null}
        <ProvenanceLabel item={item} kind={newsCollection.provenance} />
        <div className="article__body" lang={quoted} dangerouslySetInnerHTML={{ __html: html }} />
        <p className="article__date">
          {t.lists.published.split("{date}")[0]}
          <time dateTime={item.isoDate}>{item.date}</time>
          {t.lists.published.split("{date}")[1]}
        </p>
        <ShareLinks path={articlePath(item.slug)} title={item.title} titleLang={quoted} />
        <p>
          <a href={href(NEWS_LIST_PATH)}>{t.lists.backToNews}</a>
        </p>
      </article>
    </PageFrame>
  );
}
