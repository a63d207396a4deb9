import { prisma } from "~/utils/db.server";
import type { GrievanceFigures } from "./figures";

/**
 * How long one count is shown: as long as a shared cache keeps the page
 * (PUBLIC_PAGE_CACHE_CONTROL's max-age). At 100,000 cases a count takes most
 * of a second, so five languages and the CSV share one a minute, and the
 * page says when it was made.
 */
export const FIGURES_FRESH_MS = 60_000;

let kept: { at: number; figures: Promise<GrievanceFigures> } | null = null;

/**
 * The figures as published: the public site's login may call
 * grievance_statistics() and read no grievance row, so what it gets is
 * already counted and suppressed.
 */
export function readGrievanceFigures(now = Date.now()): Promise<GrievanceFigures> {
  if (kept && now - kept.at < FIGURES_FRESH_MS) return kept.figures;
  const figures = prisma.$queryRaw<{ figures: GrievanceFigures }[]>`SELECT grievance_statistics() AS figures`.then(([row]) => row!.figures);
  const entry = { at: now, figures };
  kept = entry;
  // A failure is not kept: the next request asks again.
  figures.catch(() => {
    if (kept === entry) kept = null;
  });
  return figures;
}
