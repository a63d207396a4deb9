import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { TeamMember } from "./team-member";

/** The management team the office has published, in its order; read as the site's login, which sees only live rows. */
export async function liveTeam(): Promise<TeamMember[]> {
  const rows = await prisma.teamMember.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      role: true,
      bio: true,
      portraitUrl: true,
      linkedinUrl: true,
      xUrl: true,
      sourceAsAtYearOnly: true,
      ...PROVENANCE_FIELDS,
    },
  });
  // A report dated only by its year keeps only the year, so the label never names a month.
  return rows.map(({ sourceAsAtYearOnly, provenance, sourceUrl, sourceAsAt, ...member }) => ({
    ...member,
    ...provenanceOf({ provenance, sourceUrl, sourceAsAt, sourceAsAtYearOnly }),
  }));
}
