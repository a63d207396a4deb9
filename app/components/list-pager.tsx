import { Link } from "@remix-run/react";
import { toResults } from "~/utils/results-anchor";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";

/**
 * Previous, the pages and Next, all as plain links: numbered for the news,
 * document and tender lists, "Page X of Y" for the register table. At the
 * ends Previous and Next stay in place, marked disabled, so the buttons never
 * jump around. Each lands at the list's results (utils/results-anchor.ts), never
 * at the top of the page.
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
              {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
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
              ))}
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
