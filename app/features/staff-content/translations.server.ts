import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";

/** A translation's state, as staff_translations() reports it for each live English item and language. */
export type TranslationStatus = "missing" | "draft" | "unreviewed" | "stale" | "reviewed";

export interface TranslationRow {
  collection: string;
  itemId: string;
  label: string;
  locale: string;
  translationId: string | null;
  state: TranslationStatus;
}

/** Every live English item and its translation's state in each language (editors and publishers). */
export async function translationStatus(member: StaffMember): Promise<TranslationRow[]> {
  const rows = await prisma.$queryRaw<
    { collection: string; item_id: string; label: string; locale: string; translation_id: string | null; state: TranslationStatus }[]
  >`SELECT collection, item_id, label, locale, translation_id, state FROM staff_translations(${member.tokenHash})`;
  return rows.map((row) => ({
    collection: row.collection,
    itemId: row.item_id,
    label: row.label,
    locale: row.locale,
    translationId: row.translation_id,
    state: row.state,
  }));
}

/** Whether each language's page furniture has been reviewed, and by whom. */
export async function furnitureReviews(): Promise<{ code: string; reviewedBy: string | null; reviewedAt: Date | null }[]> {
  const rows = await prisma.$queryRaw<{ code: string; reviewed_by: string | null; reviewed_at: Date | null }[]>`
    SELECT code, reviewed_by, reviewed_at FROM content_locale WHERE code <> 'en' ORDER BY code`;
  return rows.map((row) => ({ code: row.code, reviewedBy: row.reviewed_by, reviewedAt: row.reviewed_at }));
}

/** A publisher marks a language's furniture reviewed, or back to a draft (staff_locale_review(), audited). */
export async function reviewFurniture(member: StaffMember, locale: string, reviewed: boolean): Promise<void> {
  await prisma.$executeRaw`SELECT staff_locale_review(${member.tokenHash}, ${locale}, ${reviewed})`;
}
