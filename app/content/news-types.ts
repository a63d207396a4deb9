/** A news item. The list and the article pages are built from these. */
import type { Sourced } from "./provenance";

export interface NewsItem extends Sourced {
  title: string;
  /** Display text, e.g. "September 08, 2025". */
  date: string;
  /** Shown as the card's summary when non-empty. */
  excerpt: string;
  /** The article body: HTML, plain text, or empty. */
  content: string;
  /** "/images/news/<slug>.svg", or empty for no image. */
  imageUrl: string;
  /** A PDF ("/files/news/<slug>.pdf") or a video ("/videos/<name>.mp4"), or empty. */
  link: string;
  type?: "view-pdf" | "video" | "download";
}
