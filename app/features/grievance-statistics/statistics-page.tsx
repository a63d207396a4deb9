import { BarList, ColumnChart } from "~/components/charts";
import { ScrollRegion } from "~/components/scroll-region";
import { stateName } from "~/content/states";
import { REOPENED_TARGET_WORKING_DAYS, RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";
import { categoryName } from "~/features/grievances/words";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { formatCount, formatMonthDayYear, formatMonthYear } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";
import {
  chartable,
  FIX_MEASURES,
  FIX_MONTHS_SHOWN,
  fixMonthsShown,
  isShare,
  measure,
  MEASURES,
  percent,
  type Dimension,
  type FigureRow,
  type GrievanceFigures,
  type Measure,
} from "./figures";

type Words = Messages["grievanceStatistics"];

/** A row's name in the page's language: the month as the language writes it, the category's words, the state's name. */
function labeller(dimension: Dimension, t: Messages, locale: Locale) {
  if (dimension === "month") return (key: string) => formatMonthYear(`${key}-01`, locale);
  if (dimension === "category") return (key: string) => categoryName(key, t.grievances);
  // The one row without a state's name: cases sent as a free SMS, not yet placed (decision 0073).
  return (key: string) => (key === "" ? t.grievanceStatistics.stateNotGiven : stateName(key));
}

/** One figure as the table shows it: the number (a count as rounded), or why it is not published. */
function cellText(row: FigureRow, which: Measure, words: Words): string {
  const { value } = measure(row, which);
  if (value === null) return words.fewerThan8;
  if (isShare(which)) return percent(value);
  return formatCount(value);
}

function headings(words: Words): Record<Measure, string> {
  const share = format(words.share, { days: RESOLUTION_TARGET_WORKING_DAYS });
  return {
    received: words.received,
    resolved: words.resolved,
    share,
    median: words.median,
    answered: words.fixAnswered,
    confirmed: words.fixConfirmed,
    reopened: words.fixReopened,
    reopenedInTime: format(words.fixReopenedInTime, { days: REOPENED_TARGET_WORKING_DAYS }),
  };
}

/**
 * A dimension's figures as a table, the total first: every row, 0 included,
 * so the chart beside it is for the eye only. Below 40rem each row
 * becomes a card that names its figures (the LGA table's layout).
 */
function FiguresTable({
  id,
  caption,
  first,
  rows,
  total,
  label,
  measures = MEASURES,
}: {
  id: string;
  caption: string;
  first: string;
  rows: readonly FigureRow[];
  total: FigureRow;
  label: (key: string) => string;
  measures?: readonly Measure[];
}) {
  const { t } = useLocale();
  const words = t.grievanceStatistics;
  const names = headings(words);
  const line = (row: FigureRow, name: string, className?: string) => (
    <tr key={name} className={className}>
      <th scope="row">{name}</th>
      {measures.map((which) => (
        <td key={which} className="num" data-label={names[which]}>
          {cellText(row, which, words)}
        </td>
      ))}
    </tr>
  );
  return (
    <ScrollRegion labelledBy={id}>
      <table className="table table--striped lga__table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {measures.map((which) => (
              <th scope="col" key={which}>
                {names[which]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {line(total, words.all, "lga__total")}
          {rows.map((row) => line(row, label(row.key)))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Section({ dimension, figures }: { dimension: Dimension; figures: GrievanceFigures }) {
  const { t, locale } = useLocale();
  const words = t.grievanceStatistics;
  const label = labeller(dimension, t, locale);
  // Months in order; categories and states by their names in the page's language.
  const rows =
    dimension === "month"
      ? figures.by_month
      : [...figures[`by_${dimension}`]].sort((a, b) => label(a.key).localeCompare(label(b.key), locale));
  const entries = chartable(rows, label);
  const heading = { month: words.monthHeading, category: words.categoryHeading, state: words.stateHeading }[dimension];
  const first = { month: words.month, category: words.category, state: words.state }[dimension];
  const caption = { month: words.chartMonth, category: words.chartCategory, state: words.chartState }[dimension];
  return (
    <section aria-labelledby={`by-${dimension}`}>
      <h2 id={`by-${dimension}`}>{heading}</h2>
      {/* A month without a case is a gap in time, drawn; a category's or state's 0 is in the table, and 38 bars of
          mostly nothing would bury the others at 240 px. */}
      {dimension === "month" ? (
        <ColumnChart entries={entries} caption={caption} range="" />
      ) : (
        <BarList entries={entries.filter((entry) => entry.value > 0)} label={caption} />
      )}
      <FiguresTable id={`table-${dimension}`} caption={heading} first={first} rows={rows} total={figures.total} label={label} />
    </section>
  );
}

/**
 * "Was it fixed?" (decision 0110): what the people who reported say of the resolutions, by month
 * received and by state, in shares only, each from 8 cases of its own.
 */
function FixedSection({ figures }: { figures: GrievanceFigures }) {
  const { t, locale } = useLocale();
  const words = t.grievanceStatistics;
  return (
    <section aria-labelledby="was-it-fixed">
      <h2 id="was-it-fixed">{words.fixHeading}</h2>
      <p>{words.fixIntro}</p>
      {(["month", "state"] as const).map((dimension) => {
        const label = labeller(dimension, t, locale);
        const rows =
          dimension === "month"
            ? fixMonthsShown(figures)
            : [...figures.by_state].sort((a, b) => label(a.key).localeCompare(label(b.key), locale));
        return (
          <FiguresTable
            key={dimension}
            id={`fixed-${dimension}`}
            caption={dimension === "month" ? format(words.fixMonthCaption, { months: FIX_MONTHS_SHOWN }) : words.fixStateCaption}
            first={dimension === "month" ? words.month : words.state}
            rows={rows}
            total={figures.total}
            label={label}
            measures={FIX_MEASURES}
          />
        );
      })}
    </section>
  );
}

/** The figures page's body: when they were counted, that they are rounded, the three breakdowns, the file, and what the figures mean. */
export function GrievanceStatisticsBody({ figures }: { figures: GrievanceFigures | null }) {
  const { t, locale } = useLocale();
  const words = t.grievanceStatistics;
  const target = { days: RESOLUTION_TARGET_WORKING_DAYS };
  return (
    <div className="container prose">
      {!figures ? (
        <div className="callout callout--warning" role="alert">
          <p>{words.unavailable}</p>
        </div>
      ) : !figures.first_day ? (
        <p>{words.none}</p>
      ) : (
        <>
          <p>
            {format(words.asAt, {
              time: lagosTimeText(new Date(figures.as_at)),
              first: formatMonthDayYear(figures.first_day, locale),
            })}
          </p>
          <p>
            <strong>{words.rounded}</strong>
          </p>
          <Section dimension="month" figures={figures} />
          <Section dimension="category" figures={figures} />
          <Section dimension="state" figures={figures} />
          <FixedSection figures={figures} />
          <p>
            <a href={paths.grievanceStatisticsCsv} download>
              {words.csv}
            </a>
            . {words.csvNote}
          </p>
        </>
      )}
      <h2 id="about">{words.aboutHeading}</h2>
      <p>{words.aboutReceived}</p>
      <p>{format(words.aboutShare, target)}</p>
      <p>{format(words.aboutFixed, { days: REOPENED_TARGET_WORKING_DAYS })}</p>
      <p>{words.aboutSuppression}</p>
    </div>
  );
}
