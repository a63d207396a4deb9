/** The embedded PostgreSQL's address (server/embedded-postgres.ts), for the launcher, the scripts and the tests. */
export const EMBEDDED_USER = "postgres";
export const EMBEDDED_PASSWORD = "postgres";

export function embeddedDatabaseUrl(port: number, database = "nassco"): string {
  return `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
}
