import { contact } from "~/content/contact";
import { states, type State } from "~/content/states";
import { GRIEVANCE_CATEGORIES, type GrievanceCategory } from "~/features/grievances/kinds";
import { typedReference } from "~/features/forms/typed-reference";
import type { GrievanceSmsParams } from "~/features/grievances/sms-templates";
import { fitsUssdScreen } from "~/features/sms/segments";
import { format } from "~/i18n/format";
import { LANGUAGES } from "~/i18n/languages.mjs";
import { officeHoursIn } from "~/features/office-contact/office-hours";
import type { Locale } from "~/i18n/locales";
import { USSD_WORDS, type UssdWords } from "./words";

/**
 * The USSD menu (decision 0072) as a function of what the aggregator sends:
 * `text` is every answer of the session so far, joined by `*`, so the path
 * alone says where the caller is and nothing is kept between callbacks. The
 * database is reached only through `UssdData`, so every screen can be walked
 * in a unit test.
 *
 * The first screen chooses the language; then the main menu's five items,
 * on one screen in every language, whose 0 goes back to the languages. On
 * every screen after the first, 0 goes back one screen and 00 to the main
 * menu. A list too long for one screen (the states) pages with 99; its items
 * are numbered across the pages, and a number is a choice on any page of
 * its list (Kano is 20 wherever the caller is).
 */

export type UssdMenu =
  | "language"
  | "main"
  | "status"
  | "status-result"
  | "report-category"
  | "report-state"
  | "report-confirm"
  | "report-filed"
  | "real"
  | "office-state"
  | "office-sent"
  | "contact";

type Screen =
  | { menu: "language" | "main" | "status" | "real" | "contact" }
  | { menu: "report-category"; page: number }
  | { menu: "status-result"; reference: string }
  | { menu: "report-state"; category: GrievanceCategory; page: number }
  | { menu: "report-confirm" | "report-filed"; category: GrievanceCategory; state: State }
  | { menu: "office-state"; page: number }
  | { menu: "office-sent"; state: State };

interface Step {
  screen: Screen;
  locale: Locale;
}

/** Where a session's path leads: the screens from the first to the current one, and whether the last answer was not a choice. */
export interface UssdPlace {
  steps: readonly Step[];
  wrong: boolean;
}

/** What the database says to a status asked by text: shown, sent to the case's number, not sent, or no such case. */
export type TextStatusAnswer = "shown" | "sent" | "not sent" | "unknown";

/** The database behind the menu, for the caller's number. */
export interface UssdData {
  /**
   * A case's status: shown only when the caller's number is the case's; for another caller sent by SMS to the
   * case's number, or not sent when it has none the office may text; or no such case (grievance_status_by_text).
   */
  status(
    reference: string,
  ): Promise<
    { answer: "shown"; params: GrievanceSmsParams["grievance status reply"] } | { answer: Exclude<TextStatusAnswer, "shown"> } | "limited"
  >;
  /** Files a case from the caller's number; its receipt goes by SMS. */
  file(report: {
    category: GrievanceCategory;
    state: string;
    locale: Locale;
    description: string;
  }): Promise<{ reference: string } | "limited">;
  /** Sends the state office's phone by SMS, if it has one on record. */
  officeNumber(state: { slug: string; locale: Locale }): Promise<"sent" | "none" | "limited">;
  /** The office's real phone numbers and short codes, as "Is this real?" lists them, each with whether the office has checked it. */
  officialNumbers(): Promise<{ value: string; checked: boolean }[]>;
  officeContact(): Promise<{ tollFree: string; hours: string }>;
  /** The status reply's one text in a language (renderSms("grievance status reply", …)). */
  statusText(params: GrievanceSmsParams["grievance status reply"], locale: Locale): string;
}

export const HOME = "00";
export const BACK = "0";
export const MORE = "99";
const TERMINAL: ReadonlySet<UssdMenu> = new Set(["status-result", "report-filed", "real", "office-sent", "contact"]);
/** Only the failure screens, which must not need the database: the line in the spec. */
const TOLL_FREE = contact.tollFreeLine.value;

/** A state as a screen names it: the register's name, which is short ("FCT"), and what a case stores. */
const stateLabel = (state: State) => state.registerName;

function con(lines: string[]) {
  return `CON ${lines.join("\n")}`;
}

function nav(words: Pick<UssdWords, "back" | "home">) {
  return `${BACK} ${words.back} ${HOME} ${words.home}`;
}

