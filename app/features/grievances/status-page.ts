import { paths } from "~/site/paths";
import { STATUS_FIELDS } from "~/site/query-params";

/** The acknowledgement's link: the status page with both fields filled in, to be sent with one press. */
export function grievanceStatusLink(reference: string, code: string): string {
  const query = new URLSearchParams({ [STATUS_FIELDS.reference]: reference, [STATUS_FIELDS.code]: code });
  return `${paths.grievanceStatus}?${query}`;
}
