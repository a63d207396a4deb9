import { stateName } from "~/content/states";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { formatMonthDayYear } from "~/utils/format";
import type { KnownProblem, KnownProblemCategory } from "./problem";

type Words = Messages["knownProblems"];

/** "Dala, Kano", or "Kano" for the whole state. */
export function placeWords(problem: Pick<KnownProblem, "state" | "lga">, words: Words): string {
  const state = stateName(problem.state);
  return problem.lga ? format(words.placeLga, { lga: problem.lga, state }) : state;
}

function categorySentence(category: KnownProblemCategory, words: Words): string {
  const byCategory: Record<KnownProblemCategory, string> = {
    "payment-not-received": words.paymentNotReceived,
    "wrong-amount": words.wrongAmount,
    enrolment: words.enrolment,
    "personal-details": words.personalDetails,
    conduct: words.conduct,
    other: words.other,
  };
  return byCategory[category];
}

/**
 * A notice's sentences in a reader's language, built from its typed fields (decision 0112), the same
 * on the web, on USSD and by SMS: what is wrong and where, what the office is doing (the rule's words,
 * or the new date), and that it need not be reported again.
 */
export function knownProblemSentences(problem: KnownProblem, words: Words, locale: Locale): string[] {
  const what = format(categorySentence(problem.category, words), { place: placeWords(problem, words) });
  const doing = problem.expectedOn
    ? format(words.newDate, { date: formatMonthDayYear(problem.expectedOn, locale) })
    : problem.origin === "rule"
      ? words.byRule
      : words.noDate;
  return [what, doing, words.noNeed];
}
