import { states } from "~/content/states";
import { grievanceSmsWords } from "~/features/grievances/sms-templates";
import { REGISTER_LGAS, STATES_OF_LGA } from "~/features/places/reference";
import { fitsOneSms } from "~/features/sms/segments";
import { fillSms, type SmsTemplate } from "~/features/sms/template";
import type { Locale } from "~/i18n/locales";
import { formatCount } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";
import { payWays, phaseOf, type PauseReason } from "./payment-window";
import type { WindowRow } from "./window-queries";
import { paymentSmsWords, type PaymentSmsWords } from "./sms-words";

/**
 * The answer to "when is my LGA paid?" by text (decision 0108), queued by
 * sms_in_payment_answer() to the number that texted PAY <LGA>, and the USSD
 * menu's last screen: the same one text. A window's fields come from the
 * table (the function reads them); its phase is worked out when the text is
 * written, as the page's is, since it turns with the date. sms-texts/templates.ts
 * lists it with every other feature's messages.
 */
/** The fields of a window a text tells, as payment_window has them, for one of its LGAs. */
type WindowFields = Pick<WindowRow, "state" | "opens_on" | "closes_on" | "amount_naira" | "by_bank" | "by_wallet" | "at_pay_points"> & {
  lga: string;
  pause_reason: PauseReason | null;
};

/**
 * `offer`: the function left a pending alert subscription, which the
 * number takes by replying YES; the answer says so where it still fits.
 */
export type PaymentAnswerParams =
  | ({ answer: "window"; offer?: boolean } & WindowFields)
  | { answer: "none"; state: string; lga: string; offer?: boolean }
  | { answer: "nearest"; state: string; lga: string }
  | { answer: "which"; lga: string; states: string[] }
  | { answer: "how" };

/** "12/3": a day and a month in figures, which every language reads and GSM-7 has. */
const dayMonth = (isoDate: string) => `${Number(isoDate.slice(8, 10))}/${Number(isoDate.slice(5, 7))}`;

/** "28/12-13/1", or one day: a hyphen, since – is not GSM-7. */
export function smsDates(opensOn: string, closesOn: string): string {
  return opensOn === closesOn ? dayMonth(closesOn) : `${dayMonth(opensOn)}-${dayMonth(closesOn)}`;
}

function windowText(
  params: WindowFields,
  words: PaymentSmsWords,
  today: string,
  changed = false,
): { template: string; values: Record<string, string> } {
  const window = { opensOn: params.opens_on, closesOn: params.closes_on, pauseReason: params.pause_reason };
  const phase = phaseOf(window, today);
  // Closed by the time the text is written: nothing is announced any more.
  if (phase === "closed") return { template: words.none, values: {} };
  const ways = payWays({ byBank: params.by_bank, byWallet: params.by_wallet, atPayPoints: params.at_pay_points })
    .map((way) => words.way[way])
    .join("/");
  return {
    template: phase === "paused" ? words.paused : changed ? words.changed : phase === "announced" ? words.announced : words.open,
    values: {
      dates: smsDates(params.opens_on, params.closes_on),
      amount: params.amount_naira === null ? "" : words.amount.replace("{amount}", formatCount(params.amount_naira)),
      ways: ways ? words.ways.replace("{ways}", ways) : "",
      reason: params.pause_reason ? words.reasons[params.pause_reason] : "",
    },
  };
}

const commonValues = (words: PaymentSmsWords, locale: Locale) => ({
  keyword: words.keyword,
  yes: words.yes,
  neverPay: (grievanceSmsWords[locale] ?? grievanceSmsWords.en).neverPay,
});

/** A text with the alert offer at its end, if it then still fits one SMS; else as it was. */
function withOffer(text: string, words: PaymentSmsWords): string {
  const offered = text + words.offer.replace("{yes}", words.yes);
  return fitsOneSms(offered) ? offered : text;
}

/** The one text, in its language, on the Lagos day it is written. */
export function paymentAnswerText(params: PaymentAnswerParams, locale: Locale, today = lagosToday()): string {
  const text = answerText(params, locale, today);
  const words = paymentSmsWords[locale] ?? paymentSmsWords.en;
  return "offer" in params && params.offer ? withOffer(text, words) : text;
}

function answerText(params: PaymentAnswerParams, locale: Locale, today: string): string {
  const words = paymentSmsWords[locale] ?? paymentSmsWords.en;
  const common = commonValues(words, locale);
  switch (params.answer) {
    case "window": {
      const { template, values } = windowText(params, words, today);
      return fillSms(template, { ...common, ...values, lga: params.lga, state: params.state }, "payment answer", locale);
    }
    case "which": {
      const named = params.states.slice(0, -1).join(", ") + ` ${words.and} ${params.states.at(-1)}`;
      return fillSms(words.which, { ...common, lga: params.lga, states: named, state: params.states[0]! }, "payment answer", locale);
    }
    case "how":
      return fillSms(words.how, common, "payment answer", locale);
    default:
      return fillSms(
        params.answer === "none" ? words.none : words.nearest,
        { ...common, lga: params.lga, state: params.state },
        "payment answer",
        locale,
      );
  }
}

/** The longest values a text is filled with: the longest LGA name with the longest state name, and the widest window. */
export const LONGEST_PAYMENT_PLACE = {
  lga: Object.values(REGISTER_LGAS)
    .flat()
    .reduce((a, b) => (b.length > a.length ? b : a)),
  state: states.map((state) => state.registerName).reduce((a, b) => (b.length > a.length ? b : a)),
} as const;

