import { databaseErrorCode } from "../../../server/database/plain-error";
import type { KeyPlace } from "./key-place";

/**
 * A page of a list paged by key, read from `place`; when the database does
 * not recognise the key (22023: an edited address), the list's first page
 * instead, with `lost` set so the page says so with a 400.
 */
export async function pageAtKey<T>(place: KeyPlace, read: (place: KeyPlace) => Promise<T>): Promise<{ page: T; lost: boolean }> {
  try {
    return { page: await read(place), lost: false };
  } catch (error) {
    if (databaseErrorCode(error) !== "22023" || place === null) throw error;
    return { page: await read(null), lost: true };
  }
}

/** A page's keys and neighbours as the pager (key-pager.tsx) takes them; `paged` when the address named a place. */
export function pagerOf(
  page: { first: string | null; last: string | null; moreBefore: boolean; moreAfter: boolean },
  place: KeyPlace,
): { first: string | null; last: string | null; moreBefore: boolean; moreAfter: boolean; paged: boolean } {
  // A page reached by a link that now shows nothing (its rows changed meanwhile) offers the first page.
  return { first: page.first, last: page.last, moreBefore: page.moreBefore, moreAfter: page.moreAfter, paged: place !== null };
}
