import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { formatMonthDayYear } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";
import type { Channel, ChannelState } from "./channels";
import type { ProblemSpan } from "./history";

/** The page's and the feed's sentences, in the reader's language: one way of saying each thing, for both. */
type Words = Messages["serviceStatus"];

export function channelName(words: Words, channel: Channel): string {
  const names: Record<Channel, string> = {
    website: words.channelWebsite,
    form: words.channelForm,
    ussd: words.channelUssd,
    "sms-in": words.channelSmsIn,
    "sms-out": words.channelSmsOut,
    email: words.channelEmail,
    phone: words.channelPhone,
  };
  return names[channel];
}

export function stateWord(words: Words, state: ChannelState): string {
  const states: Record<ChannelState, string> = {
    working: words.stateWorking,
    planned: words.statePlanned,
    slow: words.stateSlow,
    down: words.stateDown,
  };
  return states[state];
}

/** A moment as Lagos reads it, in the language's date: "January 12, 2027, 22:00". */
export function lagosMoment(iso: string, locale: Locale): string {
  const text = lagosTimeText(new Date(iso));
  return `${formatMonthDayYear(text.slice(0, 10), locale)}, ${text.slice(11)}`;
}

/** A notice's time: from its start until its end, or from its start on. */
export function noticePeriod(words: Words, notice: { startsAt: string; endsAt: string | null }, locale: Locale): string {
  const from = lagosMoment(notice.startsAt, locale);
  return notice.endsAt === null
    ? format(words.fromOn, { from })
    : format(words.fromUntil, { from, until: lagosMoment(notice.endsAt, locale) });
}

/** The days of an incident: one day, or its first to its last. */
export function spanDays(words: Words, span: ProblemSpan, locale: Locale): string {
  const from = formatMonthDayYear(span.from, locale);
  return span.from === span.to ? from : format(words.fromUntil, { from, until: formatMonthDayYear(span.to, locale) });
}
