/** Entries on one page of a library list (documents, tenders). */
export const LIBRARY_PAGE_SIZE = 10;
