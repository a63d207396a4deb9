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
