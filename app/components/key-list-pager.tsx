import { Link } from "@remix-run/react";
import { toResults } from "~/utils/results-anchor";
import { useLocale } from "~/i18n/use-locale";

/**
 * Previous and Next for a public list paged by key (the news, decision 0091),
 * as plain links that carry the key of the page's first or last item: no page
 * numbers, since a number is a place the database must count to. At the ends
 * each stays in place, marked disabled, as in ListPager. Each lands at the
 * list's results (utils/results-anchor.ts).
 */
export function KeyListPager({ label, newer, older }: { label: string; newer: string | null; older: string | null }) {
  const { t } = useLocale();
  const end = (text: string, to: string | null, rel: "prev" | "next") =>
    to ? (
      <Link className="button button--secondary" to={toResults(to)} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className="button button--secondary" aria-disabled="true">
        {text}
      </span>
    );
  if (!newer && !older) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        <li>{end(t.pager.previous, newer, "prev")}</li>
        <li>{end(t.pager.next, older, "next")}</li>
      </ul>
    </nav>
  );
}
