/**
 * A picture below the first screen: lazy, and asked for last (fetchpriority="low"), since without
 * JavaScript Chromium fetches a lazy picture at once and it must not share the line with the
 * stylesheet or the page's text (decision 0097). React 18 knows no fetchPriority prop; the
 * attribute is spelt as HTML spells it. `first`: a picture on the first screen, which gets neither.
 */
export function belowFirstScreen(first = false): { loading?: "lazy"; fetchpriority?: "low" } {
  return first ? {} : { loading: "lazy", fetchpriority: "low" };
}
