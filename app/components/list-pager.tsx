import { Link } from "@remix-run/react";
import { toResults } from "~/utils/results-anchor";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";

/** Pages shown on each side of the current one. */
const AROUND = 2;

/**
 * The page numbers a numbered pager shows, in order, with "gap" where pages
 * are left out: the first, the last, and the current page with two either
 * side. A gap that would hide a single page shows that page instead, since
 * the page's number is no longer than an ellipsis. So a pager has at most
 * 2 × AROUND + 5 numbers however long the list grows (issue 47: 1,002 links
 * for a common word at ten years of news).
 */
export function pagerWindow(page: number, pages: number): (number | "gap")[] {
  const shown = new Set([1, pages]);
  for (let number = page - AROUND; number <= page + AROUND; number += 1) if (number >= 1 && number <= pages) shown.add(number);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((number, index) => {
    const before = index === 0 ? number - 1 : number - sorted[index - 1]! - 1;
    if (index === 0 || before === 0) return [number];
    return before === 1 ? [number - 1, number] : ["gap" as const, number];
  });
}

/**
 * Previous, a window of pages and Next, all as plain links: numbered for the
 * news, document and tender lists and search results, "Page X of Y" for the
 * register table. The numbers are the first and last pages and those around
 * the current one (pagerWindow); an ellipsis marks the pages left out. It is
 * hidden from screen readers, which hear each link's "Page N" and so the jump
 * from one number to the next. At the ends Previous and Next stay in place,
 * marked disabled, so the buttons never jump around. Each lands at the list's
 * results (utils/results-anchor.ts), never at the top of the page.
 */
export function ListPager({
  hrefFor,
  page,
  pages,
  label,
  previousText,
  nextText,
  numbered = true,
}: {
  /** The address of page N of the list. */
  hrefFor: (page: number) => string;
  page: number;
  pages: number;
  label: string;
  previousText?: string;
  nextText?: string;
  numbered?: boolean;
}) {
  const { t } = useLocale();
  const end = (text: string, target: number, enabled: boolean, rel: "prev" | "next") => {
    const words = (
      <>
        {text}
        {numbered ? null : <span className="visually-hidden"> {t.pager.page.toLowerCase()}</span>}
      </>
    );
    return enabled ? (
      <Link className="button button--secondary" to={toResults(hrefFor(target))} rel={rel}>
        {words}
      </Link>
    ) : (
      <span className="button button--secondary" aria-disabled="true">
        {words}
      </span>
    );
  };
  return (
    // A list, so that a text browser puts each part on a line of its own rather than running them together.
    <nav className="pager" aria-label={label}>
      <ul>
        <li>{end(previousText ?? t.pager.previous, page - 1, page > 1, "prev")}</li>
        <li>
          {numbered ? (
            <ol>
              {pagerWindow(page, pages).map((number, index) =>
                number === "gap" ? (
                  // An <li> all the same, so that a text browser puts the ellipsis on its own line between the numbers.
                  <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={number}>
                    {number === page ? (
                      <span aria-current="page">
                        <span className="visually-hidden">{t.pager.page} </span>
                        {number}
                      </span>
                    ) : (
                      <Link to={toResults(hrefFor(number))}>
                        <span className="visually-hidden">{t.pager.page} </span>
                        {number}
                      </Link>
                    )}
                  </li>
                ),
              )}
            </ol>
          ) : (
            <span className="pager__status">{format(t.pager.pageOf, { page, pages })}</span>
          )}
        </li>
        <li>{end(nextText ?? t.pager.next, page + 1, page < pages, "next")}</li>
      </ul>
    </nav>
  );
}
