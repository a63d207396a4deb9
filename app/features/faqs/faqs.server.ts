import { liveContent } from "~/features/content/live.server";
import { renderMarkdown } from "~/features/content/markdown.server";
import { PROVENANCE_FIELDS, provenanceOf } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { FaqEntry } from "./faq";

/** The questions the office has published, in their order, each answer as safe HTML; read as the site's login, which sees only live rows. */
export async function liveFaqs(): Promise<FaqEntry[]> {
  const rows = await prisma.faq.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, question: true, answer: true, ...PROVENANCE_FIELDS },
  });
  return rows.map(({ id, question, answer, ...row }) => ({ id, question, html: renderMarkdown(answer), ...provenanceOf(row) }));
}
