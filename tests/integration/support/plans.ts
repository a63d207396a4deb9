import pg from "pg";

/**
 * Every plan PostgreSQL chose while `work` ran, nested statements (those
 * inside the staff_* functions) included: auto_explain, loaded for one
 * superuser connection to the site's database, sends each as a notice.
 */
export async function plansDuring(databaseUrl: string, work: (client: pg.Client) => Promise<void>): Promise<string> {
  const url = new URL(process.env.TEST_SUPERUSER_DATABASE_URL!);
  url.pathname = new URL(databaseUrl).pathname;
  const client = new pg.Client({ connectionString: url.href });
  const plans: string[] = [];
  client.on("notice", (notice) => plans.push(notice.message ?? ""));
  await client.connect();
  try {
    await client.query(`LOAD 'auto_explain'`);
    await client.query(`SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET client_min_messages = log`);
    await work(client);
  } finally {
    await client.end();
  }
  return plans.join("\n");
}
