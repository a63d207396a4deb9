import { prisma } from "~/utils/db.server";

export type RegisterPlace = { ok: true; state: string; lga: string | null } | { ok: false; error: string };

/**
 * A state and LGA as the register names them (lga_summary, the table the site
 * shows), matched without regard to case or spaces around them; the register's
 * spelling is what is stored, so the office's counts by state add up.
 */
export async function registerPlace(state: string, lga: string | null): Promise<RegisterPlace> {
  const rows = await prisma.$queryRaw<{ state: string; lga: string | null }[]>`
    SELECT s.state, (SELECT l.lga FROM lga_summary l
                     WHERE NOT l.is_total AND l.state = s.state AND lower(btrim(l.lga)) = lower(btrim(${lga ?? ""}))
                     LIMIT 1) AS lga
    FROM lga_summary s WHERE NOT s.is_total AND lower(btrim(s.state)) = lower(btrim(${state})) LIMIT 1`;
  const [row] = rows;
  if (!row)
    return { ok: false, error: `state "${state}" is not a state of the register. Use the register's names, such as "Kano" or "FCT".` };
  if (lga !== null && row.lga === null)
    return { ok: false, error: `lga "${lga}" is not a local government area of ${row.state} in the register.` };
  return { ok: true, state: row.state, lga: row.lga };
}
