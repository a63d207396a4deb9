import { liveContent } from "~/features/content/live.server";
import { renderMarkdown } from "~/features/content/markdown.server";
import { PROVENANCE_FIELDS, provenanceOf, type ProvenanceColumns } from "~/features/content/source";
import { prisma } from "~/utils/db.server";
import type { LibraryEntry } from "./entry";

/**
 * The documents and tenders the office has published, newest first, read
 * through Prisma's model API as the site's login, which sees only live rows.
 * Each list is short (tens of files), so a page takes its share of the
 * whole list; tenders put the open ones first, which depends on today.
 */

const published = () => ({ locale: "en", ...liveContent() });
const NEWEST_FIRST = [{ publishedOn: "desc" as const }, { id: "asc" as const }];
const FIELDS = { id: true, title: true, publishedOn: true, summary: true, imageUrl: true, fileUrl: true, ...PROVENANCE_FIELDS } as const;

type Row = ProvenanceColumns & { id: string; title: string; publishedOn: Date; summary: string; imageUrl: string; fileUrl: string };

const entry = (row: Row, closesOn: Date | null = null): LibraryEntry => ({
  id: row.id,
  title: row.title,
  published: row.publishedOn.toISOString().slice(0, 10),
  excerpt: renderMarkdown(row.summary),
  imageUrl: row.imageUrl,
  link: row.fileUrl,
  closes: closesOn ? closesOn.toISOString().slice(0, 10) : null,
  ...provenanceOf(row),
});

export async function liveDocuments(): Promise<LibraryEntry[]> {
  const rows = await prisma.policyDocument.findMany({ where: published(), orderBy: NEWEST_FIRST, select: FIELDS });
  return rows.map((row) => entry(row));
}

export async function liveTenders(): Promise<LibraryEntry[]> {
  const rows = await prisma.tender.findMany({ where: published(), orderBy: NEWEST_FIRST, select: { ...FIELDS, closesOn: true } });
  return rows.map((row) => entry(row, row.closesOn));
}

/** A published tender as its feed gives it: the notice's day, its plain summary, its file and closing date. */
export interface TenderFeedEntry {
  id: string;
  title: string;
  publishedOn: Date;
  summary: string;
  fileUrl: string;
  closesOn: Date | null;
}
