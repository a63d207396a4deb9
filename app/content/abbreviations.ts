/**
 * The short names readers type for what the site describes in full. The
 * search index adds the short name to every entry that mentions the long one,
 * so a search for "esmp" or "YESSO" finds what "Environmental and Social
 * Management Plan" or "Youth Empowerment and Social Support Operations" does.
 */
export const abbreviations: Record<string, string> = {
  ESMP: "Environmental and Social Management Plan",
  NSR: "National Social Register",
  CSDP: "Community and Social Development Project",
  NCTP: "National Cash Transfer Programme",
  YESSO: "Youth Empowerment and Social Support Operations",
  DARF: "Data Access Request Form",
  NIN: "National Identification Number",
  SOCU: "State Operations Coordinating Unit",
  NASSCO: "National Social Safety-Nets Coordinating Office",
};

/** The short names of every long name the text mentions, for the index to add. */
export function abbreviationsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.entries(abbreviations)
    .filter(([, long]) => lower.includes(long.toLowerCase()))
    .map(([short]) => short);
}
