import { paths } from "~/site/paths";

/** The names of the status page's fields, in its form and in the link the acknowledgement carries. */
export const STATUS_FIELDS = { reference: "reference", code: "code" } as const;

/** The acknowledgement's link: the page with both fields filled in, to be sent with one press. */
export function statusPageLink(reference: string, code: string): string {
  const query = new URLSearchParams({ [STATUS_FIELDS.reference]: reference, [STATUS_FIELDS.code]: code });
  return `${paths.darStatus}?${query}`;
}
