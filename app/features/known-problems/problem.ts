import type { Provenance, PublicSource } from "~/content/provenance";
import { FRAUD_CATEGORY, GRIEVANCE_CATEGORIES, type GrievanceCategory } from "~/features/grievances/kinds";

/**
 * A known problem (decision 0112): the office's notice, for a state or one of its LGAs and a
 * grievance category, that a problem is known and need not be reported again. Readers' sentences
 * are built from these fields in each language's words (./sentences.ts), so it has no translations.
 */
export interface KnownProblem {
  id: string;
  /** As the register names it ("FCT"). */
  state: string;
  /** null: the whole state. */
  lga: string | null;
  category: KnownProblemCategory;
  /** The office's new date for the fix, a Lagos day ("2027-03-20"), where it has one. */
  expectedOn: string | null;
  /** office: written by an officer; rule: published by the rule (many reports in 7 days). */
  origin: "office" | "rule";
  /** The web labels an illustrative notice; the text channels, which carry no label, never show one. */
  provenance: Provenance;
  source: PublicSource | null;
}

/** Every grievance category but fraud: each report of a scam is a case of its own (the table's CHECK too). */
export const KNOWN_PROBLEM_CATEGORIES = GRIEVANCE_CATEGORIES.filter((category) => category !== FRAUD_CATEGORY);
export type KnownProblemCategory = Exclude<GrievanceCategory, typeof FRAUD_CATEGORY>;

export function isKnownProblemCategory(category: string): category is KnownProblemCategory {
  return (KNOWN_PROBLEM_CATEGORIES as readonly string[]).includes(category);
}

/** The channels that show a notice before filing, as known_problem_reach counts them. */
export type KnownProblemChannel = "web" | "ussd" | "sms";

/** What readers' label calls an illustrative notice, and what content:audit asks the office for. */
export const KNOWN_PROBLEM_PROVENANCE = {
  noun: "known problem",
  supply: "the problem's place, category and new date, confirmed",
} as const;
