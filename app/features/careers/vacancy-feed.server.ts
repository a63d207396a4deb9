import { liveContent } from "~/features/content/live.server";
import { prisma } from "~/utils/db.server";
import type { FeedVacancy } from "./vacancy-feed";

/**
 * The newest `count` open vacancies, newest first, for the RSS feed: only the
 * columns an item prints, read as the site's login, which sees only live rows.
 */
export async function feedVacancies(count: number): Promise<FeedVacancy[]> {
  const rows = await prisma.vacancy.findMany({
    where: { locale: "en", ...liveContent() },
    orderBy: [{ publishAt: "desc" }, { title: "asc" }],
    take: count,
    select: { slug: true, title: true, location: true, summary: true, closesOn: true, publishAt: true },
  });
  return rows.map((row) => ({ ...row, closesOn: row.closesOn.toISOString().slice(0, 10) }));
}
