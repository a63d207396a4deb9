import { htmlToText, truncateText } from "~/utils/html-text.server";
import { articlePath, downloadName, SUMMARY_LENGTH, type NewsAction, type NewsCardData } from "./news-articles";
import type { NewsItem } from "./news-types";

/** The card's text: the excerpt, or else the first 250 characters of the content's text. */
export function newsSummary(item: NewsItem): string {
  if (item.excerpt.trim()) return item.excerpt.trim();
  return truncateText(htmlToText(item.content), SUMMARY_LENGTH);
}

/** What a card's button (and its title) does; none when the item has no excerpt and no content. */
export function newsAction(item: NewsItem): NewsAction | null {
  if (!item.excerpt.trim() && !htmlToText(item.content)) return null;
  if (item.type === "view-pdf" && item.link) return { kind: "view-pdf", label: "View PDF", href: item.link };
  if (item.type === "download" && item.link) {
    return { kind: "download", label: "Download", href: item.link, filename: downloadName(item) };
  }
  if (item.type === "video" && item.link) return { kind: "video", label: "Watch Video", href: `${articlePath(item)}#video` };
  return { kind: "read", label: "Read More", href: articlePath(item) };
}

export function newsCard(item: NewsItem): NewsCardData {
  return {
    title: item.title,
    date: item.date,
    imageUrl: item.imageUrl,
    provenance: item.provenance,
    summary: newsSummary(item),
    action: newsAction(item),
  };
}
