/** Words the search and news pages show, exactly as docs/product.md, "Messages", gives them. */
export const searchMessages = {
  empty: "Please enter a search term.",
  unavailable: "Search is unavailable at the moment. Please try again later.",
  /** "No results found for "{query}"." */
  noResults: (query: string) => `No results found for "${query}".`,
} as const;

export const articleNotFound = {
  title: "News Article Not Found",
  text: "The news article you are looking for does not exist or has been moved.",
  back: "Go back to News",
} as const;
