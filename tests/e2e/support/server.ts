import { embeddedUrl } from "../../../server/embedded-credentials";

/** Where the end-to-end server and its database listen. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 54331);
export const E2E_DB_DIR = ".data/e2e-postgres";

/** As the owner; read when asked, because the server writes the credentials when it creates its cluster. */
export function e2eDatabaseUrl(): string {
  return embeddedUrl(E2E_DB_DIR, E2E_DB_PORT, "owner");
}
