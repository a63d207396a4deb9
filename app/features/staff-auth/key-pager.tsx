import type { KeyPlace } from "./key-place";

/**
 * Previous, Next and First page of a list paged by key, as plain links (they
 * work without JavaScript), in a list so that a text browser puts each on a
 * line of its own. `href` gives a place's address, with the list's own filters.
 */
export function KeyPager({
  label,
  href,
  first,
  last,
  moreBefore,
  moreAfter,
  paged,
}: {
  /** What the pager's landmark is called, such as "Pages of the queue". */
  label: string;
  href: (place: KeyPlace) => string;
  /** The keys of the page's first and last rows. */
  first: string | null;
  last: string | null;
  moreBefore: boolean;
  moreAfter: boolean;
  /** Whether this page was reached by a key (so "First page" leads somewhere else). */
  paged: boolean;
}) {
  if (!moreBefore && !moreAfter && !paged) return null;
  const end = (text: string, to: string | null, rel: "prev" | "next" | "first") =>
    to ? (
      <a className="button button--secondary" href={to} rel={rel === "first" ? undefined : rel}>
        {text}
      </a>
    ) : (
      <span className="button button--secondary" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>{end("Previous page", moreBefore && first ? href({ before: first }) : null, "prev")}</li>
        <li>{end("Next page", moreAfter && last ? href({ after: last }) : null, "next")}</li>
        {paged && (moreBefore || first === null) ? <li>{end("First page", href(null), "first")}</li> : null}
      </ul>
    </nav>
  );
}
