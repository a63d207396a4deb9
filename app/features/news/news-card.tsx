import type { NewsAction, NewsCardData } from "./article";
import { SiteImg } from "~/features/media/site-image";
import { NewTabLink } from "~/components/new-tab-link";
import { ProvenanceLabel, PlaceholderNote } from "~/components/provenance-label";
import { newsCollection } from "./collection";
import { useLocale } from "~/i18n/use-locale";

/** A link that does what a news item's type asks: opens the PDF in a new tab, downloads it, or goes to the article, in the page's language. */
export function NewsActionLink({ action, className, children }: { action: NewsAction; className?: string; children: React.ReactNode }) {
  const { href } = useLocale();
  if (action.kind === "view-pdf") {
    return (
      <NewTabLink href={action.href} className={className}>
        {children}
      </NewTabLink>
    );
  }
  if (action.kind === "download") {
    return (
      <a href={action.href} download={action.filename} className={className}>
        {children}
      </a>
    );
  }
  // The article (or its video) at this language's address: its words stay the page's, its text English until translated.
  return (
    <a href={href(action.href)} className={className}>
      {children}
    </a>
  );
}

/** One news card: image, title, date, summary and the button its type calls for (docs/product.md, "Pages"). */
export function NewsCard({ card: item, eagerImage = false }: { card: NewsCardData; eagerImage?: boolean }) {
  const { action, summary } = item;
  const { t, locale } = useLocale();
  // The office's news is English until translated: marked so on another language's page.
  const quoted = locale === "en" ? undefined : "en";
  const actionLabel = action
    ? { "view-pdf": t.lists.viewPdf, download: t.lists.download, video: t.lists.watchVideo, read: t.home.readMore }[action.kind]
    : "";
  return (
    <article className="news-card">
      <SiteImg className="news-card__image" image={item.image} eager={eagerImage} />
      <div className="news-card__body">
        <h2 className="news-card__title" lang={quoted}>
          {action ? <NewsActionLink action={action}>{item.title}</NewsActionLink> : item.title}
        </h2>
        <p className="news-card__date">{item.date}</p>
        {summary ? (
          <p className="news-card__summary" lang={quoted}>
            {summary}
          </p>
        ) : null}
        <ProvenanceLabel item={item} kind={newsCollection.provenance} />
        {action ? (
          <NewsActionLink action={action} className="button">
            {actionLabel}
            <span className="visually-hidden" lang={quoted}>
              : {item.title}
            </span>
            <PlaceholderNote href={action.href} />
          </NewsActionLink>
        ) : null}
      </div>
    </article>
  );
}
