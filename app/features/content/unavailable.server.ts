import { data } from "@remix-run/node";
import { logFailure } from "~/utils/log.server";

/**
 * A collection read for a page that has words of its own (the banner, the
 * careers warning, the FAQ introduction): null when the database cannot be
 * read, logged under `step`, so the page still renders and says the rest is
 * unavailable.
 */
export async function readOrNull<T>(step: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    logFailure(step, error);
    return null;
  }
}

/** A page's loader data with 503 when its collection could not be read, so that no cache keeps that page. */
export function pageData<T extends Record<string, unknown>>(values: T, collection: unknown) {
  return data(values, { status: collection === null ? 503 : 200 });
}
