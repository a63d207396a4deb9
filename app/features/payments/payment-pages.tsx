import type { State } from "~/content/states";
import { ProvenanceLabel } from "~/components/provenance-label";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { paths, paymentsCalendar, paymentsFeed, paymentsOfLga, paymentsOfState } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import { PAYMENT_WINDOW_PROVENANCE, phaseOf } from "./payment-window";
import type { PaymentLga } from "./places.server";
import { answerOf, datesOf, naira, phaseWords, waysWords } from "./sentences";
import type { ShownWindow } from "./windows.server";
import { percentPaid, type Cycle, type LgaProgress, type ProgressTotal } from "./progress";
import { PlaceProgress } from "./progress-page";

/**
 * The payment pages (decision 0108): plain HTML, the answer first, for a
 * 240-px phone, w3m and no scripts. Every sentence is built from a window's
 * fields in the reader's language; each window carries its provenance label.
 */

/** The rule in large words, on every payment page. */
export function NeverPay() {
  const { t, href } = useLocale();
  return (
    <div className="callout callout--warning payments__never">
      <p>
        <strong>{t.isThisReal.neverCharges}</strong>
      </p>
      <p>{t.payments.nobodyCanHurry}</p>
      <p>
        <a href={href(paths.isThisReal)}>{t.payments.isThisReal}</a>
      </p>
    </div>
  );
}

/** One window: cycle, dates and phase, how and where it pays, its source and label. */
export function WindowDetails({ window, today }: { window: ShownWindow; today: string }) {
  const { t, locale } = useLocale();
  const words = t.payments;
  return (
    <>
      <p>
        <strong>{format(words.cycle, { year: window.cycleYear, number: window.cycleNumber })}</strong>: {datesOf(window, words, locale)} (
        {phaseWords(phaseOf(window, today), words)})
      </p>
      <p>
        {format(words.how, { ways: waysWords(window, words) })}
        {window.amountNaira !== null ? ` ${format(words.amount, { amount: naira(window.amountNaira) })}` : null}
      </p>
      {window.payPoints.length > 0 ? (
        <>
          <h3>{words.payPointsHeading}</h3>
          <ul>
            {window.payPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="payments__source">
        {format(words.source, { source: window.sourceName, date: formatMonthDayYear(window.checkedOn, locale) })}
      </p>
      <ProvenanceLabel item={window} kind={PAYMENT_WINDOW_PROVENANCE} />
    </>
  );
}

/** /payments: each state with a window not yet closed, by its soonest, the soonest first; then every state. */
export function NationalPayments({ windows, today, states }: { windows: ShownWindow[] | null; today: string; states: State[] }) {
  const { t, href, locale } = useLocale();
  const words = t.payments;
  const stateOf = (registerName: string) => states.find((state) => state.registerName === registerName);
  return (
    <div className="container payments">
      <NeverPay />
      <h2>{words.openOrAnnounced}</h2>
      {windows === null ? (
        <p>{words.unavailable}</p>
      ) : windows.length === 0 ? (
        <p>{words.noneNationally}</p>
      ) : (
        <ul className="payments__list">
          {windows.map((window) => (
            <li key={window.id}>
              <a href={href(paymentsOfState(stateOf(window.state)?.slug ?? ""))}>{stateOf(window.state)?.name ?? window.state}</a>:{" "}
              {datesOf(window, words, locale)} ({phaseWords(phaseOf(window, today), words)})
              {window.provenance === "illustrative" ? <ProvenanceLabel item={window} kind={PAYMENT_WINDOW_PROVENANCE} inline /> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={href(paths.paymentsProgress)}>{words.progressLink}</a>
      </p>
    </div>
  );
}

/** The states, each a link: every state has a page, a window or not. */
export function StateLinks({ states }: { states: State[] }) {
  const { t, href } = useLocale();
  return (
    <nav className="container" aria-labelledby="payments-states">
      <h2 id="payments-states">{t.payments.chooseState}</h2>
      <ul className="payments__places">
        {states.map((state) => (
          <li key={state.slug}>
            <a href={href(paymentsOfState(state.slug))}>{state.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A state's page: each LGA with its next window, or none announced. */
export function StatePayments({
  state,
  lgas,
  windows,
  progress,
  today,
}: {
  state: State;
  lgas: PaymentLga[];
  windows: ShownWindow[] | null;
  /** Its latest cycle with figures, its total and its LGAs' (null: none published, or unreadable just now). */
  progress: { cycle: Cycle; total: ProgressTotal; lgas: LgaProgress[] } | null;
  today: string;
}) {
  const { t, href, locale } = useLocale();
  const words = t.payments;
  const nextOf = (lga: string) => windows?.find((window) => window.lgas.includes(lga)) ?? null;
  const paidIn = (lga: string) => progress?.lgas.find((row) => row.lga === lga) ?? null;
  return (
    <div className="container payments">
      <NeverPay />
      {windows === null ? (
        <p>{words.unavailable}</p>
      ) : windows.length === 0 ? (
        <p>{format(words.noneInState, { state: state.name })}</p>
      ) : null}
      <h2>{words.chooseLga}</h2>
      <ul className="payments__places payments__lgas">
        {lgas.map((lga) => {
          const next = nextOf(lga.name);
          const paid = paidIn(lga.name);
          return (
            <li key={lga.slug}>
              <a href={href(paymentsOfLga(state.slug, lga.slug))}>{lga.name}</a>
              {next ? `: ${datesOf(next, words, locale)} (${phaseWords(phaseOf(next, today), words)})` : null}
              {paid ? ` · ${words.paidColumn} ${percentPaid(paid)}%` : null}
            </li>
          );
        })}
      </ul>
      {progress ? <PlaceProgress place={state.name} cycle={progress.cycle} progress={progress.total} source={null} /> : null}
      <p>
        <a href={paymentsCalendar(paymentsOfState(state.slug))}>{format(words.calendarLink, { place: state.name })}</a>
        {" · "}
        <a href={paymentsFeed(paymentsOfState(state.slug))}>RSS</a>
      </p>
      <p>
        <a href={href(paths.payments)}>{words.allStates}</a>
      </p>
    </div>
  );
}

/** The answer sentence an LGA's page shows under its title, on the first screen. */
export function LgaAnswer({ lga, next, today }: { lga: string; next: ShownWindow | null; today: string }) {
  const { t, locale } = useLocale();
  return <p className="payments__answer hero__sentence">{answerOf(lga, next, today, t.payments, locale)}</p>;
}
