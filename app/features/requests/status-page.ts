import { paths } from "~/site/paths";
import { STATUS_FIELDS } from "~/site/query-params";

/** The acknowledgement's link: the page with both fields filled in, to be sent with one press. */
export function statusPageLink(reference: string, code: string): string {
  const query = new URLSearchParams({ [STATUS_FIELDS.reference]: reference, [STATUS_FIELDS.code]: code });
  return `${paths.darStatus}?${query}`;
}
