import { states, type State } from "~/content/states";
import { GRIEVANCE_CATEGORIES, type GrievanceCategory } from "~/features/grievances/kinds";
import { typedReference } from "~/features/forms/typed-reference";
import { REGISTER_LGAS } from "~/features/places/reference";
import { LANGUAGES } from "~/i18n/languages.mjs";
import type { Locale } from "~/i18n/locales";
import { BACK, HOME, MORE, pagesOf } from "./lists";

/**
 * Where a session is (decision 0072): the path of answers the aggregator
 * sends, followed screen by screen from the languages. menu.ts says what
 * each place shows.
 */

export type UssdMenu =
  | "language"
  | "main"
  | "status"
  | "status-result"
  | "status-fixed"
  | "report-category"
  | "report-state"
  | "report-lga"
  | "report-confirm"
  | "report-filed"
  | "real"
  | "office-state"
  | "office-sent"
  | "contact"
  | "payment-state"
  | "payment-lga"
  | "payment-answer"
  | "payment-alerts";

export type Screen =
  | { menu: "language" | "main" | "status" | "real" | "contact" }
  | { menu: "report-category"; page: number }
  | { menu: "status-result"; reference: string }
  | { menu: "status-fixed"; reference: string; answer: "yes" | "no" }
  | { menu: "report-state"; category: GrievanceCategory; page: number }
  | { menu: "report-lga"; category: GrievanceCategory; state: State; page: number }
  | { menu: "report-confirm" | "report-filed"; category: GrievanceCategory; state: State; lga: string }
  | { menu: "office-state"; page: number }
  | { menu: "office-sent"; state: State }
  | { menu: "payment-state"; page: number }
  | { menu: "payment-lga"; state: State; page: number }
  | { menu: "payment-answer"; state: State; lga: string }
  | { menu: "payment-alerts"; state: State; lga: string };

export interface Step {
  screen: Screen;
  locale: Locale;
}

/** Where a session's path leads: the screens from the first to the current one, and whether the last answer was not a choice. */
export interface UssdPlace {
  steps: readonly Step[];
  wrong: boolean;
}

/** The screens that end the session: answered with the database. */
export const TERMINAL: ReadonlySet<UssdMenu> = new Set([
  "status-fixed",
  "report-filed",
  "real",
  "office-sent",
  "contact",
  "payment-alerts",
]);

/**
 * The screens answered from the database: the last ones, and three that may go on: the payment answer
 * (1: alerts), a status whose "Was it fixed?" is open (1 yes, 2 no), and a report's confirmation,
 * which shows a known problem of its place and category first (1: report anyway).
 */
export const FROM_DATABASE: ReadonlySet<UssdMenu> = new Set([...TERMINAL, "payment-answer", "status-result", "report-confirm"]);

function choice(token: string, count: number): number | null {
  if (!/^\d{1,2}$/.test(token)) return null;
  const number = Number(token);
  return number >= 1 && number <= count ? number - 1 : null;
}

/** The screen an answer on this screen leads to, or null when it is not one of its choices. */
function next(step: Step, token: string): Step | null {
  const { screen, locale } = step;
  const at = (to: Screen, inLocale: Locale = locale): Step => ({ screen: to, locale: inLocale });
  switch (screen.menu) {
    case "language": {
      const index = choice(token, LANGUAGES.length);
      return index === null ? null : at({ menu: "main" }, LANGUAGES[index]!.code);
    }
    case "main": {
      const menus = ["status", "report-category", "real", "office-state", "contact", "payment-state"] as const;
      const index = choice(token, menus.length);
      if (index === null) return null;
      const menu = menus[index]!;
      return at(menu === "report-category" || menu === "office-state" || menu === "payment-state" ? { menu, page: 0 } : { menu });
    }
    case "status": {
      const reference = typedReference("GRV", token);
      return reference ? at({ menu: "status-result", reference }) : null;
    }
    case "report-category": {
      if (token === MORE)
        return screen.page < pagesOf(locale, "report-category").length - 1 ? at({ ...screen, page: screen.page + 1 }) : null;
      const index = choice(token, GRIEVANCE_CATEGORIES.length);
      return index === null ? null : at({ menu: "report-state", category: GRIEVANCE_CATEGORIES[index]!, page: 0 });
    }
    case "report-state":
    case "office-state":
    case "payment-state": {
      if (token === MORE) return screen.page < pagesOf(locale, "state").length - 1 ? at({ ...screen, page: screen.page + 1 }) : null;
      const index = choice(token, states.length);
      if (index === null) return null;
      const state = states[index]!;
      if (screen.menu === "report-state") return at({ menu: "report-lga", category: screen.category, state, page: 0 });
      return at(screen.menu === "office-state" ? { menu: "office-sent", state } : { menu: "payment-lga", state, page: 0 });
    }
    case "report-lga":
    case "payment-lga": {
      const list = { lgasOf: screen.state.registerName };
      if (token === MORE) return screen.page < pagesOf(locale, list).length - 1 ? at({ ...screen, page: screen.page + 1 }) : null;
      const lgas = REGISTER_LGAS[screen.state.registerName] ?? [];
      const index = choice(token, lgas.length);
      if (index === null) return null;
      const lga = lgas[index]!;
      return at(
        screen.menu === "report-lga"
          ? { menu: "report-confirm", category: screen.category, state: screen.state, lga }
          : { menu: "payment-answer", state: screen.state, lga },
      );
    }
    case "report-confirm":
      return token === "1" ? at({ ...screen, menu: "report-filed" }) : null;
    case "payment-answer":
      return token === "1" ? at({ menu: "payment-alerts", state: screen.state, lga: screen.lga }) : null;
    case "status-result":
      return token === "1" || token === "2"
        ? at({ menu: "status-fixed", reference: screen.reference, answer: token === "1" ? "yes" : "no" })
        : null;
    default:
      return null;
  }
}

/** Follows a session's path: each answer a choice, 0 back, 00 to the main menu; an answer that is no choice stays put. */
export function placeOf(text: string): UssdPlace {
  const steps: Step[] = [{ screen: { menu: "language" }, locale: "en" }];
  let wrong = false;
  const tokens = text === "" ? [] : text.split("*");
  for (const raw of tokens) {
    const token = raw.trim();
    const current = steps.at(-1)!;
    // A finished screen ends the session: nothing after it can be an answer.
    if (TERMINAL.has(current.screen.menu)) break;
    wrong = false;
    if (token === HOME && steps.length > 1) steps.splice(1, steps.length, { screen: { menu: "main" }, locale: current.locale });
    else if (token === BACK && steps.length > 1) steps.pop();
    else {
      const step = next(current, token);
      // A language chosen starts the session afresh in it: back from its main menu is the languages.
      if (step && current.screen.menu === "language") steps.splice(1, steps.length, step);
      else if (step) steps.push(step);
      else wrong = true;
    }
  }
  return { steps, wrong };
}
