import { embeddedDatabaseUrl } from "../../../server/embedded-url";

/** Where the end-to-end server and its database listen. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 54331);
export const E2E_DB_DIR = ".data/e2e-postgres";
export const E2E_DATABASE_URL = embeddedDatabaseUrl(E2E_DB_PORT);
