import { ScrollRegion } from "~/components/scroll-region";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { formatCount, formatMonthYear } from "~/utils/format";
import { KNOWN_PROBLEM_MONTHS, type KnownProblemMonth } from "./figures";

/**
 * Known problems on /grievances/statistics (decision 0112): how many were published each month (by
 * the rule too), how many closed and how long they were open, and the reports linked to them and
 * absorbed by them, the smallest withheld.
 */
export function KnownProblemFigures({ months }: { months: KnownProblemMonth[] }) {
  const { t, locale } = useLocale();
  const words = t.knownProblems;
  const few = t.grievanceStatistics.fewerThan8;
  const count = (value: number | null) => (value === null ? few : formatCount(value));
  return (
    <section aria-labelledby="known-problems" className="container prose">
      <h2 id="known-problems">{words.figuresHeading}</h2>
      <p>{words.figuresIntro}</p>
      {months.length === 0 ? (
        <p>{format(words.figuresNone, { months: KNOWN_PROBLEM_MONTHS })}</p>
      ) : (
        <ScrollRegion labelledBy="known-problems-caption">
          <table>
            <caption id="known-problems-caption">{format(words.figuresCaption, { months: KNOWN_PROBLEM_MONTHS })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.grievanceStatistics.month}</th>
                <th scope="col">{words.notices}</th>
                <th scope="col">{words.publishedByRule}</th>
                <th scope="col">{words.closed}</th>
                <th scope="col">{words.medianDays}</th>
                <th scope="col">{words.cases}</th>
                <th scope="col">{words.absorbed}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonthYear(`${month.month}-01`, locale)}</th>
                  <td>{formatCount(month.notices)}</td>
                  <td>{formatCount(month.byRule)}</td>
                  <td>{formatCount(month.closed)}</td>
                  <td>{month.medianDaysOpen === null ? "–" : month.medianDaysOpen.toLocaleString("en")}</td>
                  <td>{count(month.cases)}</td>
                  <td>{count(month.absorbed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
