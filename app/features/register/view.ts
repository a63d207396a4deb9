import { LGA_VIEW_PARAMS } from "~/site/query-params";

/**
 * The LGA table's state, all of it in the URL, so a view can be bookmarked:
 * ?q=&state=&sort=&dir=&size=&page=. Bad values become safe ones; the route
 * then redirects to the canonical address.
 */

/**
 * The register table's columns, once: the page's headings and sort links,
 * the CSV's header and rows, the importer's expected header and the SQL
 * behind each sort (by key) all come from here. Headings as the spec writes them.
 */
export const LGA_COLUMNS = [
  { key: "state", heading: "STATE", numeric: false },
  { key: "lga", heading: "LGA", numeric: false },
  { key: "households", heading: "HOUSEHOLDS", numeric: true },
  { key: "individuals", heading: "INDIVIDUALS", numeric: true },
  { key: "male", heading: "MALE", numeric: true },
  { key: "female", heading: "FEMALE", numeric: true },
] as const;

export type LgaColumn = (typeof LGA_COLUMNS)[number];
export type SortKey = LgaColumn["key"];
export type CountKey = Extract<LgaColumn, { numeric: true }>["key"];
export const SORT_KEYS: readonly SortKey[] = LGA_COLUMNS.map((column) => column.key);
export const COUNT_COLUMNS = LGA_COLUMNS.filter((column): column is Extract<LgaColumn, { numeric: true }> => column.numeric);

export function lgaColumn(key: SortKey): LgaColumn {
  return LGA_COLUMNS.find((column) => column.key === key) ?? LGA_COLUMNS[0];
}

/** The columns of the state CSV: the sums of the LGA rows for each state. */
export const STATE_CSV_COLUMNS = ["STATE", "LGAS", "HOUSEHOLDS", "INDIVIDUALS"] as const;

/** The label of the national total row, wherever a reader could mistake it for one more row. */
export const NATIONAL_TOTAL_LABEL = "Nigeria (total)";

export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number] | "all";
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const QUERY_MAX = 100;

/** The parameters the site keeps on the table's address (site/query-params.ts) are fields of a view; the type refuses one that is not. */
const _viewParams: readonly (keyof LgaView)[] = LGA_VIEW_PARAMS;

export interface LgaView {
  q: string;
  /** Exact state filter, used by the coverage map's links. */
  state: string;
  sort: SortKey | null;
  dir: "asc" | "desc";
  size: PageSize;
  page: number;
}

/** The canonical query string for a view: defaults left out, keys in a fixed order. */
export function lgaViewSearch(view: LgaView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.state) params.set("state", view.state);
  if (view.sort) {
    params.set("sort", view.sort);
    params.set("dir", view.dir);
  }
  if (view.size !== DEFAULT_PAGE_SIZE) params.set("size", String(view.size));
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A header click: a new column sorts ascending, the same column toggles; back to page 1. */
export function sortedBy(view: LgaView, key: SortKey): LgaView {
  const dir = view.sort === key && view.dir === "asc" ? "desc" : "asc";
  return { ...view, sort: key, dir, page: 1 };
}

export function pageCount(matches: number, size: PageSize): number {
  return size === "all" ? 1 : Math.max(1, Math.ceil(matches / size));
}
