import { timeSerially, type Timing } from "./stats";

/** Database time of the queries behind the data pages, measured from this process. */
export async function queryTimings(databaseUrl: string): Promise<Record<string, Timing>> {
  process.env.DATABASE_URL = databaseUrl;
  const { queryLgaTable } = await import("../../app/models/lga-summary.server");
  const { parseLgaView } = await import("../../app/schemas/lga-view.server");
  const view = (query: string) => parseLgaView(new URLSearchParams(query));
  const timings: Record<string, Timing> = {
    "LGA table, default view": await timeSerially(() => queryLgaTable(view(""))),
    "LGA table, search 'kano', households descending": await timeSerially(() =>
      queryLgaTable(view("q=kano&sort=households&dir=desc")),
    ),
    "LGA table, all 774 rows sorted by female": await timeSerially(() => queryLgaTable(view("sort=female&size=all")), 50),
  };
  const { prisma } = await import("../../app/utils/db.server");
  await prisma.$disconnect();
  return timings;
}
