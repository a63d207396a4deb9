/** The back office's grievance addresses, written once: the server and the pages both import them. */

/** The page an officer enters a call, paper form, visit or e-mail on; its form posts here whatever the address carries. */
export const ENTER_PAGE = "/staff/grievances/new";

/** A case's page in the back office. */
export function grievanceCaseHref(reference: string): string {
  return `/staff/grievances/${reference}`;
}