/** The LGA names more than one state has (Surulere: Lagos and Oyo), each with its states. */
export function sharedNames(): { lga: string; states: string[] }[] {
  return [...STATES_OF_LGA.values()].filter((named) => named.states.length > 1).map(({ lga, states }) => ({ lga, states: [...states] }));
}

export const paymentAnswerSms: SmsTemplate<"payment answer", PaymentAnswerParams> = {
  kind: "payment answer",
  render: (params, locale) => paymentAnswerText(params, locale),
  templates: (locale) => {
    const words = paymentSmsWords[locale];
    return [words.announced, words.open, words.paused, words.none, words.which, words.nearest, words.how];
  },
  longest: () => {
    const { lga, state } = LONGEST_PAYMENT_PLACE;
    // Written on a day before the window opens, inside it and after it: announced, open and closed.
    const window = { answer: "window" as const, ...longestWindow() };
    const longestReason = (Object.keys(paymentSmsWords.en.reasons) as PauseReason[]).map((reason) => ({ ...window, pause_reason: reason }));
    return [
      window,
      { ...window, offer: true },
      { ...window, opens_on: "2000-12-28" },
      ...longestReason,
      { answer: "none", state, lga },
      { answer: "none", state, lga, offer: true },
      { answer: "nearest", state, lga },
      ...sharedNames().map(({ lga, states }) => ({ answer: "which" as const, lga, states })),
      { answer: "how" },
    ];
  },
  onUssdScreen: true,
};

/**
 * An alert to a confirmed subscriber of an LGA (decision 0108), queued by
 * payment_alert_fan_out(): the window as it is when the alert goes, for news
 * that it was published, changed or opens; the dates that no longer hold,
 * for a withdrawal.
 */
export type PaymentAlertParams =
  | ({ alert: "published" | "changed" | "opened" } & WindowFields)
  | { alert: "withdrawn"; state: string; lga: string; opens_on: string; closes_on: string };

export function paymentAlertText(params: PaymentAlertParams, locale: Locale, today = lagosToday()): string {
  const words = paymentSmsWords[locale] ?? paymentSmsWords.en;
  const common = commonValues(words, locale);
  const place = { lga: params.lga, state: params.state };
  if (params.alert === "withdrawn")
    return fillSms(words.withdrawn, { ...common, ...place, dates: smsDates(params.opens_on, params.closes_on) }, "payment alert", locale);
  const { template, values } = windowText(params, words, today, params.alert === "changed");
  return fillSms(template, { ...common, ...values, ...place }, "payment alert", locale);
}

/** The widest window with the longest place: each alert's longest filling. */
function longestWindow(): WindowFields {
  const { lga, state } = LONGEST_PAYMENT_PLACE;
  return {
    state,
    lga,
    opens_on: "2099-12-28",
    closes_on: "2100-01-13",
    amount_naira: 1_000_000,
    by_bank: true,
    by_wallet: true,
    at_pay_points: true,
    pause_reason: null,
  };
}

export const paymentAlertSms: SmsTemplate<"payment alert", PaymentAlertParams> = {
  kind: "payment alert",
  render: (params, locale) => paymentAlertText(params, locale),
  templates: (locale) => {
    const words = paymentSmsWords[locale];
    return [words.announced, words.open, words.changed, words.paused, words.withdrawn];
  },
  longest: () => {
    const window = longestWindow();
    return [
      { alert: "published", ...window },
      { alert: "opened", ...window, opens_on: "2000-12-28" },
      { alert: "changed", ...window },
      { alert: "changed", ...window, opens_on: "2000-12-28" },
      ...(Object.keys(paymentSmsWords.en.reasons) as PauseReason[]).map((reason) => ({
        alert: "changed" as const,
        ...window,
        pause_reason: reason,
      })),
      { alert: "withdrawn", state: window.state, lga: window.lga, opens_on: window.opens_on, closes_on: window.closes_on },
    ];
  },
};

/** The place a subscription is for. */
export interface PaymentAlertPlace {
  state: string;
  lga: string;
}

function placeText(kind: "payment alert confirm" | "payment alerts on", params: PaymentAlertPlace, locale: Locale): string {
  const words = paymentSmsWords[locale] ?? paymentSmsWords.en;
  const template = kind === "payment alert confirm" ? words.confirm : words.alertsOn;
  return fillSms(template, { ...commonValues(words, locale), lga: params.lga, state: params.state }, kind, locale);
}

/** To a number given on an LGA's page: reply YES. */
export const paymentAlertConfirmSms: SmsTemplate<"payment alert confirm", PaymentAlertPlace> = {
  kind: "payment alert confirm",
  render: (params, locale) => placeText("payment alert confirm", params, locale),
  templates: (locale) => [paymentSmsWords[locale].confirm],
  longest: () => [{ lga: LONGEST_PAYMENT_PLACE.lga, state: LONGEST_PAYMENT_PLACE.state }],
};

/** The subscription is live; STOP ends it. */
export const paymentAlertsOnSms: SmsTemplate<"payment alerts on", PaymentAlertPlace> = {
  kind: "payment alerts on",
  render: (params, locale) => placeText("payment alerts on", params, locale),
  templates: (locale) => [paymentSmsWords[locale].alertsOn],
  longest: () => [{ lga: LONGEST_PAYMENT_PLACE.lga, state: LONGEST_PAYMENT_PLACE.state }],
};
