import { navigation } from "~/content/navigation";
import { paths } from "~/site/paths";
import { isLocale, splitLocale, type Locale } from "./locales";
import type { Messages } from "./messages/en";
import { englishPageWords, type PageWords, type PageWordsByPath } from "./page-words";
import { wantsHydration, type RouteHandle, type WordKey } from "~/utils/handle";

/** A language's words: its furniture (messages/<code>.ts) and each page's words (pages/<code>.ts). */
export interface Words {
  messages: Messages;
  pages: PageWordsByPath;
}

export type WordSection = keyof Messages;

/**
 * What of the furniture every page reads: the header, the menus, the footer,
 * the notices, the translation notice and the error pages, and the footer's
 * and search form's few words of other sections. A page that hydrates gets
 * these and what its routes name in `handle.words`, nothing else (decision
 * 0098).
 */
export const CHROME_WORDS: readonly WordKey[] = [
  "chrome",
  "languages",
  "footer",
  "notices",
  "translation",
  "errors",
  "isThisReal.title",
  "grievanceForm.title",
  "payments.title",
  "serviceStatus.title",
  // The search form's offline message (components/search-form.tsx).
  "form.error",
  // The footer's newsletter form's honeypot (features/forms/honeypot-field.tsx).
  "form.honeypotLabel",
  "search.networkError",
  // The provenance labels of the footer's, the menus' and the lists' items (components/provenance-label.tsx).
  "lists.publishedItem",
  "lists.source",
  "lists.illustrativeItem",
  "lists.placeholderVideo",
  "lists.placeholderPdfPage",
  "lists.placeholderPdf",
];

/** The element that carries a hydrated page's words: a JSON data block, which no browser runs. */
export const PAGE_WORDS_ID = "page-words";

interface PageMatch {
  id: string;
  pathname?: string;
  handle?: unknown;
  data?: unknown;
}

/** Whether the page drawn for these matches loads React's scripts: a route asks for it, and the reader did not ask for lite pages. */
export function pageHydrates(matches: readonly PageMatch[]): boolean {
  const root = matches.find((match) => match.id === "root")?.data as { lite?: boolean } | undefined;
  return !root?.lite && matches.some(wantsHydration);
}

/** What of the furniture a page needs in the browser: null for a page without script, which is drawn from the whole catalogue. */
export function pageWordKeys(matches: readonly PageMatch[]): WordKey[] | null {
  if (!pageHydrates(matches)) return null;
  const keys = new Set<WordKey>(CHROME_WORDS);
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    for (const key of (typeof handle === "object" && handle !== null ? handle.words : undefined) ?? []) keys.add(key);
  }
  return [...keys].sort();
}

/** The furniture's `keys` out of a whole catalogue: whole sections and single words, in the catalogue's order. */
export function pickMessages(all: Messages, keys: readonly WordKey[]): Partial<Record<WordSection, Record<string, string>>> {
  const wanted = new Map<WordSection, Set<string> | "all">();
  for (const key of keys) {
    const [section, word] = key.split(".") as [WordSection, string | undefined];
    const sofar = wanted.get(section);
    if (word === undefined) wanted.set(section, "all");
    else if (sofar !== "all") wanted.set(section, (sofar ?? new Set()).add(word));
  }
  return Object.fromEntries(
    (Object.keys(all) as WordSection[])
      .filter((section) => wanted.has(section))
      .map((section) => {
        const words = wanted.get(section)!;
        const entries = Object.entries(all[section]).filter(([word]) => words === "all" || words.has(word));
        return [section, Object.fromEntries(entries)];
      }),
  );
}

const GROUP_PATHS = new Set(navigation.map((group) => group.path));

/**
 * The pages' words a hydrated page draws: every page's name (the menus), and the rest (the
 * description, the hero's title and tagline) for the menus' groups, the page itself and its
 * group. English is the navigation tree's, which the scripts hold anyway.
 */
function pickPages(pages: PageWordsByPath, path: string): PageWordsByPath {
  if (pages === englishPageWords) return pages;
  return Object.fromEntries(
    Object.entries(pages).map(([page, words]) => [
      page,
      page === path || GROUP_PATHS.has(page) || path.startsWith(`${page}/`) ? words : ({ name: words.name } as PageWords),
    ]),
  );
}

/**
 * What the server does with a word a hydrated page reads and does not name: in development and
 * unit tests it throws, where the developer sees it; in production the entry logs it and the page
 * gets the word from the whole catalogue, so a reader never meets a 500 for a missing name (the
 * browser, which lacks the word, redraws that part: a hydration error the browser tests catch).
 */
export type MissingWord = (name: string, found: unknown) => unknown;

const throwMissing: MissingWord = (name) => {
  throw new Error(`"${name}" is not among this page's words: name it in its route's handle.words (i18n/words.ts).`);
};

let onMissing: MissingWord = throwMissing;

/** On the server, a hydrated page's words, with `whole` (the catalogue) behind them for onMissing. */
function strict<T extends object>(value: T, whole: object, where: string): T {
  return new Proxy(value, {
    get(target, name, receiver) {
      if (typeof name === "string" && !(name in target) && name !== "toJSON" && name !== "then")
        return onMissing(`${where}${name}`, Reflect.get(whole, name) as unknown);
      const found = Reflect.get(target, name, receiver) as unknown;
      return typeof found === "object" && found !== null && where === ""
        ? strict(found, Reflect.get(whole, name) as object, `${String(name)}.`)
        : found;
    },
  });
}

