import { ProvenanceLabel } from "~/components/provenance-label";
import { formatMonthDayYear } from "~/utils/format";
import { NO_VACANCIES, VACANCIES_UNAVAILABLE, vacancyPath, type VacancySummary } from "./vacancy";

/**
 * The careers page's open vacancies, closing soonest first, each linking to
 * its own page; or a line saying there are none, or (null) that they cannot
 * be read just now.
 */
export function VacancyList({ vacancies }: { vacancies: VacancySummary[] | null }) {
  return (
    <section aria-labelledby="current-vacancies">
      <h2 id="current-vacancies">Current vacancies</h2>
      {vacancies === null ? (
        <p>{VACANCIES_UNAVAILABLE}</p>
      ) : vacancies.length === 0 ? (
        <p>{NO_VACANCIES}</p>
      ) : (
        <ul className="library" aria-labelledby="current-vacancies">
          {vacancies.map((vacancy) => (
            <li key={vacancy.slug}>
              <article className="library__entry">
                <h3 className="library__title">
                  <a href={vacancyPath(vacancy.slug)}>{vacancy.title}</a>
                </h3>
                <p className="library__date">
                  {vacancy.location}. Apply by the end of {formatMonthDayYear(vacancy.closesOn)}.
                </p>
                <p>{vacancy.summary}</p>
                <ProvenanceLabel item={vacancy} kind="vacancy" />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
