import type { Sourced } from "~/content/provenance";

/** A member of the management team as the about-us page shows them. */
export interface TeamMember extends Sourced {
  id: string;
  /** Empty until the office (or a dated public report) names the person; the role is shown instead. */
  name: string;
  role: string;
  bio: string;
  portraitUrl: string;
  linkedinUrl: string | null;
  xUrl: string | null;
}

/** Where a member's profile sits on the page, which search links to: "person-national-coordinator". */
export const teamMemberAnchor = (id: string) => `person-${id}`;
