import { liveContent } from "~/features/content/live.server";
import { PROVENANCE_FIELDS, provenanceOf, type ProvenanceColumns } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { VacancySummary } from "./vacancy";

/**
 * The vacancies open now, read as the site's login, which sees only live
 * rows. A vacancy stops being live when its closing day ends in Lagos: the
 * database sets its unpublish_at from its closing date.
 */

const open = () => ({ locale: "en", ...liveContent() });
const FIELDS = { slug: true, title: true, location: true, summary: true, closesOn: true, ...PROVENANCE_FIELDS } as const;

type Row = ProvenanceColumns & Omit<VacancySummary, "closesOn" | "provenance" | "source"> & { closesOn: Date };

const summary = ({ closesOn, provenance, sourceUrl, sourceAsAt, ...row }: Row): VacancySummary => ({
  ...row,
  closesOn: closesOn.toISOString().slice(0, 10),
  ...provenanceOf({ provenance, sourceUrl, sourceAsAt }),
});

/** Every open vacancy, closing soonest first. */
export async function openVacancies(): Promise<VacancySummary[]> {
  const rows = await prisma.vacancy.findMany({ where: open(), orderBy: [{ closesOn: "asc" }, { title: "asc" }], select: FIELDS });
  return rows.map(summary);
}

/** One open vacancy and its Markdown body, or null when it is closed, withdrawn or unknown. */
export async function findVacancy(slug: string): Promise<(VacancySummary & { body: string; publishAt: Date }) | null> {
  const row = await prisma.vacancy.findFirst({ where: { ...open(), slug }, select: { ...FIELDS, body: true, publishAt: true } });
  if (!row) return null;
  const { body, publishAt, ...rest } = row;
  return { ...summary(rest), body, publishAt };
}
