import pg from "pg";
import { E2E_DATABASE_URL } from "./server";

/** Reads what the end-to-end server stored. */
export async function queryE2eDatabase<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
