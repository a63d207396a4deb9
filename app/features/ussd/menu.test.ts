import { beforeAll, describe, expect, it } from "vitest";
import { states } from "~/content/states";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_RESOLUTIONS } from "~/features/grievances/kinds";
import { grievanceSmsWords, LONGEST_GRIEVANCE } from "~/features/grievances/sms-templates";
import { fitsOneSms, fitsUssdScreen, measureText } from "~/features/sms/segments";
import { renderSms } from "~/features/sms-texts/templates";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { UssdData } from "./data";
import { REGISTER_LGAS } from "~/features/places/reference";
import { nav, pagesOf } from "./lists";
import { ussdAnswer } from "./menu";
import { placeOf } from "./place";
import { recordUssdArrival, ussdSessionCounts } from "./sessions";
import { USSD_ALERT_WORDS } from "./alert-words";
import { USSD_WORDS } from "./words";
import { USSD_KNOWN_PROBLEM_WORDS } from "./known-problem-words";
import { isKnownProblemCategory } from "~/features/known-problems/problem";
import { scaled } from "../../../tests/support/time-scale";

/**
 * Stands in for the status reply's template (renderSms, the SMS part's), at its contract's
 * longest: one SMS in the language's alphabet, 160 GSM-7 characters or 70 UCS-2.
 */
function longestStatusText(locale: Locale): string {
  const text = locale === "en" || locale === "pcm" ? "S".repeat(160) : "ọ".repeat(70);
  expect(fitsOneSms(text)).toBe(true);
  return text;
}

/**
 * "other": another caller's case, sent to its number; "not sent" and "unknown" as the status answers them, "other" elsewhere.
 * "fix open": as "ok", but the status is the caller's resolved case, whose "Was it fixed?" is open, and a
 * report's place and category have a known problem; "known problem": as "ok", with the known problem.
 */
type Outcome = "fix open" | "known problem" | "ok" | "other" | "not sent" | "unknown" | "limited" | "fails";

/** The database at its longest: a seven-digit reference, many numbers, long office hours. */
function dataWith(outcome: Outcome, calls: unknown[] = []): UssdData {
  const when = <T>(value: T, other: T): Promise<T | "limited"> => {
    if (outcome === "fails") return Promise.reject(new Error("database down"));
    return Promise.resolve(outcome === "limited" ? "limited" : outcome === "ok" || outcome === "fix open" ? value : other);
  };
  return {
    status: (reference) => {
      calls.push({ status: reference });
      const answer = outcome === "not sent" || outcome === "unknown" ? outcome : "sent";
      return when<Awaited<ReturnType<UssdData["status"]>>>(
        outcome === "fix open"
          ? { answer: "shown", params: { reference, status: "resolved", resolution: "referred" }, fixOpen: true }
          : { answer: "shown", params: { reference, status: "in-progress", resolution: null }, fixOpen: false },
        { answer },
      );
    },
    fixAnswer: (reference, answer) => {
      calls.push({ fixAnswer: reference, answer });
      return when(answer, "closed" as const);
    },
    knownProblem: (place, category, count) => {
      // At its longest where there is one: a date of two-digit day and month, the notice of the LGA chosen.
      const known = outcome === "fix open" || outcome === "known problem";
      if (count && known) calls.push({ knownProblemShown: place, category });
      if (outcome === "fails") return Promise.reject(new Error("database down"));
      if (!known || !isKnownProblemCategory(category)) return Promise.resolve(null);
      return Promise.resolve({
        id: "kano-dala",
        ...place,
        category,
        expectedOn: "2027-12-31",
        origin: "office" as const,
        provenance: "confirmed" as const,
        source: null,
      });
    },
    file: (report) => {
      calls.push({ file: report });
      return when({ reference: "GRV-2026-1234567" }, { reference: "GRV-2026-1234567" });
    },
    officeNumber: (state) => {
      calls.push({ officeNumber: state });
      return when("sent" as const, "none" as const);
    },
    officialNumbers: async () => {
      await Promise.resolve();
      if (outcome === "fails") throw new Error("database down");
      const checked = (value: string) => ({ value, checked: true });
      return outcome === "other"
        ? []
        : [checked("969"), checked("+234 800 000 0000"), checked("+234 800 000 0001"), { value: "*969*1#", checked: false }];
    },
    officeContact: async () => {
      await Promise.resolve();
      if (outcome === "fails") throw new Error("database down");
      return {
        tollFree: "969",
        hours: outcome === "ok" ? "9am-5pm Monday to Friday" : "8am to 6pm Monday to Friday, 10am to 2pm Saturday",
      };
    },
    statusText: (_params, locale) => longestStatusText(locale),
    paymentAnswer: (place, locale) => {
      calls.push({ paymentAnswer: place, locale });
      // The PAY text's contract: one GSM-7 SMS in every language (payments/sms-templates.ts).
      return outcome === "fails" ? Promise.reject(new Error("database down")) : Promise.resolve("P".repeat(160));
    },
    paymentAlerts: (place, locale) => {
      calls.push({ paymentAlerts: place, locale });
      return when("on" as const, "full" as const);
    },
  };
}

