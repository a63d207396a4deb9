import { prisma } from "~/utils/db.server";
import type { RegisterPlaces } from "~/features/places/names";

/** The states and LGAs of the register the site holds now (lga_summary), read when the form needs them. */
export async function registerPlaces(): Promise<RegisterPlaces> {
  const rows = await prisma.$queryRaw<{ state: string; lgas: string[] }[]>`
    SELECT state, array_agg(DISTINCT lga ORDER BY lga) AS lgas FROM lga_summary WHERE NOT is_total GROUP BY state ORDER BY state`;
  return new Map(rows.map((row) => [row.state, row.lgas]));
}
