import { contact } from "~/content/contact";
import { grievanceSmsWords } from "~/features/grievances/sms-templates";
import { fitsUssdScreen } from "~/features/sms/segments";
import { format } from "~/i18n/format";
import { LANGUAGES } from "~/i18n/languages.mjs";
import { officeHoursIn } from "~/features/office-contact/office-hours";
import type { Locale } from "~/i18n/locales";
import type { State } from "~/content/states";
import type { GrievanceCategory } from "~/features/grievances/kinds";
import type { UssdData } from "./data";
import { BACK, con, listNameOf, listOf, listScreen, nav, pagesOf, stateLabel } from "./lists";
import { FROM_DATABASE, placeOf, type Step, type UssdMenu } from "./place";
import { USSD_ALERT_WORDS } from "./alert-words";
import { USSD_WORDS, type UssdWords } from "./words";
import { USSD_KNOWN_PROBLEM_WORDS } from "./known-problem-words";

/**
 * The USSD menu (decision 0072) as a function of what the aggregator sends:
 * `text` is every answer of the session so far, joined by `*`, so the path
 * alone says where the caller is and nothing is kept between callbacks. The
 * database is reached only through `UssdData`, so every screen can be walked
 * in a unit test.
 *
 * The first screen chooses the language; then the main menu's six items,
 * on one screen in every language, whose 0 goes back to the languages. On
 * every screen after the first, 0 goes back one screen and 00 to the main
 * menu. A list too long for one screen (the states) pages with 99; its items
 * are numbered across the pages, and a number is a choice on any page of
 * its list (Kano is 20 wherever the caller is).
 *
 * Where the path leads is place.ts; the lists and their pages lists.ts; what
 * the menu may ask of the database data.ts; what each screen shows, here.
 */

/** Only the failure screens, which must not need the database: the line in the spec. */
const TOLL_FREE = contact.tollFreeLine.value;

/** The main menu: the six items on one screen, and 0 for the languages. */
function mainScreen(words: UssdWords, wrong: boolean) {
  return con([
    ...(wrong ? [words.mainWrong] : []),
    ...words.items.map((item, index) => `${index + 1} ${item}`),
    `${BACK} ${words.language}`,
  ]);
}

function fitted(lines: string[], optional: string[]): string {
  const text = [...lines];
  for (const line of optional) if (fitsUssdScreen(`END ${[...text, line].join("\n")}`)) text.push(line);
  return `END ${text.join("\n")}`;
}

/**
 * A resolved case's status with "Was it fixed?" as its choices, in the SMS question's words: after the
 * status where the screen holds both, else after the report's reference alone (fix-words.ts says why).
 * Were neither to fit, the status alone ends the session: the question went by SMS as well.
 */
function fixQuestion(status: string, reference: string, locale: Locale): string {
  const { fix } = USSD_WORDS[locale];
  const { yes, no } = grievanceSmsWords[locale];
  const choices = [fix.question, `1 ${yes}`, `2 ${no}`];
  const screens = [con([status, ...choices]), con([format(fix.resolved, { reference }), ...choices])];
  return screens.find((screen) => fitsUssdScreen(screen)) ?? `END ${status}`;
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
    case "office-state":
    case "payment-state":
    case "report-lga":
    case "payment-lga": {
      const list =
        screen.menu === "payment-lga" || screen.menu === "report-lga" ? { lgasOf: screen.state.registerName } : listNameOf(screen.menu);
      const pages = pagesOf(step.locale, list);
      const { words: listWords, items } = listOf(step.locale, list);
      return listScreen(listWords, items, pages[screen.page]!, screen.page === pages.length - 1, wrong);
    }
    default:
      throw new Error(`${screen.menu} is answered with the database`);
  }
}

/** "2027-03-20" as "20/3/2027": a date as Nigerians write it by hand, in GSM-7 in every language. */
const dayFirst = (isoDate: string) => isoDate.split("-").reverse().map(Number).join("/");

/**
 * A report's last screen before it is filed: a known problem of its place and category, with "1 Report
 * anyway" (decision 0112), or else what will be sent (its LGA with its state where the screen holds
 * both) and the promise of a call back. "Wrong choice" takes the place of the promise, which the
 * caller has just read.
 */
