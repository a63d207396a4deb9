import { stateName } from "~/content/states";
import { nearestName, placeKey } from "./names";
import { prisma } from "~/utils/db.server";

/** The state's LGAs on the register's list, as the database holds them (the 774 and those added since). */
async function lgasOf(state: string): Promise<string[]> {
  const rows = await prisma.registerLga.findMany({ where: { state }, select: { name: true }, orderBy: { position: "asc" } });
  return rows.map((row) => row.name);
}

/** The states with an LGA of this name, for a line that gives the wrong state ("Surulere"). */
async function statesWith(lga: string): Promise<string[]> {
  const rows = await prisma.registerLga.findMany({ where: { name: { equals: lga, mode: "insensitive" } }, select: { state: true } });
  return rows.map((row) => row.state);
}

/** What is wrong with one LGA typed for a state, worded for an editor; null when it is on the list as written. */
async function lgaProblem(state: string, lga: string, known: readonly string[]): Promise<string | null> {
  if (known.includes(lga)) return null;
  const same = known.find((name) => placeKey(name) === placeKey(lga));
  const near = same ?? nearestName(lga, known);
  const elsewhere = (await statesWith(lga)).filter((other) => other !== state).map(stateName);
  const where = elsewhere.length > 0 ? ` ${elsewhere.join(" and ")} ${elsewhere.length > 1 ? "have" : "has"} an LGA of that name.` : "";
  return `“${lga}” is not an LGA of ${stateName(state)} in the register's list.${where}${near ? ` Did you mean ${near}?` : ""}`;
}

/**
 * A content item's LGAs checked against its state's list (decision 0108), for
 * a manifest's check: each must be named as the list names it ("Did you mean
 * Dala?"). The database refuses the same without the hint. `lgas` holds a
 * list (a window's) and `lga` one (a fake's target).
 */
export async function lgasProblems(row: Record<string, unknown>): Promise<Record<string, string>> {
  const state = typeof row.state === "string" ? row.state : "";
  const typed = Array.isArray(row.lgas) ? row.lgas.filter((lga): lga is string => typeof lga === "string") : [];
  if (state === "" || typed.length === 0) return {};
  const known = await lgasOf(state);
  for (const [index, lga] of typed.entries()) {
    const problem = await lgaProblem(state, lga, known);
    if (problem) return { lgas: `Line ${index + 1}: ${problem}` };
  }
  return {};
}

export async function lgaProblems(row: Record<string, unknown>): Promise<Record<string, string>> {
  const lga = typeof row.lga === "string" ? row.lga : "";
  if (lga === "") return {};
  const state = typeof row.state === "string" ? row.state : "";
  if (state === "") return { lga: "Choose the state the LGA is in, or leave the LGA empty" };
  const problem = await lgaProblem(state, lga, await lgasOf(state));
  return problem ? { lga: problem } : {};
}
