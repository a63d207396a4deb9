import { renderMarkdown } from "~/features/content/markdown.server";
import { htmlToText, truncateText } from "~/utils/html-text.server";
import {
  articlePath,
  cardImage,
  downloadName,
  newsDateIso,
  newsDateText,
  SUMMARY_LENGTH,
  type NewsAction,
  type NewsArticle,
  type NewsCardData,
} from "./article";
import type { ArticleView } from "./article-view";

type Summarised = Pick<NewsArticle, "excerpt" | "body">;

/** The card's text: the excerpt, or else the first 250 characters of the body's text. */
export function newsSummary(article: Summarised): string {
  if (article.excerpt.trim()) return article.excerpt.trim();
  return truncateText(htmlToText(renderMarkdown(article.body)), SUMMARY_LENGTH);
}

/** What a card's button (and its title) does; none when the article has no excerpt and no body. */
export function newsAction(article: Pick<NewsArticle, "title" | "slug" | "excerpt" | "body" | "link" | "linkKind">): NewsAction | null {
  if (!article.excerpt.trim() && !htmlToText(renderMarkdown(article.body))) return null;
  const { link, linkKind } = article;
  if (linkKind === "view-pdf" && link) return { kind: "view-pdf", label: "View PDF", href: link };
  if (linkKind === "download" && link) return { kind: "download", label: "Download", href: link, filename: downloadName(article.title) };
  if (linkKind === "video" && link) return { kind: "video", label: "Watch Video", href: `${articlePath(article.slug)}#video` };
  return { kind: "read", label: "Read More", href: articlePath(article.slug) };
}

export function newsCard(article: NewsArticle): NewsCardData {
  return {
    title: article.title,
    date: newsDateText(article.publishedOn),
    image: cardImage(article.image),
    provenance: article.provenance,
    source: article.source,
    summary: newsSummary(article),
    action: newsAction(article),
  };
}

/** What the article's page shows: for readers, and for the back office's preview of a draft. */
export function articleView(article: NewsArticle): ArticleView {
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
    html: renderMarkdown(article.body),
    description: newsSummary(article),
    action: newsAction(article),
  };
}
