import { DEFAULT_LOCALE, localePath, type Locale } from "~/i18n/locales";
import type { PageWordsByPath } from "~/i18n/page-words";
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

/** A page's name, as its hero shows it in the language of `words`. */
export function feedbackPageName(path: string, words?: PageWordsByPath): string {
  return heroFor(path, words).title;
}

/**
 * Where a page's answers are posted, and where the thank-you for them is: in the language of the
 * page asked from, so the thank-you is too. `page` is always the English address, so the answers
 * about one page are counted together whatever the language.
 */
export const pageFeedbackPath = (page: string, locale: Locale = DEFAULT_LOCALE) =>
  `${localePath(locale, paths.pageFeedback)}?page=${encodeURIComponent(page)}`;

/** Where the question sits on each page: the thank-you's link comes back to it. */
export const PAGE_FEEDBACK_ANCHOR = "page-feedback";
