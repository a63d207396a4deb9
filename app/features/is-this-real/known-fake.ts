import type { Sourced } from "~/content/provenance";

export const FAKE_KINDS = ["site", "message", "scheme"] as const;
export const FAKE_DEMANDS = ["money", "personal-data", "bank-details"] as const;

/** A fake reported to the office, as "Is this real?" lists it. */
export interface KnownFake extends Sourced {
  id: string;
  kind: (typeof FAKE_KINDS)[number];
  lookedLike: string;
  askedFor: (typeof FAKE_DEMANDS)[number] | null;
  /** "2025-02-03". */
  reportedOn: string;
}

/**
 * What a fake looked like, written so that no browser, phone or mail
 * program makes it a link a reader could tap by mistake: the scheme dropped,
 * and every dot between a name's parts bracketed ("nctocct[.]com"), as
 * security advisories write the addresses they warn of.
 */
export function unclickable(text: string): string {
  return text.replace(/\b(?:https?|ftp):\/\//gi, "").replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]*\p{L})/gu, "$1[.]");
}