/** The words around a list's items: its heading (none where null), the next page, the way back, and "wrong choice". */
type ListWords = Pick<UssdWords, "more" | "back" | "home" | "wrong"> & { title: string | null };

/**
 * A list screen: its title, a page of its numbered items (numbered across
 * pages), 99 for the next page, and the way back. "Wrong choice" takes the
 * title's place, which the caller has read already, so the pages hold as
 * many items with it as without.
 */
function listScreen(words: ListWords, items: readonly string[], page: readonly number[], last: boolean, wrong: boolean) {
  const head = wrong ? words.wrong : words.title;
  return con([
    ...(head === null ? [] : [head]),
    ...page.map((index) => `${index + 1} ${items[index]}`),
    ...(last ? [] : [`${MORE} ${words.more}`]),
    nav(words),
  ]);
}

type ListName = "report-category" | "state";

function listOf(locale: Locale, list: ListName): { words: ListWords; items: readonly string[] } {
  const words = USSD_WORDS[locale];
  switch (list) {
    case "report-category":
      return {
        words: { ...words, title: words.categoryTitle },
        items: GRIEVANCE_CATEGORIES.map((category) => words.categories[category]),
      };
    case "state":
      // The state list's own words, GSM-7 in every language, so a page of state names is too (182 characters, not 79).
      return { words: words.stateList, items: states.map(stateLabel) };
  }
}

/** A list in pages that each fit a screen in this language, with its title or with "wrong choice". */
function pagesFor(locale: Locale, list: ListName): number[][] {
  const { words, items } = listOf(locale, list);
  const pages: number[][] = [];
  let page: number[] = [];
  items.forEach((_item, index) => {
    const candidate = [...page, index];
    const isLast = index === items.length - 1;
    const fits = [false, true].every((wrong) => fitsUssdScreen(listScreen(words, items, candidate, isLast, wrong)));
    if (page.length === 0 || fits) page = candidate;
    else {
      pages.push(page);
      page = [index];
    }
  });
  pages.push(page);
  return pages;
}

const listPages = new Map<string, number[][]>();
/** The pages of a list (the categories, the states) in a language. */
export function pagesOf(locale: Locale, list: ListName): number[][] {
  const key = `${locale} ${list}`;
  let pages = listPages.get(key);
  if (!pages) listPages.set(key, (pages = pagesFor(locale, list)));
  return pages;
}

/** The main menu: the five items on one screen, and 0 for the languages. */
function mainScreen(words: UssdWords, wrong: boolean) {
  return con([...(wrong ? [words.wrong] : []), ...words.items.map((item, index) => `${index + 1} ${item}`), `${BACK} ${words.language}`]);
}

const listNameOf = (menu: "report-category" | "report-state" | "office-state"): ListName =>
  menu === "report-state" || menu === "office-state" ? "state" : menu;

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
      const menus = ["status", "report-category", "real", "office-state", "contact"] as const;
      const index = choice(token, menus.length);
      if (index === null) return null;
      const menu = menus[index]!;
      return at(menu === "report-category" || menu === "office-state" ? { menu, page: 0 } : { menu });
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
    case "office-state": {
      if (token === MORE) return screen.page < pagesOf(locale, "state").length - 1 ? at({ ...screen, page: screen.page + 1 }) : null;
      const index = choice(token, states.length);
      if (index === null) return null;
      const state = states[index]!;
      return at(
        screen.menu === "report-state" ? { menu: "report-confirm", category: screen.category, state } : { menu: "office-sent", state },
      );
    }
    case "report-confirm":
      return token === "1" ? at({ menu: "report-filed", category: screen.category, state: screen.state }) : null;
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

function fitted(lines: string[], optional: string[]): string {
  const text = [...lines];
  for (const line of optional) if (fitsUssdScreen(`END ${[...text, line].join("\n")}`)) text.push(line);
  return `END ${text.join("\n")}`;
}

