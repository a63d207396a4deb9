import { Link } from "@remix-run/react";
import { toResults } from "~/utils/results-anchor";
import { useLocale } from "~/i18n/use-locale";

/** "YYYY-MM" of a year and month. */
const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/**
 * The news by month (decision 0091): each year that has news, and the months
 * of the year in view, as plain links to the page where that month's news
 * starts. With them a reader reaches any month in two steps, where the pager
 * moves ten articles at a time. The years are the oldest and newest articles'
 * (news_list_span), so the archive never counts the list.
 */
export function NewsArchive({
  span,
  current,
  label,
  hrefFor,
}: {
  span: { oldest: string; newest: string };
  /** The month in view (YYYY-MM), if any. */
  current: string | null;
  label: string;
  hrefFor: (month: string) => string;
}) {
  const { locale } = useLocale();
  const [oldestYear, newestYear] = [Number(span.oldest.slice(0, 4)), Number(span.newest.slice(0, 4))];
  const year = current ? Math.min(Math.max(Number(current.slice(0, 4)), oldestYear), newestYear) : newestYear;
  const years: number[] = [];
  for (let each = newestYear; each >= oldestYear; each -= 1) years.push(each);
  const months = Array.from({ length: 12 }, (_, index) => monthOf(year, 12 - index)).filter(
    (month) => month >= span.oldest && month <= span.newest,
  );
  const monthName = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const link = (text: string, month: string, here: boolean) =>
    here ? <span aria-current="page">{text}</span> : <Link to={toResults(hrefFor(month))}>{text}</Link>;
  return (
    <nav className="news-archive" aria-label={label}>
      <ul className="news-archive__years">
        {years.map((each) => (
          <li key={each}>{link(String(each), monthOf(each, 12) > span.newest ? span.newest : monthOf(each, 12), false)}</li>
        ))}
      </ul>
      <ul className="news-archive__months">
        {months.map((month) => (
          <li key={month}>
            {link(monthName.format(new Date(`${month}-01T00:00:00Z`)), month, month === current)}
            <span className="visually-hidden"> {year}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
