import { states, type State } from "~/content/states";
import { GRIEVANCE_CATEGORIES } from "~/features/grievances/kinds";
import { REGISTER_LGAS } from "~/features/places/reference";
import { fitsUssdScreen } from "~/features/sms/segments";
import type { Locale } from "~/i18n/locales";
import { USSD_WORDS, type UssdWords } from "./words";

/**
 * What every screen of the menu is made of (CON, the way back: 0 and 00,
 * 99 for more) and its screens of numbered items: the lists too long for
 * one screen (the categories, the states) cut into pages that each fit a
 * screen in the language, with their title or with "wrong choice".
 */

export const HOME = "00";
export const BACK = "0";
export const MORE = "99";

/** A state as a screen names it: the register's name, which is short ("FCT"), and what a case stores. */
export const stateLabel = (state: State) => state.registerName;

export function con(lines: string[]) {
  return `CON ${lines.join("\n")}`;
}

export function nav(words: Pick<UssdWords, "back" | "home">) {
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
export function listScreen(words: ListWords, items: readonly string[], page: readonly number[], last: boolean, wrong: boolean) {
  const head = wrong ? words.wrong : words.title;
  return con([
    ...(head === null ? [] : [head]),
    ...page.map((index) => `${index + 1} ${items[index]}`),
    ...(last ? [] : [`${MORE} ${words.more}`]),
    nav(words),
  ]);
}

/** The long lists: the categories, the states, and one state's LGAs (by the register's name of the state). */
export type ListName = "report-category" | "state" | { lgasOf: string };

export function listOf(locale: Locale, list: ListName): { words: ListWords; items: readonly string[] } {
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
    default:
      // The register's LGAs in its list's order, numbered as register_lga.position numbers them (0108).
      return { words: words.lgaList, items: REGISTER_LGAS[list.lgasOf] ?? [] };
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
/** The pages of a list (the categories, the states, a state's LGAs) in a language. */
export function pagesOf(locale: Locale, list: ListName): number[][] {
  const key = `${locale} ${typeof list === "string" ? list : `lgas of ${list.lgasOf}`}`;
  let pages = listPages.get(key);
  if (!pages) listPages.set(key, (pages = pagesFor(locale, list)));
  return pages;
}

export const listNameOf = (menu: "report-category" | "report-state" | "office-state" | "payment-state"): ListName =>
  menu === "report-category" ? menu : "state";
