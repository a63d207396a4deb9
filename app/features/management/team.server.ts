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
  return rows.map(({ sourceAsAtYearOnly, provenance, sourceUrl, sourceAsAt, ...member }) => {
    const { source, ...sourced } = provenanceOf({ provenance, sourceUrl, sourceAsAt });
    // A report dated only by its year keeps only the year, so the label never names a month.
    return { ...member, ...sourced, source: source && sourceAsAtYearOnly ? { ...source, asAt: source.asAt.slice(0, 4) } : source };
  });
}
