import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { Testimonial } from "./testimonial";

/** The testimonials the office has published, in their order; read as the site's login, which sees only live rows. */
export async function liveTestimonials(): Promise<Testimonial[]> {
  const rows = await prisma.testimonial.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, speaker: true, place: true, message: true, ...PROVENANCE_FIELDS },
  });
  return rows.map(({ id, speaker, place, message, ...row }) => ({ id, speaker, place, message, ...provenanceOf(row) }));
}