/** The screens that end a session. */
const FINISHED = ["status-fixed", "report-filed", "real", "office-sent", "contact", "payment-alerts"];

const TOKENS = ["1", "2", "3", "4", "5", "6", "7", "10", "37", "38", "99", "x", "2026000123", "GRV-2026-000123", "*"];
const join = (path: string, token: string) => (path === "" ? token : `${path}*${token}`);

interface Node {
  path: string;
  /** The path that shows this screen without "wrong choice". */
  clean: string;
  /** The path of the screen 0 goes back to; null on the first screen. */
  back: string | null;
}

/** Every place a session can reach, each once, by breadth-first walk over every answer on every screen. */
/**
 * A turn of the event loop, now and then. The walks below take thousands of steps that await only
 * promises already settled, so the worker's loop never turns; vitest's worker must hear its runner
 * answer within 60 seconds, and on a busy machine a walk took longer: the run failed on that timer
 * with every test passed. Every hundredth step lets the answers in.
 */
let steps = 0;
const nowAndThen = () => (++steps % 100 === 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : Promise.resolve());

/** The menu's answer, as the walks ask for it. */
async function answer(path: string, data: UssdData) {
  await nowAndThen();
  return ussdAnswer(path, data);
}

async function everyPlace(): Promise<Node[]> {
  const seen = new Set<string>();
  const nodes: Node[] = [];
  const queue: Node[] = [{ path: "", clean: "", back: null }];
  while (queue.length > 0) {
    const node = queue.shift()!;
    await nowAndThen();
    const place = placeOf(node.path);
    // A report's LGA screens are the same lists whatever its category: walked under the first category
    // that reaches them (every category's words are measured on them in a test of their own below).
    const key = JSON.stringify(place, (name, value: unknown) => (name === "category" ? "any" : value));
    if (seen.has(key)) continue;
    seen.add(key);
    nodes.push(node);
    const menu = place.steps.at(-1)!.screen.menu;
    if (FINISHED.includes(menu)) continue;
    for (const token of TOKENS) {
      const path = join(node.path, token);
      const wrong = placeOf(path).wrong;
      queue.push({ path, clean: wrong ? node.clean : path, back: wrong ? node.back : node.clean });
    }
  }
  return nodes;
}

