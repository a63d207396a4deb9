import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { formatCount, formatMonthDayYear } from "~/utils/format";
import { payWays, phaseOf, type PauseReason, type PaymentWindow, type Phase, type PayWay } from "./payment-window";

type Words = Messages["payments"];

/**
 * A payment window's sentences in a reader's language, built from its typed
 * fields (decision 0108): the same for the page, and later the texts.
 */
export function datesOf(window: Pick<PaymentWindow, "opensOn" | "closesOn">, words: Words, locale: Locale): string {
  const to = formatMonthDayYear(window.closesOn, locale);
  if (window.opensOn === window.closesOn) return to;
  // Within one year the year is said once, at the end ("December 07 to December 18, 2026"): every
  // language's date ends with its year, and a 240-px screen has room for few words.
  const from = formatMonthDayYear(window.opensOn, locale);
  return format(words.dates, {
    from: window.opensOn.slice(0, 4) === window.closesOn.slice(0, 4) ? from.replace(/,?\s*\d{4}$/, "") : from,
    to,
  });
}

export function pauseWords(reason: PauseReason, words: Words): string {
  const byReason: Record<PauseReason, string> = {
    funds: words.pauseFunds,
    verification: words.pauseVerification,
    security: words.pauseSecurity,
    holiday: words.pauseHoliday,
    other: words.pauseOther,
  };
  return byReason[reason];
}

export function phaseWords(phase: Phase, words: Words): string {
  const byPhase: Record<Phase, string> = {
    announced: words.phaseAnnounced,
    open: words.phaseOpen,
    paused: words.phasePaused,
    closed: words.phaseClosed,
  };
  return byPhase[phase];
}

export function waysWords(window: Pick<PaymentWindow, "byBank" | "byWallet" | "atPayPoints">, words: Words): string {
  const byWay: Record<PayWay, string> = { bank: words.wayBank, wallet: words.wayWallet, payPoints: words.wayPayPoints };
  return payWays(window)
    .map((way) => byWay[way])
    .join(", ");
}

/** "₦25,000": the web writes the naira sign (texts write N, which GSM-7 has). */
export const naira = (amount: number) => `₦${formatCount(amount)}`;

/**
 * The answer to "when is my LGA paid?": the next window not yet closed, or
 * that none is announced (the last closed one then said too, where there is one).
 */
export function answerOf(
  lga: string,
  next: Pick<PaymentWindow, "opensOn" | "closesOn" | "pauseReason"> | null,
  today: string,
  words: Words,
  locale: Locale,
): string {
  if (!next) return format(words.noneAnnounced, { lga });
  const dates = datesOf(next, words, locale);
  switch (phaseOf(next, today)) {
    case "open":
      return format(words.nowOpen, { lga, dates });
    case "paused":
      return format(words.nowPaused, { lga, dates, reason: pauseWords(next.pauseReason!, words) });
    default:
      return format(words.nextAnnounced, { lga, dates });
  }
}

/** What a change replaced, in a few words: the dates, the amount and how, as they were. */
export function wasWords(
  was: Pick<PaymentWindow, "opensOn" | "closesOn" | "amountNaira" | "byBank" | "byWallet" | "atPayPoints" | "pauseReason">,
  now: PaymentWindow,
  words: Words,
  locale: Locale,
): string {
  const parts: string[] = [];
  if (was.opensOn !== now.opensOn || was.closesOn !== now.closesOn) parts.push(datesOf(was, words, locale));
  if (was.amountNaira !== now.amountNaira && was.amountNaira !== null) parts.push(naira(was.amountNaira));
  if (was.byBank !== now.byBank || was.byWallet !== now.byWallet || was.atPayPoints !== now.atPayPoints) parts.push(waysWords(was, words));
  if (was.pauseReason !== now.pauseReason) parts.push(was.pauseReason ? phaseWords("paused", words) : phaseWords("open", words));
  return parts.join("; ");
}
