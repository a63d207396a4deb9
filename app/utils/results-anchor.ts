/**
 * Where a list's paging, sorting, filtering and searching land (issue 36):
 * the element with this id, at the top of the results. Without JavaScript the
 * browser scrolls there from the address's fragment instead of the top of the
 * page, 1,300 px and more above the results on a phone; on a hydrated page,
 * useResultsFocus() also moves the focus there. One id per page.
 */
export const RESULTS_ID = "results";

/** `href`, landing at the results. */
export function toResults(href: string): string {
  return `${href}#${RESULTS_ID}`;
}