async function confirmScreen(
  screen: { category: GrievanceCategory; state: State; lga: string },
  locale: Locale,
  wrong: boolean,
  data: UssdData,
) {
  const words = USSD_WORDS[locale];
  const above = wrong ? [words.wrong] : [];
  // Counted as shown once, not again for a wrong key pressed on it.
  const problem = await data.knownProblem({ state: screen.state.registerName, lga: screen.lga }, screen.category, !wrong);
  if (problem) {
    const known = USSD_KNOWN_PROBLEM_WORDS[locale];
    const what = format(known.what[problem.category], { place: problem.lga ?? stateLabel(screen.state) });
    const date = problem.expectedOn ? ` ${format(known.date, { date: dayFirst(problem.expectedOn) })}` : "";
    const choose = [`1 ${known.anyway}`, nav(words)];
    const yours = format(known.what[problem.category], { place: known.yours });
    const fits = [`${what}${date} ${known.noNeed}`, `${what} ${known.noNeed}`, `${yours} ${known.noNeed}`]
      .map((notice) => con([...above, notice, ...choose]))
      .find((screen) => fitsUssdScreen(screen));
    if (fits) return fits;
  }
  const confirm = (place: string, promise: boolean) =>
    con([
      ...above,
      format(words.confirm, { category: words.categories[screen.category], state: place }) + (promise ? ` ${words.callBack}` : ""),
      `1 ${words.send}`,
      nav(words),
    ]);
  // The promise is said again once the report is filed, so it gives way first where the names are long.
  const screens = [confirm(`${screen.lga}, ${stateLabel(screen.state)}`, !wrong), confirm(screen.lga, !wrong), confirm(screen.lga, false)];
  return screens.find((one) => fitsUssdScreen(one)) ?? screens.at(-1)!;
}

async function finalScreen(step: Step, data: UssdData, wrong: boolean): Promise<string> {
  const words = USSD_WORDS[step.locale];
  const limited = `END ${format(words.limited, { tollFree: TOLL_FREE })}`;
  const { screen, locale } = step;
  switch (screen.menu) {
    case "status-result": {
      const status = await data.status(screen.reference);
      if (status === "limited") return limited;
      if (status.answer === "shown") {
        const text = data.statusText(status.params, locale);
        return status.fixOpen ? fixQuestion(text, status.params.reference, locale) : `END ${text}`;
      }
      if (status.answer === "sent") return `END ${words.sentBySms}`;
      return `END ${format(status.answer === "unknown" ? words.noSuchReport : words.notSent, { reference: screen.reference, tollFree: TOLL_FREE })}`;
    }
    case "status-fixed": {
      const done = await data.fixAnswer(screen.reference, screen.answer);
      return done === "limited" ? limited : `END ${format(words.fix[done], { tollFree: TOLL_FREE })}`;
    }
    case "report-confirm":
      return confirmScreen(screen, locale, wrong, data);
    case "report-filed": {
      const filed = await data.file({
        category: screen.category,
        state: screen.state.registerName,
        lga: screen.lga,
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
    case "payment-answer": {
      // The PAY text's own words: one GSM-7 SMS, so one screen, with room for alerts as choice 1.
      const answer = await data.paymentAnswer({ state: screen.state.registerName, lga: screen.lga }, locale);
      const withAlerts = con([answer, `1 ${USSD_ALERT_WORDS[locale].item}`]);
      return fitsUssdScreen(withAlerts) ? withAlerts : `END ${answer}`;
    }
    case "payment-alerts": {
      const done = await data.paymentAlerts({ state: screen.state.registerName, lga: screen.lga }, locale);
      return done === "limited" ? limited : `END ${format(USSD_ALERT_WORDS[locale][done], { lga: screen.lga })}`;
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
  if (!FROM_DATABASE.has(menu)) return { text: menuScreen(step, wrong), menu };
  try {
    return { text: await finalScreen(step, data, wrong), menu };
  } catch {
    return { text: failedScreen(text), menu };
  }
}
