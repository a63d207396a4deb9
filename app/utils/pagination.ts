/**
 * Paging for the news, document and tender lists (?page=N). A page outside
 * 1..pages is moved to the nearest valid page; anything that is not a whole
 * number reads as page 1.
 */
export interface PageSlice<T> {
  items: T[];
  page: number;
  pages: number;
}

export function pageCountFor(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page asked for, clamped, and whether the address should be rewritten to it. */
export function readPage(raw: string | null, pages: number): { page: number; canonical: boolean } {
  if (raw === null) return { page: 1, canonical: true };
  const asked = /^\s*-?\d{1,9}\s*$/.test(raw) ? Number(raw) : 1;
  const page = Math.min(Math.max(asked, 1), pages);
  return { page, canonical: String(page) === raw && page !== 1 };
}

export function slicePage<T>(items: readonly T[], page: number, size: number): PageSlice<T> {
  const pages = pageCountFor(items.length, size);
  const current = Math.min(Math.max(page, 1), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

/** The canonical address of a page of a list: page 1 has no parameter. */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
