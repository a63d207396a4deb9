/**
 * Where a page of a back-office list paged by key starts (the request queue,
 * a content collection): after the last row of the page before, or before the
 * first row of the page after. A key is a row's time to the microsecond and its
 * id, as the database writes it; the database refuses one it does not recognise.
 */
export type KeyPlace = { after: string } | { before: string } | null;

/** The longest key an address may carry: a timestamp and an id, with room. */
const KEY_LENGTH = 200;

/** The page's place, from its address. */
export function keyPlaceOf(query: URLSearchParams): KeyPlace {
  const after = query.get("after");
  const before = query.get("before");
  if (after) return { after: after.slice(0, KEY_LENGTH) };
  if (before) return { before: before.slice(0, KEY_LENGTH) };
  return null;
}
