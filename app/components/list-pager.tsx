import { Link } from "@remix-run/react";

/**
 * Previous, the pages and Next, all as plain links: numbered for the news,
 * document and tender lists, "Page X of Y" for the register table. At the
 * ends Previous and Next stay in place, marked disabled, so the buttons never
 * jump around. On a page with scripts, `keepScroll` keeps the reader's place.
 */
export function ListPager({
  hrefFor,
  page,
  pages,
  label,
  previousText = "Previous",
  nextText = "Next",
  numbered = true,
  keepScroll = false,
}: {
  /** The address of page N of the list. */
  hrefFor: (page: number) => string;
  page: number;
  pages: number;
  label: string;
  previousText?: string;
  nextText?: string;
  numbered?: boolean;
  keepScroll?: boolean;
}) {
  const end = (text: string, target: number, enabled: boolean, rel: "prev" | "next") => {
    const words = (
      <>
        {text}
        {numbered ? null : <span className="visually-hidden"> page</span>}
      </>
    );
    return enabled ? (
      <Link className="button button--secondary" to={hrefFor(target)} rel={rel} preventScrollReset={keepScroll}>
        {words}
      </Link>
    ) : (
      <span className="button button--secondary" aria-disabled="true">
        {words}
      </span>
    );
  };
  return (
    <nav className="pager" aria-label={label}>
      {end(previousText, page - 1, page > 1, "prev")}
      {numbered ? (
        <ol>
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              {number === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {number}
                </span>
              ) : (
                <Link to={hrefFor(number)} preventScrollReset={keepScroll}>
                  <span className="visually-hidden">Page </span>
                  {number}
                </Link>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <span className="pager__status">
          Page {page} of {pages}
        </span>
      )}
      {end(nextText, page + 1, page < pages, "next")}
    </nav>
  );
}
