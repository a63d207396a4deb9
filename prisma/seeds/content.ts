import type { Prisma } from "../../app/generated/prisma/client";
import type { NewsArticle } from "../../app/features/news/article";
import { seededNews } from "./content/news-articles";
import type { SeedStep } from "./seed-step";

/**
 * The name the seed writes under (created_by, updated_by, each revision's
 * actor). A row whose updated_by is still this one has been changed by nobody
 * since, so the seed may bring it in line with the code; any other row is the
 * office's, and the seed leaves it alone.
 */
export const SEED_ACTOR = "seed";

/** Published from midnight in Lagos on the article's date. */
function newsRow(article: NewsArticle) {
  const lagosMidnight = new Date(article.publishedOn.getTime() - 60 * 60 * 1000);
  const { source, ...fields } = article;
  return {
    ...fields,
    sourceUrl: source?.url ?? null,
    sourceAsAt: source ? new Date(`${source.asAt}T00:00:00Z`) : null,
    status: "published",
    publishAt: lagosMidnight,
  } satisfies Prisma.NewsArticleUncheckedCreateInput;
}

/**
 * Writes the content the site launched with, once, by stable id: missing rows
 * are inserted, rows only the seed has written are updated (the database
 * skips an update that changes nothing, and leaves no revision for it) or,
 * once dropped from the seed, archived; rows anyone else has changed are left
 * as they are.
 */
export const seedContent: SeedStep = async (prisma, log) => {
  const rows = seededNews.map(newsRow);
  const written = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('nassco.actor', ${SEED_ACTOR}, true)`;
    const existing = new Map(
      (await tx.newsArticle.findMany({ where: { id: { in: rows.map((row) => row.id) } }, select: { id: true, updatedBy: true } })).map(
        (row) => [row.id, row.updatedBy],
      ),
    );
    const { count: inserted } = await tx.newsArticle.createMany({ data: rows.filter((row) => !existing.has(row.id)) });
    let updated = 0;
    for (const { id, ...fields } of rows.filter((row) => existing.get(row.id) === SEED_ACTOR)) {
      updated += (await tx.newsArticle.updateMany({ where: { id, updatedBy: SEED_ACTOR }, data: fields })).count;
    }
    // An item dropped from the seed leaves the site, unless the office has made it its own.
    const { count: archived } = await tx.newsArticle.updateMany({
      where: { id: { notIn: rows.map((row) => row.id) }, updatedBy: SEED_ACTOR, status: { not: "archived" } },
      data: { status: "archived" },
    });
    return { inserted, updated, archived };
  });
  if (written.inserted + written.updated + written.archived === 0) return false;
  log(
    `Content: ${written.inserted} news articles added, ${written.updated} brought in line with the seed, ` +
      `${written.archived} no longer in it archived.`,
  );
  return true;
};