describe("the USSD menu", () => {
  let nodes: Node[] = [];
  beforeAll(async () => {
    nodes = await everyPlace();
  }, scaled(300_000));
  it("walks a few thousand places", () => {
    expect(nodes.length).toBeGreaterThan(1000);
  });

  it("reaches every menu in every language, and every page of the states", () => {
    const reached = new Set(
      nodes.map((node) => `${placeOf(node.path).steps.at(-1)!.locale} ${placeOf(node.path).steps.at(-1)!.screen.menu}`),
    );
    for (const locale of LOCALES)
      for (const menu of [
        "main",
        "status",
        "status-result",
        "status-fixed",
        "report-category",
        "report-state",
        "report-lga",
        "report-confirm",
        "report-filed",
        "real",
        "office-state",
        "office-sent",
        "contact",
        "payment-state",
        "payment-lga",
        "payment-answer",
        "payment-alerts",
      ])
        expect(reached, `${locale} ${menu}`).toContain(`${locale} ${menu}`);
    for (const locale of LOCALES) {
      const pages = pagesOf(locale, "state");
      expect(pages.flat()).toEqual(states.map((_state, index) => index));
      const shown = nodes.filter((node) => {
        const step = placeOf(node.path).steps.at(-1)!;
        return step.locale === locale && step.screen.menu === "office-state";
      });
      expect(new Set(shown.map((node) => (placeOf(node.path).steps.at(-1)!.screen as { page: number }).page)).size).toBe(pages.length);
    }
  });

  it(
    "fits every screen of every language, begins each with CON or END, and ends only a finished screen",
    { timeout: scaled(300_000) },
    async () => {
      let screens = 0;
      const tooLong = new Set<string>();
      for (const node of nodes)
        // A status whose question is open goes on (CON); every other outcome of a screen that goes on is measured elsewhere.
        for (const outcome of ["fix open", "ok", "other", "not sent", "unknown", "limited", "fails"] as const) {
          const { text, menu } = await answer(node.path, dataWith(outcome));
          screens += 1;
          expect(text, node.path).toMatch(/^(CON|END) \S/);
          if (!fitsUssdScreen(text))
            tooLong.add(`${measureText(text).bits / (measureText(text).encoding === "UCS-2" ? 16 : 7)} characters:\n${text}`);
          const finished = FINISHED.includes(menu);
          expect(text.startsWith("END "), node.path).toBe(finished);
          if (!finished) break;
        }
      expect([...tooLong]).toEqual([]);
      expect(screens).toBeGreaterThan(1000);
    },
  );

  it("goes back one screen with 0 and to the main menu with 00 on every screen after the first", { timeout: scaled(300_000) }, async () => {
    const data = dataWith("fix open");
    const mains = new Map<Locale, string>();
    for (const [index, locale] of LOCALES.entries()) mains.set(locale, (await answer(String(index + 1), data)).text);
    for (const node of nodes) {
      const { text } = await answer(node.path, data);
      if (!text.startsWith("CON ") || node.back === null) continue;
      const locale = placeOf(node.path).steps.at(-1)!.locale;
      expect((await answer(join(node.path, "0"), data)).text, `${node.path}*0`).toBe((await answer(node.back, data)).text);
      expect((await answer(join(node.path, "00"), data)).text, `${node.path}*00`).toBe(mains.get(locale));
    }
  });

  it("shows the main menu on one screen in every language, with 0 for the languages", async () => {
    for (const [index, locale] of LOCALES.entries()) {
      const words = USSD_WORDS[locale];
      const lines = [...words.items.map((item, number) => `${number + 1} ${item}`), `0 ${words.language}`];
      expect((await answer(String(index + 1), dataWith("ok"))).text).toBe(`CON ${lines.join("\n")}`);
      const wrong = (await answer(`${index + 1}*9`, dataWith("ok"))).text;
      expect(wrong).toBe(`CON ${[words.mainWrong, ...lines].join("\n")}`);
      expect(fitsUssdScreen(wrong), locale).toBe(true);
      expect((await answer(`${index + 1}*0`, dataWith("ok"))).text).toBe((await answer("", dataWith("ok"))).text);
    }
  });

  it("pages the states in GSM-7 in every language, any state within three pages", async () => {
    for (const [index, locale] of LOCALES.entries()) {
      const list = USSD_WORDS[locale].stateList;
      for (const word of Object.values(list)) if (word !== null) expect(measureText(word).encoding, `${locale} ${word}`).toBe("GSM-7");
      const pages = pagesOf(locale, "state");
      expect(pages.length, locale).toBeLessThanOrEqual(3);
      for (const [page] of pages.entries())
        for (const wrong of ["", "*x"]) {
          const text = (await answer(`${index + 1}*4${"*99".repeat(page)}${wrong}`, dataWith("ok"))).text;
          expect(measureText(text).encoding, `${locale} page ${page + 1}${wrong}:\n${text}`).toBe("GSM-7");
          expect(fitsUssdScreen(text)).toBe(true);
        }
    }
  });

  it("pages every state's LGAs in GSM-7 in every language, numbered across the pages, any LGA within four", async () => {
    const most: Record<string, number> = {};
    for (const [index, locale] of LOCALES.entries()) {
      for (const word of Object.values(USSD_WORDS[locale].lgaList))
        if (word !== null) expect(measureText(word).encoding, `${locale} ${word}`).toBe("GSM-7");
      for (const [number, state] of states.entries()) {
        const lgas = REGISTER_LGAS[state.registerName]!;
        const pages = pagesOf(locale, { lgasOf: state.registerName });
        expect(pages.flat(), state.registerName).toEqual(lgas.map((_lga, at) => at));
        most[locale] = Math.max(most[locale] ?? 0, pages.length);
        for (const [page] of pages.entries())
          for (const wrong of ["", "*x"]) {
            const path = `${index + 1}*6*${number + 1}${"*99".repeat(page)}${wrong}`;
            const text = (await answer(path, dataWith("ok"))).text;
            expect(measureText(text).encoding, `${path}:\n${text}`).toBe("GSM-7");
            expect(fitsUssdScreen(text), `${path}:\n${text}`).toBe(true);
            if (!wrong) expect(text, path).toContain(`${pages[page]![0]! + 1} ${lgas[pages[page]![0]!]}`);
          }
      }
    }
    for (const locale of LOCALES) expect(most[locale], locale).toBeLessThanOrEqual(4);
  });

  it("answers when an LGA is paid with the PAY text, an LGA of the first page chosen from the last", async () => {
    const calls: unknown[] = [];
    const kano = states.findIndex((state) => state.registerName === "Kano") + 1;
    const dala = REGISTER_LGAS.Kano!.indexOf("Dala") + 1;
    const pages = pagesOf("ha", { lgasOf: "Kano" }).length;
    const { text, menu } = await answer(`2*6*${kano}${"*99".repeat(pages - 1)}*${dala}`, dataWith("ok", calls));
    const answered = `2*6*${kano}${"*99".repeat(pages - 1)}*${dala}`;
    expect([menu, text]).toEqual(["payment-answer", `CON ${"P".repeat(160)}\n1 ${USSD_ALERT_WORDS.ha.item}`]);
    expect(calls).toEqual([{ paymentAnswer: { state: "Kano", lga: "Dala" }, locale: "ha" }]);
    // 1 turns the caller's alerts on: two screens after the LGA.
    expect(await answer(`${answered}*1`, dataWith("ok", calls))).toEqual({
      menu: "payment-alerts",
      text: `END ${USSD_ALERT_WORDS.ha.on.replace("{lga}", "Dala")}`,
    });
    expect(calls.at(-1)).toEqual({ paymentAlerts: { state: "Kano", lga: "Dala" }, locale: "ha" });
    expect((await answer(`${answered}*1`, dataWith("other"))).text).toBe(`END ${USSD_ALERT_WORDS.ha.full.replace("{lga}", "Dala")}`);
    // 99 on the last page, and a number past the list, are wrong choices there.
    const last = `2*6*${kano}${"*99".repeat(pages - 1)}`;
    for (const wrong of ["99", String(REGISTER_LGAS.Kano!.length + 1)])
      expect((await answer(`${last}*${wrong}`, dataWith("ok"))).text).toMatch(new RegExp(`^CON ${USSD_WORDS.ha.lgaList.wrong}\n`));
    expect((await answer(`2*6*${kano}*${dala}`, dataWith("fails"))).text).toBe(`END ${USSD_WORDS.ha.failed.replace("{tollFree}", "969")}`);
  });

  it("opens with the languages, each named in its own", async () => {
    const { text } = await answer("", dataWith("ok"));
    expect(text).toBe("CON NASSCO\n1 English\n2 Hausa\n3 Yorùbá\n4 Igbo\n5 Naijá");
    expect((await answer("0", dataWith("ok"))).text).toBe(
      `CON ${USSD_WORDS.en.wrong}\nNASSCO\n1 English\n2 Hausa\n3 Yorùbá\n4 Igbo\n5 Naijá`,
    );
  });

  it("files a report in Hausa with the category, the state, the LGA and the fixed line in the caller's language", async () => {
    const calls: unknown[] = [];
    const dala = REGISTER_LGAS.Kano!.indexOf("Dala") + 1;
    // Hausa, report, fraud (6), past the first page, Kano (20), Dala, send.
    const { text } = await answer(`2*2*6*99*20*${dala}*1`, dataWith("ok", calls));
    expect(calls).toEqual([
      { file: { category: "fraud", state: "Kano", lga: "Dala", locale: "ha", description: USSD_WORDS.ha.description } },
    ]);
    expect(text).toBe("END Za mu kira ku. Lambar shaida GRV-2026-1234567. Lambar sirri da kwanan wata ta SMS.");
    expect((await answer(`2*2*6*99*20*${dala}`, dataWith("ok"))).text).toBe(
      `CON ${USSD_WORDS.ha.categories.fraud}, Dala, Kano. ${USSD_WORDS.ha.callBack}\n1 ${USSD_WORDS.ha.send}\n${nav(USSD_WORDS.ha)}`,
    );
    expect((await answer("2*2*6*15*1*1", dataWith("ok", calls))).text).toContain("GRV-2026-1234567");
    expect(calls.at(-1)).toEqual({ file: expect.objectContaining({ state: "FCT", lga: REGISTER_LGAS.FCT![0] }) });
  });

  it("shows a known problem of the place and category before filing, and files only when 1 says report anyway", async () => {
    const calls: unknown[] = [];
    const dala = REGISTER_LGAS.Kano!.indexOf("Dala") + 1;
    // Hausa, report, payment not received (1), Kano (20, past the first page), Dala.
    const path = `2*2*1*99*20*${dala}`;
    const words = USSD_KNOWN_PROBLEM_WORDS.ha;
    const shown = (await answer(path, dataWith("known problem", calls))).text;
    expect(shown).toBe(
      `CON ${words.what["payment-not-received"].replace("{place}", "Dala")} ${words.date.replace("{date}", "31/12/2027")} ${words.noNeed}\n` +
        `1 ${words.anyway}\n${nav(USSD_WORDS.ha)}`,
    );
    expect(calls).toEqual([{ knownProblemShown: { state: "Kano", lga: "Dala" }, category: "payment-not-received" }]);
    // A wrong key keeps the notice, counted once.
    expect((await answer(`${path}*7`, dataWith("known problem", calls))).text).toContain(words.anyway);
    expect(calls).toHaveLength(1);
    expect((await answer(`${path}*1`, dataWith("known problem", calls))).text).toContain("GRV-2026-1234567");
    expect(calls.at(-1)).toEqual({ file: expect.objectContaining({ category: "payment-not-received", state: "Kano", lga: "Dala" }) });
  });

  it("fits a known problem and a report's confirmation on one screen in every language, with the longest LGAs", async () => {
    const tooLong: string[] = [];
    // The longest names decide: the screen is the same words around them.
    const longest = states
      .flatMap((state, number) => REGISTER_LGAS[state.registerName]!.map((lga, at) => ({ lga, path: `${number + 1}*${at + 1}` })))
      .sort((one, other) => other.lga.length - one.lga.length)
      .slice(0, 12);
    for (const locale of LOCALES) {
      const { noNeed } = USSD_KNOWN_PROBLEM_WORDS[locale];
      for (const { path: place } of longest)
        for (const category of GRIEVANCE_CATEGORIES) {
          const path = `${LOCALES.indexOf(locale) + 1}*2*${GRIEVANCE_CATEGORIES.indexOf(category) + 1}*${place}`;
          const known = (await answer(path, dataWith("known problem"))).text;
          const plain = (await answer(path, dataWith("ok"))).text;
          // The notice with its "no need to report it again" at least (fraud has none), and the confirmation.
          if (isKnownProblemCategory(category) && (!known.includes(noNeed) || !fitsUssdScreen(known))) tooLong.push(known);
          if (!fitsUssdScreen(plain)) tooLong.push(plain);
        }
    }
    expect(tooLong).toEqual([]);
  });

  it("shows a status only when the database says the caller may see it, and otherwise says what was done", async () => {
    const calls: unknown[] = [];
    expect((await answer("1*1*grv 2026 123", dataWith("ok", calls))).text).toBe(`END ${longestStatusText("en")}`);
    expect(calls).toEqual([{ status: "GRV-2026-000123" }]);
    expect((await answer("1*1*2026000123", dataWith("other"))).text).toBe(`END ${USSD_WORDS.en.sentBySms}`);
    expect((await answer("1*1*2026-124", dataWith("unknown"))).text).toBe(
      "END No report has the reference GRV-2026-000124. Check it and dial again, or call 969.",
    );
    expect((await answer("1*1*2026000123", dataWith("not sent"))).text).toBe(
      "END We cannot text the status of GRV-2026-000123. Call 969, free, with the reference.",
    );
    expect((await answer("1*1*12", dataWith("ok"))).text).toBe(
      `CON ${USSD_WORDS.en.badReference}\n${USSD_WORDS.en.askReference}\n0 Back 00 Home`,
    );
  });

  it('asks "Was it fixed?" under a resolved case\'s status, in every language, with every resolution', async () => {
    for (const [index, locale] of LOCALES.entries()) {
      const { fix } = USSD_WORDS[locale];
      const choices = `\n${fix.question}\n1 ${grievanceSmsWords[locale].yes}\n2 ${grievanceSmsWords[locale].no}`;
      for (const resolution of GRIEVANCE_RESOLUTIONS) {
        const params = { reference: LONGEST_GRIEVANCE.reference, status: "resolved", resolution };
        const status = renderSms("grievance status reply", params, locale);
        const resolved: UssdData = {
          ...dataWith("ok"),
          status: () => Promise.resolve({ answer: "shown", params, fixOpen: true }),
          statusText: (shown, inLocale) => renderSms("grievance status reply", shown, inLocale),
        };
        const { text, menu } = await answer(`${index + 1}*1*${LONGEST_GRIEVANCE.reference}`, resolved);
        expect(menu).toBe("status-result");
        expect(fitsUssdScreen(text), text).toBe(true);
        // After the status where both fit; else after the reference alone, which always fits.
        const shown = [`CON ${status}${choices}`, `CON ${fix.resolved.replace("{reference}", params.reference)}${choices}`];
        expect(shown, text).toContain(text);
        if (locale === "en" || locale === "pcm") expect(text).toBe(shown[0]);
      }
    }
  });

  it('records the answer to "Was it fixed?" for the case on the screen, and says what it did', async () => {
    const calls: unknown[] = [];
    const asked = "1*1*2026000123";
    expect((await answer(asked, dataWith("fix open", calls))).text).toMatch(/^CON .*\nWas it fixed\?\n1 Yes\n2 No$/s);
    expect((await answer(`${asked}*1`, dataWith("fix open", calls))).text).toBe("END Thank you. Your answer is recorded.");
    expect(calls.at(-1)).toEqual({ fixAnswer: "GRV-2026-000123", answer: "yes" });
    expect((await answer(`${asked}*2`, dataWith("fix open", calls))).text).toBe(`END ${USSD_WORDS.en.fix.no}`);
    expect(calls.at(-1)).toEqual({ fixAnswer: "GRV-2026-000123", answer: "no" });
    // Answered meanwhile, by SMS or past its 90 days: closed, with the line; over the limit; a failing database.
    expect((await answer(`3*1*2026000123*2`, dataWith("other"))).text).toBe(`END ${USSD_WORDS.yo.fix.closed.replace("{tollFree}", "969")}`);
    expect((await answer(`${asked}*1`, dataWith("limited"))).text).toBe("END Too many requests. Try later or call 969.");
    expect((await answer(`${asked}*2`, dataWith("fails"))).text).toBe("END Sorry, we cannot answer now. Please call 969.");
    // Neither 1 nor 2 is no answer: the question again, and nothing recorded.
    const before = calls.length;
    expect((await answer(`${asked}*3`, dataWith("fix open", calls))).text).toMatch(/^CON .*\n2 No$/s);
    expect(calls.slice(before)).toEqual([{ status: "GRV-2026-000123" }]);
  });

  it("says of a number the office has not checked what the web says, in every language", async () => {
    // As launched: the line and the 2021 short code, neither checked by the office yet.
    const launched: UssdData = {
      ...dataWith("ok"),
      officialNumbers: () =>
        Promise.resolve([
          { value: "969", checked: false },
          { value: "*969*", checked: false },
        ]),
    };
    for (const [index, locale] of LOCALES.entries()) {
      const words = USSD_WORDS[locale];
      const { text } = await answer(`${index + 1}*3`, launched);
      expect(text).toBe(`END ${words.neverPay}\n${words.notYetChecked} 969, *969*`);
      expect(fitsUssdScreen(text), text).toBe(true);
      expect(text).not.toContain(words.realNumbers);
    }
    const { text } = await answer("1*3", dataWith("ok"));
    expect(text).toBe(
      "END NASSCO never asks for money.\nReal numbers: 969, +234 800 000 0000, +234 800 000 0001\nReal, not yet checked by the office: *969*1#",
    );
  });

  it("answers a failing database with the toll-free line, in the caller's language", async () => {
    expect((await answer("3*5", dataWith("fails"))).text).toBe("END Ẹ má bínú, a kò lè dáhùn báyìí. Pe 969.");
    expect((await answer("1*4*20", dataWith("limited"))).text).toBe("END Too many requests. Try later or call 969.");
  });

  it("counts a session once at each menu it reaches", () => {
    const before = ussdSessionCounts()["report-category"] ?? 0;
    recordUssdArrival("session-a", "report-category");
    recordUssdArrival("session-a", "report-category");
    recordUssdArrival("session-b", "report-category");
    expect(ussdSessionCounts()["report-category"]).toBe(before + 2);
  });
});
