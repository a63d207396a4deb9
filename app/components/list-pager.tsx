/**
 * Previous, numbered pages and Next, all as plain links, for the news,
 * document and tender lists. At the ends Previous and Next stay in place,
 * marked disabled, so the buttons never jump around.
 */
export function ListPager({
  hrefFor,
  page,
  pages,
  label,
  previousText = "Previous",
  nextText = "Next",
}: {
  /** The address of page N of the list. */
  hrefFor: (page: number) => string;
  page: number;
  pages: number;
  label: string;
  previousText?: string;
  nextText?: string;
}) {
  const end = (text: string, target: number, enabled: boolean, rel: "prev" | "next") =>
    enabled ? (
      <a className="button button--secondary" href={hrefFor(target)} rel={rel}>
        {text}
      </a>
    ) : (
      <span className="button button--secondary" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="pager" aria-label={label}>
      {end(previousText, page - 1, page > 1, "prev")}
      <ol>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <a href={hrefFor(number)}>
                <span className="visually-hidden">Page </span>
                {number}
              </a>
            )}
          </li>
        ))}
      </ol>
      {end(nextText, page + 1, page < pages, "next")}
    </nav>
  );
}
