import type { KeyPlace } from "~/features/staff-auth/key-place";
import type { ContentFilters } from "./content.server";
import { ITEM_STATUSES, PROVENANCES } from "./words";

/** The collection list's status filter: its values, as the database's page of items reads them, and their words. */
export const STATUS_FILTERS: Record<string, string> = {
  "": "Any status",
  live: "Live now",
  draft: "Not published",
  archived: "Archived",
  drafted: "With an open draft",
};

/** The filters a list's address asks for; a value the list does not know counts as none. */
export function listFilters(query: URLSearchParams): ContentFilters {
  const status = query.get("status") ?? "";
  const provenance = query.get("provenance") ?? "";
  return {
    status: Object.hasOwn(STATUS_FILTERS, status) ? status : "",
    provenance: Object.hasOwn(PROVENANCES, provenance) ? provenance : "",
  };
}

/** The list's first page with these filters, or the page after (or before) a row's key: plain links, so the pager needs no JavaScript. */
export function listHref(table: string, filters: ContentFilters, place: KeyPlace = null): string {
  const query = new URLSearchParams({ ...filters, ...(place ?? {}) });
  return `/staff/content/${table}?${query}#items`;
}

/** An item's status as the list says it: null is a new item that is a draft only. */
export function listedStatus(status: string | null, live: boolean): string {
  return status === null ? "New, not published" : live ? "Live" : (ITEM_STATUSES[status] ?? status);
}
