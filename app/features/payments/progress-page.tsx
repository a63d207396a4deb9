import type { State } from "~/content/states";
import { BarList } from "~/components/charts";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { useLocale } from "~/i18n/use-locale";
import { paths, paymentsOfState } from "~/site/paths";
import { formatCount, formatMonthDayYear } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";
import { cycleKey, cycleQuery, cycleWords, percentPaid, type Cycle, type Progress, type ProgressTotal } from "./progress";
import { PROGRESS_CSV_PATH, PROGRESS_METADATA_PATH } from "./progress-csv";

type Words = Messages["payments"];

// Payment progress on the pages (decision 0108, slice 3): sentences first, then the chart drawn
// on the server and the table, so a 240-px phone, w3m and a screen reader have every figure in words.

/** "As at March 12, 2026, 14:00 Lagos time." and, for one upload's figures, "Figures from NCTO." */
export function asAtWords(progress: Progress, words: Words, locale: Locale, source: string | null = null): string {
  const lagos = lagosTimeText(new Date(progress.asAt));
  const asAt = format(words.progressAsAt, { date: formatMonthDayYear(lagos.slice(0, 10), locale), time: lagos.slice(11) });
  return source ? `${asAt} ${format(words.progressFrom, { source })}` : asAt;
}

/** "Paid so far in Dala (2026, tranche 2): 1,234 of 2,000 households (61%)." */
export function placeProgressWords(place: string, cycle: Cycle, progress: Progress, words: Words): string {
  return format(words.progressPlace, {
    place,
    cycle: cycleWords(cycle, words),
    paid: formatCount(progress.paid),
    due: formatCount(progress.due),
    percent: percentPaid(progress),
  });
}

/** A state's or an LGA's progress line on its payment page, with its time and source. */
export function PlaceProgress({
  place,
  cycle,
  progress,
  source,
}: {
  place: string;
  cycle: Cycle;
  progress: Progress;
  source: string | null;
}) {
  const { t, href, locale } = useLocale();
  const words = t.payments;
  return (
    <section className="payments__progress" aria-labelledby="payments-progress">
      <h2 id="payments-progress">{words.progressTitle}</h2>
      <p>{placeProgressWords(place, cycle, progress, words)}</p>
      <p className="payments__source">{asAtWords(progress, words, locale, source)}</p>
      <p>
        <a href={href(paths.paymentsProgress + cycleQuery(cycle))}>{words.progressLink}</a>
      </p>
    </section>
  );
}

export interface CycleProgress {
  cycle: Cycle | null;
  cycles: Cycle[];
  nation: ProgressTotal | null;
  states: ProgressTotal[];
}

/**
 * /payments/progress's answer, under its title on the first screen at 240 × 320: the cycle's
 * households paid nationally, or that none are published (or cannot be read just now).
 */
export function ProgressAnswer({ progress }: { progress: CycleProgress | null }) {
  const { t } = useLocale();
  const words = t.payments;
  if (progress === null) return <p className="hero__sentence">{words.unavailable}</p>;
  const { cycle, nation } = progress;
  if (cycle === null || nation === null) return <p className="hero__sentence">{words.progressNone}</p>;
  return (
    <p className="hero__sentence">
      {format(words.progressNation, {
        cycle: cycleWords(cycle, words),
        paid: formatCount(nation.paid),
        due: formatCount(nation.due),
        percent: percentPaid(nation),
        lgas: formatCount(nation.lgas),
      })}
    </p>
  );
}

/** /payments/progress below its answer: the time, the states' chart and table, the files, the other cycles. */
export function ProgressPage({ progress, states }: { progress: CycleProgress | null; states: readonly State[] }) {
  const { t, href, locale } = useLocale();
  const words = t.payments;
  if (progress === null) return null;
  const { cycle, cycles, nation } = progress;
  if (cycle === null) return null;
  const named = progress.states.map((total) => {
    const state = states.find((one) => one.registerName === total.state);
    return { total, name: state?.name ?? total.state ?? "", slug: state?.slug ?? "" };
  });
  const cycleName = cycleWords(cycle, words);
  return (
    <>
      {nation ? (
        <>
          <p className="payments__source">{asAtWords(nation, words, locale)}</p>
          <p>{words.progressAbout}</p>
          <h2 id="progress-chart">{format(words.progressChart, { cycle: cycleName })}</h2>
          <BarList
            label={format(words.progressChart, { cycle: cycleName })}
            entries={named.map(({ total, name }) => ({ label: name, value: percentPaid(total) }))}
            whole={100}
            unit="%"
          />
          <table className="lga__table payments__progress-table">
            <caption className="visually-hidden">{format(words.progressChart, { cycle: cycleName })}</caption>
            <thead>
              <tr>
                <th scope="col">{words.stateColumn}</th>
                <th scope="col">{words.dueColumn}</th>
                <th scope="col">{words.paidColumn}</th>
                <th scope="col">{words.shareColumn}</th>
              </tr>
            </thead>
            <tbody>
              {named.map(({ total, name, slug }) => (
                <tr key={name}>
                  <th scope="row">{slug ? <a href={href(paymentsOfState(slug))}>{name}</a> : name}</th>
                  <td data-label={words.dueColumn}>{formatCount(total.due)}</td>
                  <td data-label={words.paidColumn}>{formatCount(total.paid)}</td>
                  <td data-label={words.shareColumn}>{`${percentPaid(total)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="payments__files">
            <li>
              <a href={PROGRESS_CSV_PATH + cycleQuery(cycle)} download>
                {words.progressCsv}
              </a>
            </li>
            <li>
              <a href={PROGRESS_METADATA_PATH}>{words.progressCsvAbout}</a>
            </li>
          </ul>
        </>
      ) : null}
      {cycles.length > 1 ? (
        <nav aria-labelledby="progress-cycles">
          <h2 id="progress-cycles">{words.progressCycles}</h2>
          <ul className="payments__places">
            {cycles.map((other) => (
              <li key={cycleKey(other)}>
                {cycleKey(other) === cycleKey(cycle) ? (
                  <strong aria-current="page">{cycleWords(other, words)}</strong>
                ) : (
                  <a href={href(paths.paymentsProgress + cycleQuery(other))}>{cycleWords(other, words)}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