/** What a CON screen shows; terminal screens are answered by `answer`, which needs the database. */
function menuScreen(step: Step, wrong: boolean): string {
  const words = USSD_WORDS[step.locale];
  const above = wrong ? [words.wrong] : [];
  const { screen } = step;
  switch (screen.menu) {
    case "language":
      return con([...above, "NASSCO", ...LANGUAGES.map((language, index) => `${index + 1} ${language.own}`)]);
    case "status":
      return con([...(wrong ? [words.badReference] : []), words.askReference, nav(words)]);
    case "main":
      return mainScreen(words, wrong);
    case "report-category":
    case "report-state":
    case "office-state": {
      const list = listNameOf(screen.menu);
      const pages = pagesOf(step.locale, list);
      const { words: listWords, items } = listOf(step.locale, list);
      return listScreen(listWords, items, pages[screen.page]!, screen.page === pages.length - 1, wrong);
    }
    case "report-confirm":
      // "Wrong choice" takes the place of the promise, which the caller has just read.
      return con([
        ...above,
        format(words.confirm, { category: words.categories[screen.category], state: stateLabel(screen.state) }) +
          (wrong ? "" : ` ${words.callBack}`),
        `1 ${words.send}`,
        nav(words),
      ]);
    default:
      throw new Error(`${screen.menu} is answered with the database`);
  }
}

async function finalScreen(step: Step, data: UssdData): Promise<string> {
  const words = USSD_WORDS[step.locale];
  const limited = `END ${format(words.limited, { tollFree: TOLL_FREE })}`;
  const { screen, locale } = step;
  switch (screen.menu) {
    case "status-result": {
      const status = await data.status(screen.reference);
      if (status === "limited") return limited;
      if (status.answer === "shown") return `END ${data.statusText(status.params, locale)}`;
      if (status.answer === "sent") return `END ${words.sentBySms}`;
      return `END ${format(status.answer === "unknown" ? words.noSuchReport : words.notSent, { reference: screen.reference, tollFree: TOLL_FREE })}`;
    }
    case "report-filed": {
      const filed = await data.file({
        category: screen.category,
        state: screen.state.registerName,
        locale,
        description: words.description,
      });
      return filed === "limited" ? limited : `END ${format(words.filed, { reference: filed.reference })}`;
    }
    case "office-sent": {
      const sent = await data.officeNumber({ slug: screen.state.slug, locale });
      if (sent === "limited") return limited;
      const state = stateLabel(screen.state);
      return `END ${sent === "sent" ? format(words.officeSent, { state }) : format(words.officeNone, { state, tollFree: TOLL_FREE })}`;
    }
    case "real": {
      const numbers = await data.officialNumbers();
      const lines = [words.neverPay];
      // As many of the office's numbers as the screen holds, in the office's order: those it has
      // checked as real, then those it has not yet checked with the web's "not yet checked", never
      // one without what the web says of it.
      for (const [heading, group] of [
        [words.realNumbers, numbers.filter((number) => number.checked)],
        [words.notYetChecked, numbers.filter((number) => !number.checked)],
      ] as const) {
        let listed: string | null = null;
        for (const { value } of group) {
          const longer: string = listed ? `${listed}, ${value}` : `${heading} ${value}`;
          if (fitsUssdScreen(`END ${[...lines, longer].join("\n")}`)) listed = longer;
        }
        if (listed) lines.push(listed);
      }
      return `END ${lines.join("\n")}`;
    }
    case "contact": {
      const { tollFree, hours } = await data.officeContact();
      return fitted([format(words.callFree, { tollFree })], [format(words.hours, { hours: officeHoursIn(hours, locale).text })]);
    }
    default:
      return menuScreen(step, false);
  }
}

export interface UssdAnswer {
  /** The reply, beginning CON (the session goes on) or END. */
  text: string;
  /** The screen it shows, for the count of sessions by menu. */
  menu: UssdMenu;
}

/** The failure screen in the path's language: the database could not answer, so the caller is sent to the line. */
export function failedScreen(text: string): string {
  let locale: Locale = "en";
  try {
    locale = placeOf(text).steps.at(-1)!.locale;
  } catch {
    // The English screen, then.
  }
  return `END ${format(USSD_WORDS[locale].failed, { tollFree: TOLL_FREE })}`;
}

/** The answer to one callback: a screen, never an error (a failure of the database is the failure screen). */
export async function ussdAnswer(text: string, data: UssdData): Promise<UssdAnswer> {
  const { steps, wrong } = placeOf(text);
  const step = steps.at(-1)!;
  const menu = step.screen.menu;
  if (!TERMINAL.has(menu)) return { text: menuScreen(step, wrong), menu };
  try {
    return { text: await finalScreen(step, data), menu };
  } catch {
    return { text: failedScreen(text), menu };
  }
}
