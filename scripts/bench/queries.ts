import { timeSerially, type Timing } from "./stats";

/** What people type: words, phrases, a number, prefixes and misspellings. */
const TYPOS = ["benificiary", "regster", "grievence"];
export const SEARCH_QUERIES = [
  "cash transfer",
  "969",
  "NIN",
  "register",
  "beneficiaries",
  "data access request",
  "community based targeting",
  "kano",
  "benef",
  "world bank mission",
  "social protection policy",
  ...TYPOS,
];

function rotate<T>(items: T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!;
}

/** Database time of the queries behind the data pages, measured from this process. */
export async function queryTimings(databaseUrl: string): Promise<Record<string, Timing>> {
  const { connectDatabase } = await import("../../app/utils/db.server");
  connectDatabase(databaseUrl);
  const { queryLgaTable } = await import("../../app/features/register/summary.server");
  const { parseLgaView } = await import("../../app/features/register/view.server");
  const view = (query: string) => parseLgaView(new URLSearchParams(query));
  const timings: Record<string, Timing> = {
    "LGA table, default view": await timeSerially(() => queryLgaTable(view(""))),
    "LGA table, search 'kano', households descending": await timeSerially(() => queryLgaTable(view("q=kano&sort=households&dir=desc"))),
    "LGA table, all 774 rows sorted by female": await timeSerially(() => queryLgaTable(view("sort=female&size=all")), 50),
  };
  const { searchDatabase } = await import("../../app/features/search/search.server");
  const next = rotate(SEARCH_QUERIES);
  timings[`Search, ${SEARCH_QUERIES.length} queries in turn`] = await timeSerially(() => searchDatabase(next()), 240);
  const typos = rotate(SEARCH_QUERIES.filter((query) => TYPOS.includes(query)));
  timings["Search, misspelt queries only (spelling fallback)"] = await timeSerially(() => searchDatabase(typos()), 60);
  const { prisma } = await import("../../app/utils/db.server");
  await prisma.$disconnect();
  return timings;
}
