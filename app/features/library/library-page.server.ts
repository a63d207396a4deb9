import type { LibraryEntry } from "~/content/library-types";
import { listPageFromRequest } from "~/features/library/list-page.server";
import { sanitizeHtml } from "~/utils/safe-html.server";
import { LIBRARY_PAGE_SIZE } from "./library-page-size";

/** A library list's page number and its entries, each excerpt already made safe on the server. */
export function libraryPageData(request: Request, path: string, entries: LibraryEntry[]) {
  return {
    page: listPageFromRequest(request, path, entries.length, LIBRARY_PAGE_SIZE),
    entries: entries.map((entry) => ({ ...entry, excerpt: sanitizeHtml(entry.excerpt) })),
  };
}
