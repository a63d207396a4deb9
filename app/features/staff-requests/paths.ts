/** The back office's request addresses, written once: the server and the pages both import them. */

/** A request's page in the back office. */
export function requestCaseHref(reference: string): string {
  return `/staff/requests/${reference}`;
}