/**
 * Every language's words, on the server only (i18n/messages.server.ts hands
 * them over when entry.server loads it): client code never imports a
 * catalogue, English included, so a browser downloads none as script.
 */
let catalogue: Record<Locale, Words> | null = null;
/** A short digest of a text (the server's SHA-256): it names a page's words in their address. */
let digestOf: (text: string) => string = () => {
  throw new Error("No digest was provided (entry.server provides it).");
};

export function provideCatalogue(
  all: Record<Locale, Words>,
  options: { missing?: MissingWord; digest?: (text: string) => string } = {},
): void {
  catalogue = all;
  onMissing = options.missing ?? throwMissing;
  if (options.digest) digestOf = options.digest;
}

/** The words a page is drawn from: on the server, the catalogue (only the page's sections when it hydrates); in the browser, the page's own. */
export function wordsOf(locale: Locale, matches: readonly PageMatch[]): Words {
  if (catalogue === null) return browserWords().words;
  const keys = pageWordKeys(matches);
  if (keys === null) return catalogue[locale];
  return wordsFor(locale, splitLocale(matches[matches.length - 1]?.pathname ?? "/").path, keys).words;
}

const picked = new Map<string, { words: Words; digest?: string }>();

/**
 * A hydrated page's words, on the server: what `keys` name of the furniture, and the pages' words
 * for `path`. The server draws the page from the very words the browser will have, so a word a
 * page reads and does not name fails here (MissingWord), never as a broken page in a browser.
 */
function wordsFor(locale: Locale, path: string, keys: readonly WordKey[]): { words: Words; digest?: string } {
  const all = catalogue![locale];
  const key = `${locale} ${path} ${keys.join(" ")}`;
  let entry = picked.get(key);
  if (!entry) {
    entry = {
      words: { messages: strict(pickMessages(all.messages, keys), all.messages, "") as Messages, pages: pickPages(all.pages, path) },
    };
    // At most one per page, language and set of words: the site's pages are few.
    if (picked.size < 1000) picked.set(key, entry);
  }
  return entry;
}

/** The digest of a page's words as their file holds them, worked out once. */
function digestFor(entry: { words: Words; digest?: string }): string {
  return (entry.digest ??= digestOf(wordsJson(entry.words)));
}

/** The address of a hydrated page's words: its language, path and the words beyond the chrome's, and their digest. */
export function pageWordsAddress(locale: Locale, matches: readonly PageMatch[]): string | null {
  const keys = pageWordKeys(matches);
  if (keys === null) return null;
  const path = splitLocale(matches[matches.length - 1]?.pathname ?? "/").path;
  const own = keys.filter((key) => !CHROME_WORDS.includes(key));
  const query = new URLSearchParams({ locale, path, words: own.join(","), v: digestFor(wordsFor(locale, path, keys)) });
  // Their own file (paths.pageWords), fetched while the scripts load, not in the page's first HTML
  // (decision 0098), and kept by the browser for good under the digest its address names.
  return `${paths.pageWords}?${query.toString()}`;
}

/** Whether `key` names a section of the furniture or one of its words. */
function isWordKey(key: string): key is WordKey {
  const [section, word, more] = key.split(".");
  const words = (catalogue?.en.messages as Record<string, Record<string, string>> | undefined)?.[section ?? ""];
  return words !== undefined && more === undefined && (word === undefined || word in words);
}

/**
 * The file pageWordsAddress names, read back from its query (routes/page-words[.]json.ts): null for
 * a query that names no language, no path or a word the furniture lacks; `current` says whether
 * its digest is today's (a page from before a release names yesterday's).
 */
export function pageWordsFile(query: URLSearchParams): { json: string; current: boolean } | null {
  const locale = query.get("locale");
  const path = query.get("path");
  const own = query.get("words")?.split(",").filter(Boolean) ?? [];
  if (catalogue === null || !isLocale(locale) || path === null || !path.startsWith("/") || path.length > 300) return null;
  if (own.length > 100 || !own.every(isWordKey)) return null;
  const keys = [...new Set<WordKey>([...CHROME_WORDS, ...own])].sort();
  const entry = wordsFor(locale, path, keys);
  return { json: wordsJson(entry.words), current: query.get("v") === digestFor(entry) };
}

let fromPage: { words: Words; json: string; address: string } | null = null;

/**
 * The page's words in the browser, read once from its data block, which the page's first script
 * filled from the block's address before React started; the block's text and address as they
 * stand, to draw it again unchanged.
 */
export function browserWords(): { words: Words; json: string; address: string } {
  if (fromPage) return fromPage;
  const block = typeof document === "undefined" ? null : document.getElementById(PAGE_WORDS_ID);
  const json = block?.textContent || null;
  if (block === null || json === null) throw new Error("This page carries no words for its scripts.");
  const words = JSON.parse(json) as Partial<Words> & { messages: Messages };
  // English pages' words are the navigation tree's, which the scripts hold anyway (i18n/page-words.ts).
  fromPage = { words: { messages: words.messages, pages: words.pages ?? englishPageWords }, json, address: block.dataset["src"] ?? "" };
  return fromPage;
}

/**
 * A page's words as the text of its data block: JSON, with "<" escaped so that no "</script>" can
 * end it; English pages' words are left out, since the scripts have them (browserWords).
 */
export function wordsJson(words: Words): string {
  const carried = words.pages === englishPageWords ? { messages: words.messages } : words;
  return JSON.stringify(carried).replace(/</g, "\\u003c");
}
