import { smsDate } from "~/features/grievances/sms-templates";
import { REGISTER_LGAS } from "~/features/places/reference";
import { fillSms, type SmsTemplate } from "~/features/sms/template";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { isKnownProblemCategory, KNOWN_PROBLEM_CATEGORIES } from "./problem";
import { knownProblemSmsWords } from "./sms-words";

/** What sms_in_known_problem() writes into the row: the notice's place, category and new date. */
export interface KnownProblemSmsParams {
  category: string;
  state: string;
  lga: string | null;
  expected_on: string | null;
}

function render(params: KnownProblemSmsParams, locale: Locale): string {
  const words = knownProblemSmsWords[locale] ?? knownProblemSmsWords.en;
  // The register's name of the state ("FCT"): short, and as the office's other texts write it.
  const place = params.lga ? `${params.lga}, ${params.state}` : params.state;
  // A category this version does not know leaves {what} unfilled: the sender makes the message dead, for an officer to see.
  const what = isKnownProblemCategory(params.category) ? format(words.what[params.category], { place }) : undefined;
  const values: Record<string, string> = what === undefined ? {} : { what };
  if (params.expected_on) values.date = smsDate(params.expected_on, locale);
  return fillSms(params.expected_on ? words.withDate : words.withoutDate, values, "known problem", locale);
}

/** The longest LGA on the register's list with its state, and the longest state alone: every category, with a date and without. */
function longest(): KnownProblemSmsParams[] {
  const places = Object.entries(REGISTER_LGAS).flatMap(([state, lgas]) => lgas.map((lga) => ({ state, lga })));
  const byLength = (place: { state: string; lga: string | null }) => `${place.lga ?? ""}, ${place.state}`.length;
  const longestLga = places.reduce((most, place) => (byLength(place) > byLength(most) ? place : most));
  const longestState = Object.keys(REGISTER_LGAS).reduce((most, state) => (state.length > most.length ? state : most));
  return KNOWN_PROBLEM_CATEGORIES.flatMap((category) =>
    [longestLga, { state: longestState, lga: null }].flatMap((place) =>
      [null, ...Array.from({ length: 12 }, (_, month) => `2027-${String(month + 1).padStart(2, "0")}-28`)].map((expected_on) => ({
        category,
        ...place,
        expected_on,
      })),
    ),
  );
}

/** Queued by sms_in_known_problem() in answer to a text report that named a live known problem's LGA. */
export const knownProblemSms: SmsTemplate<"known problem", KnownProblemSmsParams> = {
  kind: "known problem",
  render,
  templates: (locale) => [knownProblemSmsWords[locale].withDate, knownProblemSmsWords[locale].withoutDate],
  longest,
};
