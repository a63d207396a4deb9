import { formatCount } from "~/utils/format";

/** The words of the register table page (/where-we-work/nsr-summary-by-lga). */
export const lgaTableText = {
  title: "SUMMARY OF NATIONAL SOCIAL REGISTER BY LGAs",
  figureCaption: "Enumerators record each household identified by its community; the register is the sum of this work across every LGA.",
  unavailable: "The register summary is not available just now. Please try again in a few minutes.",
  empty: "No matching records found.",
  noMatches: "No LGAs match.",
  caption: "Households and individuals on the National Social Register, by LGA",
  totalFirst: "The first row, in bold, is the national total; it stays first whatever the search, sort or page.",
  searchLabel: "Search the table",
  searchHint: "Any part of a state, an LGA or a count, e.g. kano or 12345.",
  clearSearch: "Clear the search",
  sizeLabel: "Rows per page",
} as const;

/** What the table shows: "Showing 21 to 40 of 774 LGAs", or "1 LGA" when one matches. */
export function lgaCountText({
  first,
  last,
  matches,
  q,
  state,
}: {
  first: number;
  last: number;
  matches: number;
  q: string;
  state: string;
}): string {
  const within = `${q ? ` matching "${q}"` : ""}${state ? ` in ${state}` : ""}`;
  if (matches === 0) return lgaTableText.noMatches;
  if (matches === 1) return `1 LGA${within}.`;
  return `Showing ${formatCount(first)} to ${formatCount(last)} of ${formatCount(matches)} LGAs${within}.`;
}
