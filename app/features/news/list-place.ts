/**
 * Where a page of the public news list starts (decision 0091): the list is
 * paged by key, never by OFFSET. A key is an article's place in the list's
 * order as the database writes it (news_list_key): the date it carries, when it
 * appeared (UTC, to the microsecond) and its id. `?older=KEY` is the page after
 * that article, `?newer=KEY` the page before it, `?month=YYYY-MM` the page that
 * starts with that month's newest article (or the nearest older one), and an old
 * numbered address `?page=N` leads to where page N starts (news.server.ts).
 */

/** An article's place in the list: `at` is an ISO timestamp PostgreSQL reads exactly, or "infinity". */
export interface NewsKey {
  on: string;
  at: string;
  id: string;
}

export type NewsPlace =
  | { kind: "start" }
  | { kind: "older"; key: NewsKey; month?: string }
  | { kind: "newer"; key: NewsKey }
  | { kind: "page"; page: number }
  | { kind: "bad" };

/** Old numbered addresses beyond this page lead to this page: reading where it starts stays as cheap as a page. */
export const OLDEST_NUMBERED_PAGE = 20;

const KEY = /^(\d{4})-(\d{2})-(\d{2})_(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{6})_([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const MONTH = /^(\d{4})-(\d{2})$/;
/** The longest id an address may carry; ids are slugs, far shorter. */
const ID_LENGTH = 200;

/** Whether y-m-d is a day of the calendar (2025-02-30 is not). */
function isDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1000;
}

/** A key from an address, or null when it is not one. */
export function parseNewsKey(text: string): NewsKey | null {
  const match = KEY.exec(text);
  if (!match || match[11]!.length > ID_LENGTH) return null;
  const [y, m, d, ty, tm, td, hh, mi, ss] = match.slice(1, 10).map(Number);
  if (!isDay(y!, m!, d!) || !isDay(ty!, tm!, td!) || hh! > 23 || mi! > 59 || ss! > 59) return null;
  const at = `${match[4]}-${match[5]}-${match[6]}T${match[7]}:${match[8]}:${match[9]}.${match[10]}Z`;
  return { on: `${match[1]}-${match[2]}-${match[3]}`, at, id: match[11]! };
}

/** The place where a month's news starts: after every article dated up to its last day. */
export function monthKey(text: string): NewsKey | null {
  const match = MONTH.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1000 || month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { on: `${match[1]}-${match[2]}-${String(last).padStart(2, "0")}`, at: "infinity", id: "" };
}

/** The page's place, from its address; more than one place, or one that cannot be read, is "bad". */
export function newsPlaceOf(query: URLSearchParams): NewsPlace {
  const given = (["older", "newer", "month", "page"] as const).filter((name) => query.has(name));
  if (given.length === 0) return { kind: "start" };
  if (given.length > 1 || query.getAll(given[0]!).length > 1) return { kind: "bad" };
  const name = given[0]!;
  const value = query.get(name)!;
  if (name === "page") {
    // As before the key: anything not a whole number reads as the first page.
    const page = /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : 1;
    return { kind: "page", page };
  }
  if (name === "month") {
    const key = monthKey(value);
    return key ? { kind: "older", key, month: value } : { kind: "bad" };
  }
  const key = parseNewsKey(value);
  if (!key) return { kind: "bad" };
  return name === "older" ? { kind: "older", key } : { kind: "newer", key };
}

/** The address of the list at a place: the start has no parameter. */
export function newsListHref(path: string, place: { older: string } | { newer: string } | { month: string } | null): string {
  if (place === null) return path;
  const [name, value] = Object.entries(place)[0]!;
  return `${path}?${name}=${encodeURIComponent(value)}`;
}
