import type { State } from "~/content/states";
import type { KnownFake } from "~/features/is-this-real/known-fake";
import { unclickable } from "~/features/is-this-real/known-fake";
import { REPORT_SCAM_PATH } from "~/features/is-this-real/is-this-real-page";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { GRIEVANCE_CATEGORY_PARAM, GRIEVANCE_PLACE_PARAMS, PAST_WINDOWS_PARAM } from "~/site/query-params";
import { paths, paymentsCalendar, paymentsFeed, paymentsOfLga, paymentsOfState } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import { NeverPay, WindowDetails } from "./payment-pages";
import { AlertForm, alertPlaceQuery } from "./alert-form";
import { reportBy } from "./report-by";
import { datesOf, wasWords } from "./sentences";
import type { PaymentLga } from "./places.server";
import type { ShownWindow, WindowChange } from "./windows.server";
import type { LgaProgressRow } from "./progress";
import { PlaceProgress } from "./progress-page";

export interface LgaPayments {
  state: State;
  lga: PaymentLga;
  coming: ShownWindow[];
  /** A page of its closed windows, the latest first: from the latest, or after a key when `paged`. */
  past: ShownWindow[];
  /** Where the next page of closed windows starts, if there are more. */
  olderKey: string | null;
  paged: boolean;
  changes: WindowChange[];
  fakes: KnownFake[] | null;
  /** Its figures in the latest cycle that has any (null: none published, or unreadable just now). */
  progress: LgaProgressRow | null;
  today: string;
}

/** The grievance form, open on "payment not received" with the state and LGA filled in. */
export function reportPath(state: string, lga: string): string {
  const query = new URLSearchParams({
    [GRIEVANCE_CATEGORY_PARAM]: "payment-not-received",
    [GRIEVANCE_PLACE_PARAMS.state]: state,
    [GRIEVANCE_PLACE_PARAMS.lga]: lga,
  });
  return `${paths.grievanceForm}?${query.toString()}`;
}

/**
 * An LGA's page, below its answer: the windows not yet closed with their
 * details and changes, "report it" while a window is open or lately closed,
 * fakes that named this LGA, the calendar, the alerts' form, then past windows.
 */
export function LgaPaymentsPage({ state, lga, coming, past, olderKey, paged, changes, fakes, progress, today }: LgaPayments) {
  const { t, href, locale } = useLocale();
  const words = t.payments;
  const place = paymentsOfLga(state.slug, lga.slug);
  const reportDate = reportBy([...coming, ...past], today);
  return (
    <div className="container payments">
      {/* Under the answer rather than above it: on a 240×320 screen the answer comes first. */}
      <p className="payments__place">{format(words.lgaTagline, { lga: lga.name, state: state.name })}</p>
      {coming.map((window) => (
        <section
          key={window.id}
          className="payments__window"
          aria-label={format(words.cycle, { year: window.cycleYear, number: window.cycleNumber })}
        >
          <WindowDetails window={window} today={today} />
          {changes
            .filter((change) => change.windowId === window.id)
            .map((change, index) => (
              <p key={index} className="payments__change">
                {format(words.changedOn, {
                  date: formatMonthDayYear(change.changedOn, locale),
                  was: wasWords(change.was, window, words, locale),
                })}
              </p>
            ))}
        </section>
      ))}
      {reportDate ? (
        <p>
          {format(words.reportIfNotPaid, { date: formatMonthDayYear(reportDate, locale) })}{" "}
          <a href={href(reportPath(state.registerName, lga.name))}>{words.reportLink}</a>
        </p>
      ) : null}
      <p>
        <a href={paymentsCalendar(place)}>{format(words.calendarLink, { place: lga.name })}</a>
        {" · "}
        <a href={paymentsFeed(place)}>RSS</a>
      </p>
      <section aria-labelledby="payments-alerts">
        <h2 id="payments-alerts">{format(words.alertsHeading, { lga: lga.name })}</h2>
        <p>{format(words.alertsAbout, { lga: lga.name })}</p>
        {/* Before the form, not after its button: two targets that close fail WCAG's target size on a small screen. */}
        <p>
          <a href={href(`${paths.paymentsAlerts}?${alertPlaceQuery(state.slug, lga.slug)}`)}>
            {format(words.alertsEmailLink, { lga: lga.name })}
          </a>
        </p>
        <AlertForm stateSlug={state.slug} lgaSlug={lga.slug} lga={lga.name} />
      </section>
      {progress ? <PlaceProgress place={lga.name} cycle={progress.cycle} progress={progress} source={progress.sourceName} /> : null}
      <NeverPay />
      {fakes && fakes.length > 0 ? (
        <section aria-labelledby="payments-fakes">
          <h2 id="payments-fakes">{format(words.fakesHeading, { lga: lga.name })}</h2>
          <ul>
            {fakes.map((fake) => (
              <li key={fake.id}>
                {unclickable(fake.lookedLike)} ({format(t.isThisReal.reported, { date: formatMonthDayYear(fake.reportedOn, locale) })})
              </li>
            ))}
          </ul>
          <p>
            <a href={href(REPORT_SCAM_PATH)}>{t.isThisReal.reportLink}</a>
          </p>
        </section>
      ) : null}
      <section aria-labelledby="payments-past">
        <h2 id="payments-past">{format(words.pastHeading, { lga: lga.name })}</h2>
        {past.length === 0 ? (
          <p>{format(words.noPast, { lga: lga.name })}</p>
        ) : (
          <ul className="payments__list">
            {past.map((window) => (
              <li key={window.id}>
                {format(words.cycle, { year: window.cycleYear, number: window.cycleNumber })}: {datesOf(window, words, locale)}
              </li>
            ))}
          </ul>
        )}
        {olderKey || paged ? (
          <p>
            {olderKey ? (
              <a href={`${href(place)}?${PAST_WINDOWS_PARAM}=${encodeURIComponent(olderKey)}#payments-past`}>
                {format(words.olderPast, { lga: lga.name })}
              </a>
            ) : null}
            {olderKey && paged ? " · " : null}
            {paged ? <a href={`${href(place)}#payments-past`}>{format(words.latestPast, { lga: lga.name })}</a> : null}
          </p>
        ) : null}
      </section>
      <p>
        <a href={href(paymentsOfState(state.slug))}>{format(words.otherLgas, { state: state.name })}</a>
      </p>
    </div>
  );
}
