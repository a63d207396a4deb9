import type { Sourced } from "~/content/provenance";

/** The stakeholders page's groups, in the spec's order, with its headings; stakeholder.group_name holds the key. */
export const STAKEHOLDER_GROUPS = [
  { key: "donors", title: "DONORS/DEPARTMENT PARTNERS" },
  { key: "government", title: "GOVERNMENT AGENCIES" },
  { key: "private", title: "PRIVATE ORGANIZATIONS" },
] as const;

export type StakeholderGroupKey = (typeof STAKEHOLDER_GROUPS)[number]["key"];

/** An organisation as the stakeholders page shows it: a logo linking to its website. */
export interface Stakeholder extends Sourced {
  id: string;
  name: string;
  imageUrl: string;
  websiteUrl: string;
}

/** A group's heading and its organisations; a group with none is left out. */
export interface StakeholderGroup {
  key: StakeholderGroupKey;
  title: string;
  stakeholders: Stakeholder[];
}

/** Where an organisation's tile sits on the page, which search links to: "stakeholder-unicef". */
export const stakeholderAnchor = (id: string) => `stakeholder-${id}`;
