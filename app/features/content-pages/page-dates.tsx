import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";

/**
 * When a page of content last changed (the published change of the page shown, a translation's
 * own), as a day in Lagos in the reader's language, and when the office means to review it next,
 * if it set a day (issue 70). A page past its review day still says the day: the back office lists
 * it, and a reader may judge the page by it.
 */
export function PageDates({ updatedAt, reviewBy }: { updatedAt: string; reviewBy: string | null }) {
  const { t, locale } = useLocale();
  const words = t.pageDates;
  return (
    <p className="page-dates">
      {format(words.updated, { date: formatMonthDayYear(lagosToday(new Date(updatedAt)), locale) })}
      {reviewBy ? (
        <>
          <br />
          {format(words.reviewBy, { date: formatMonthDayYear(reviewBy, locale) })}
        </>
      ) : null}
    </p>
  );
}
