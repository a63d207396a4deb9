import { closingDateMark } from "~/features/stale-pages/marks";
import { ProvenanceLabel } from "~/components/provenance-label";
import { vacancyCollection } from "./collection";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { formatMonthDayYear } from "~/utils/format";
import { vacancyPath, type VacancySummary } from "./vacancy";

/**
 * The careers page's open vacancies, closing soonest first, each linking to
 * its own page; or a line saying there are none, or (null) that they cannot
 * be read just now.
 */
export function VacancyList({ vacancies }: { vacancies: VacancySummary[] | null }) {
  const { t, locale, href } = useLocale();
  // The office's vacancies are English until translated: marked so on another language's page.
  const quoted = locale === "en" ? undefined : "en";
  return (
    <section aria-labelledby="current-vacancies">
      <h2 id="current-vacancies">{t.lists.currentVacancies}</h2>
      {vacancies === null ? (
        <p>{t.lists.vacanciesUnavailable}</p>
      ) : vacancies.length === 0 ? (
        <p>{t.lists.noVacancies}</p>
      ) : (
        <ul className="library" aria-labelledby="current-vacancies">
          {vacancies.map((vacancy) => (
            <li key={vacancy.slug}>
              <article className="library__entry">
                <h3 className="library__title" lang={quoted}>
                  <a href={href(vacancyPath(vacancy.slug))}>{vacancy.title}</a>
                </h3>
                <p className="library__date" {...closingDateMark}>
                  {format(t.lists.applyBy, { location: vacancy.location, date: formatMonthDayYear(vacancy.closesOn, locale) })}
                </p>
                <p lang={quoted}>{vacancy.summary}</p>
                <ProvenanceLabel item={vacancy} kind={vacancyCollection.provenance} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
