import type { TeamMember } from "~/features/management/team-member";
import type { StakeholderGroup } from "~/features/stakeholders/stakeholder";
import type { StateOffice } from "~/features/state-offices/state-office";

/**
 * The collections a content page shows among its blocks, read by its loader
 * (content-page.server.ts): absent when the page has no such block, null when
 * the database could not be read.
 */
export interface PageCollections {
  team?: TeamMember[] | null;
  stakeholders?: StakeholderGroup[] | null;
  stateOffices?: StateOffice[] | null;
}
