import { withClient } from "../../../server/database/pg";
import { e2eDatabaseUrl } from "./server";

/** Reads what the end-to-end server stored. */
export async function queryE2eDatabase<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  return withClient(e2eDatabaseUrl(), async (client) => (await client.query<Row>(sql, params)).rows);
}
