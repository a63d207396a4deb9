import pg from "pg";
import { e2eDatabaseUrl } from "./server";

/** Reads what the end-to-end server stored. */
export async function queryE2eDatabase<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
