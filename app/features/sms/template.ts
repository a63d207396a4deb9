import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/**
 * One kind of text message (decisions 0071, 0106): a row of sms_outbox.kind,
 * written in the row's language from what fills it when the sender takes it.
 * The feature whose message it is words it and defines it (grievances/,
 * requests/, ussd/, sms-in/); sms-texts/templates.ts lists every one, and
 * the sender, the USSD screens, the tests and docs/sms-templates.md read that
 * list. Nothing here knows a feature.
 *
 * `render` is a method so that a template of its own params is one of the
 * list's, whose params are unknown until a row names its kind.
 */
export interface SmsTemplate<K extends string = string, P = unknown> {
  kind: K;
  /** The one text, in its language; throws when a mark is left unfilled (fillSms), and the sender makes the message dead with the reason. */
  render(params: P, locale: Locale): string;
  /** The language's templates as written, `{name}` marking what is filled in: one for most, two for a status reply. */
  templates(locale: Locale): readonly string[];
  /** Every message it can be, filled with the longest values: the tests measure each against one SMS. */
  longest(): readonly P[];
  /** Shown on a USSD screen as well as sent: each filling must fit a screen too. */
  onUssdScreen?: boolean;
}

/**
 * A template with its `{name}` marks filled. A mark left unfilled would be
 * sent as it stands ("…is now: {status}."): this throws instead, and the
 * sender turns the throw into a dead message with the reason, for an
 * officer to see.
 */
export function fillSms(template: string, values: Record<string, string>, kind: string, locale: Locale): string {
  const text = format(template, values);
  const unfilled = /\{\w+\}/.exec(text);
  if (unfilled) throw new Error(`The ${kind} message in ${locale} has no value for ${unfilled[0]}`);
  return text;
}

/** How a language writes a date in a message: `{day}` or `{dd}` (two figures), `{month}` (from `months`, January first) or `{mm}` (two figures), and `{year}`. */
export interface SmsDateForm {
  date: string;
  months?: readonly string[];
}

/** A date as the database writes it ("2026-12-29", a Lagos day), in a language's short form; anything else as it came. */
export function writeSmsDate(isoDate: string, form: SmsDateForm): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, mm, day] = match as unknown as [string, string, string, string];
  return format(form.date, { day: String(Number(day)), dd: day, mm, month: form.months?.[Number(mm) - 1] ?? mm, year });
}
