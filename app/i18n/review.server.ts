import { prisma } from "~/utils/db.server";
import type { Locale } from "./locales";

/** Whether a publisher has marked this language's furniture reviewed (staff_locale_review()); false when it cannot be read. */
export async function furnitureReviewed(locale: Locale): Promise<boolean> {
  try {
    const [row] = await prisma.$queryRaw<
      { reviewed: boolean }[]
    >`SELECT reviewed_at IS NOT NULL AS reviewed FROM content_locale WHERE code = ${locale}`;
    return row?.reviewed ?? false;
  } catch {
    // Saying "draft" is the safe answer; the page's own reads report the database.
    return false;
  }
}
