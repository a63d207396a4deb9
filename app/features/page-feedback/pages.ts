import { allPagePaths, heroFor } from "~/site/navigation";
import { paths } from "~/site/paths";

/**
 * The pages that ask "Was this page useful?": the navigation tree's pages of
 * content. An answer about any other address is refused, so the counts hold
 * only pages that exist and a thank-you can only lead back to one of them.
 */
const FEEDBACK_PAGES = new Set(allPagePaths().filter((path) => path !== "/"));

export function isFeedbackPage(path: unknown): path is string {
  return typeof path === "string" && FEEDBACK_PAGES.has(path);
}

/** A page's name, as its hero shows it. */
export function feedbackPageName(path: string): string {
  return heroFor(path).title;
}

/** Where a page's answers are posted, and where the thank-you for them is. */
export const pageFeedbackPath = (page: string) => `${paths.pageFeedback}?page=${encodeURIComponent(page)}`;

/** Where the question sits on each page: the thank-you's link comes back to it. */
export const PAGE_FEEDBACK_ANCHOR = "page-feedback";
