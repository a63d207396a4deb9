import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import { STAKEHOLDER_GROUPS, type StakeholderGroup } from "./stakeholder";

/** The organisations the office has published, in the page's groups and their order; read as the site's login, which sees only live rows. */
export async function liveStakeholderGroups(): Promise<StakeholderGroup[]> {
  const rows = await prisma.stakeholder.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, name: true, groupName: true, imageUrl: true, websiteUrl: true, sourceAsAtYearOnly: true, ...PROVENANCE_FIELDS },
  });
  return STAKEHOLDER_GROUPS.map(({ key, title }) => ({
    key,
    title,
    stakeholders: rows
      .filter((row) => row.groupName === key)
      .map(({ id, name, imageUrl, websiteUrl, ...row }) => ({ id, name, imageUrl, websiteUrl, ...provenanceOf(row) })),
  })).filter((group) => group.stakeholders.length > 0);
}
