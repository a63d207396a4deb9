/** Entries per page of the document and tender lists. */
export const LIBRARY_PAGE_SIZE = 10;
