import { prisma } from "~/utils/db.server";
import { log } from "~/utils/log.server";
import type { GrievanceFigures } from "./figures";
import { determined, workBack } from "./work-back";

/**
 * How long one count is shown: as long as a shared cache keeps the page
 * (PUBLIC_PAGE_CACHE_CONTROL's max-age). At 100,000 cases a count takes most
 * of a second, so five languages and the CSV share one a minute, and the
 * page says when it was made.
 */
export const FIGURES_FRESH_MS = 60_000;

let kept: { at: number; figures: Promise<GrievanceFigures> } | null = null;

/**
 * Figures from which a reader could work a count back to one value. Rounding every count and the
 * total each on its own leaves one arrangement open (decision 0084): every count of a breakdown at
 * the same edge of its rounding, so that the total pins them all. Then nothing is published until
 * the next count, as when the database cannot be read: withholding only some figures would tell
 * which arrangement it is. The check is the tests' own (work-back.ts), a few milliseconds.
 */
export class FiguresHeldBack extends Error {
  override name = "FiguresHeldBack";
}

function publishable(figures: GrievanceFigures): GrievanceFigures {
  // Before the first case the page says there is none: that all is 0 is no one's secret.
  if (!figures.first_day) return figures;
  const exact = determined(workBack(figures));
  if (exact.length) {
    // The log names the tables, never a count, so that the office knows why the page is empty.
    const tables = [...new Set(exact.map((cell) => cell.table))];
    log.warn({ step: "grievance statistics", tables }, `Grievance figures held back: counts could be worked back in ${tables.join(", ")}.`);
    throw new FiguresHeldBack();
  }
  return figures;
}

/**
 * The figures as published: the public site's login may call
 * grievance_statistics() and read no grievance row, so what it gets is
 * already counted and rounded.
 */
export function readGrievanceFigures(now = Date.now()): Promise<GrievanceFigures> {
  if (kept && now - kept.at < FIGURES_FRESH_MS) return kept.figures;
  const figures = prisma.$queryRaw<{ figures: GrievanceFigures }[]>`SELECT grievance_statistics() AS figures`.then(([row]) =>
    publishable(row!.figures),
  );
  const entry = { at: now, figures };
  kept = entry;
  // A failure is not kept: the next request asks again. Figures held back are, like figures: counting
  // again at once would give the same.
  figures.catch((error: unknown) => {
    if (kept === entry && !(error instanceof FiguresHeldBack)) kept = null;
  });
  return figures;
}
