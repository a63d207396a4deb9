import { STATUS_FIELDS } from "~/site/query-params";

/**
 * The acknowledgement's link: a status page (`paths.darStatus`, `paths.grievanceStatus`) with both
 * fields filled in, to be sent with one press.
 */
export function statusPageLink(page: string, reference: string, code: string): string {
  const query = new URLSearchParams({ [STATUS_FIELDS.reference]: reference, [STATUS_FIELDS.code]: code });
  return `${page}?${query}`;
}
