import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { Slide } from "./slide";

/**
 * The carousel slides the office has published, in their order; read as the
 * site's login, which sees only live rows. Only what the slide shows: the
 * loader's data travels in the home page's HTML.
 */
export async function liveSlides(): Promise<Slide[]> {
  const rows = await prisma.carouselSlide.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, title: true, description: true, imageUrl: true, link: true, ...PROVENANCE_FIELDS },
  });
  return rows.map(({ id, title, description, imageUrl, link, ...row }) => ({
    id,
    title,
    description,
    imageUrl,
    link,
    ...provenanceOf(row),
  }));
}
