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
