import { listPageFromRequest } from "~/features/library/list-page.server";
import type { LibraryEntry } from "./entry";
import { LIBRARY_PAGE_SIZE } from "./library-page-size";

/** A library list's page number and its entries (their excerpts already made safe by library.server.ts). */
export function libraryPageData(request: Request, path: string, entries: LibraryEntry[]) {
  return { page: listPageFromRequest(request, path, entries.length, LIBRARY_PAGE_SIZE), entries };
}
