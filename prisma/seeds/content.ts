import type { Prisma, PrismaClient } from "../../app/generated/prisma/client";
import type { PublicSource } from "../../app/content/provenance";
import type { NewsArticle } from "../../app/features/news/article";
import { seededNews } from "./content/news-articles";
import { noticeSeed } from "./content/notices";
import type { SeedStep } from "./seed-step";

/**
 * The name the seed writes under (created_by, updated_by, each revision's
 * actor). A row whose updated_by is still this one has been changed by nobody
 * since, so the seed may bring it in line with the code; any other row is the
 * office's, and the seed leaves it alone.
 */
export const SEED_ACTOR = "seed";

type Transaction = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** What the seed needs of a collection's Prisma model. */
interface SeededCollection {
  /** "news articles", for the log. */
  name: string;
  ids: string[];
  existing(tx: Transaction): Promise<{ id: string; updatedBy: string }[]>;
  /** Inserts the seed's rows with these ids; returns how many. */
  create(tx: Transaction, ids: Set<string>): Promise<number>;
  /** Brings one row in line with the seed, if only the seed has written it; returns 0 or 1. */
  update(tx: Transaction, id: string): Promise<number>;
  /** Archives the rows the seed wrote that it no longer holds; returns how many. */
  archiveOthers(tx: Transaction): Promise<number>;
}

const sourceFields = (source: PublicSource | null | undefined) => ({
  sourceUrl: source?.url ?? null,
  sourceAsAt: source ? new Date(`${source.asAt}T00:00:00Z`) : null,
});

/** Published from midnight in Lagos on the given date ("2025-09-08"). */
const lagosMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+01:00`);

/** Only rows the seed wrote last, and that it no longer holds, and not yet archived. */
const dropped = (ids: string[]) => ({ id: { notIn: ids }, updatedBy: SEED_ACTOR, status: { not: "archived" } });

function newsRow(article: NewsArticle) {
  const { source, ...fields } = article;
  const date = article.publishedOn.toISOString().slice(0, 10);
  return {
    ...fields,
    ...sourceFields(source),
    status: "published",
    publishAt: lagosMidnight(date),
  } satisfies Prisma.NewsArticleUncheckedCreateInput;
}

const newsRows = new Map(seededNews.map((article) => [article.id, newsRow(article)]));
const news: SeededCollection = {
  name: "news articles",
  ids: [...newsRows.keys()],
  existing: (tx) => tx.newsArticle.findMany({ where: { id: { in: news.ids } }, select: { id: true, updatedBy: true } }),
  create: async (tx, ids) => (await tx.newsArticle.createMany({ data: [...ids].map((id) => newsRows.get(id)!) })).count,
  update: async (tx, id) => {
    const { id: _, ...fields } = newsRows.get(id)!;
    return (await tx.newsArticle.updateMany({ where: { id, updatedBy: SEED_ACTOR }, data: fields })).count;
  },
  archiveOthers: async (tx) => (await tx.newsArticle.updateMany({ where: dropped(news.ids), data: { status: "archived" } })).count,
};

const noticeRows = new Map(
  noticeSeed.map(({ source, shownOn, ...notice }) => [
    notice.id,
    {
      ...notice,
      ...sourceFields(source),
      shownOn: new Date(`${shownOn}T00:00:00Z`),
      status: "published",
      publishAt: lagosMidnight(shownOn),
    } satisfies Prisma.NoticeUncheckedCreateInput,
  ]),
);
const notices: SeededCollection = {
  name: "notices",
  ids: [...noticeRows.keys()],
  existing: (tx) => tx.notice.findMany({ where: { id: { in: notices.ids } }, select: { id: true, updatedBy: true } }),
  create: async (tx, ids) => (await tx.notice.createMany({ data: [...ids].map((id) => noticeRows.get(id)!) })).count,
  update: async (tx, id) => {
    const { id: _, ...fields } = noticeRows.get(id)!;
    return (await tx.notice.updateMany({ where: { id, updatedBy: SEED_ACTOR }, data: fields })).count;
  },
  archiveOthers: async (tx) => (await tx.notice.updateMany({ where: dropped(notices.ids), data: { status: "archived" } })).count,
};

/**
 * Writes the content the site launched with, once, by stable id: missing rows
 * are inserted, rows only the seed has written are updated (the database
 * skips an update that changes nothing, and leaves no revision for it) or,
 * once dropped from the seed, archived; rows anyone else has changed are left
 * as they are.
 */
export const seedContent: SeedStep = async (prisma, log) => {
  const lines = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('nassco.actor', ${SEED_ACTOR}, true)`;
    const written: string[] = [];
    for (const collection of [news, notices]) {
      const existing = new Map((await collection.existing(tx)).map((row) => [row.id, row.updatedBy]));
      const inserted = await collection.create(tx, new Set(collection.ids.filter((id) => !existing.has(id))));
      let updated = 0;
      for (const id of collection.ids.filter((one) => existing.get(one) === SEED_ACTOR)) updated += await collection.update(tx, id);
      const archived = await collection.archiveOthers(tx);
      if (inserted + updated + archived > 0) {
        written.push(
          `Content: ${inserted} ${collection.name} added, ${updated} brought in line with the seed, ${archived} no longer in it archived.`,
        );
      }
    }
    return written;
  });
  lines.forEach((line) => log(line));
  return lines.length > 0;
};
