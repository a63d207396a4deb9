import { withClient } from "../../../server/database/pg";
import { e2eDatabaseUrl, e2eStaffDatabaseUrl } from "./server";

/** Reads what the end-to-end server stored. */
export async function queryE2eDatabase<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  return withClient(e2eDatabaseUrl(), async (client) => (await client.query<Row>(sql, params)).rows);
}

/** Reads and writes the back office's server's database, as the owner (invitations, a code's step). */
export async function queryStaffDatabase<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  return withClient(e2eStaffDatabaseUrl(), async (client) => (await client.query<Row>(sql, params)).rows);
}
