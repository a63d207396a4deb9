import { format } from "~/i18n/format";
import { en } from "~/i18n/messages/en";

/** Words the search and news pages show in English, exactly as docs/product.md, "Messages", gives them (i18n/messages/en.ts, "search"). */
export const searchMessages = {
  empty: en.search.empty,
  unavailable: en.search.unavailable,
  /** "No results found for "{query}"." */
  noResults: (query: string) => format(en.search.noResults, { query }),
} as const;

export const articleNotFound = {
  title: "News Article Not Found",
  text: "The news article you are looking for does not exist or has been moved.",
  back: "Go back to News",
} as const;
