import { embeddedUrl } from "../../../server/database/credentials";
import {
  E2E_CONSENT_DB_PORT,
  E2E_CONSENT_PORT,
  E2E_DB_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_STAFF_DB_PORT,
  E2E_STAFF_PORT,
  E2E_STAFF_PUBLIC_PORT,
  E2E_STAFF_SECOND_PORT,
} from "./ports";

export {
  E2E_CONSENT_DB_PORT,
  E2E_CONSENT_PORT,
  E2E_DB_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_STAFF_DB_PORT,
  E2E_STAFF_PORT,
  E2E_STAFF_PUBLIC_PORT,
  E2E_STAFF_SECOND_PORT,
};
/** Where the browser reaches the end-to-end server. */
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/**
 * The servers run in production, which asks for an https SITE_URL and a
 * SESSION_SECRET as a deployment does. The browser reaches them on loopback,
 * which they answer whatever SITE_URL says; links they build (canonicals,
 * the sitemap, mail) carry SITE_URL.
 */
export const E2E_SITE_URL = "https://nassco.example";
/** The back office's server (playwright.config.ts): its own listener and host name, reached on loopback, and its public port. */
export const E2E_STAFF_URL = `http://localhost:${E2E_STAFF_PORT}`;
export const E2E_STAFF_PUBLIC_URL = `http://localhost:${E2E_STAFF_PUBLIC_PORT}`;
/** The same site's second instance, on the same database: what one publishes, both must show. */
export const E2E_STAFF_SECOND_URL = `http://localhost:${E2E_STAFF_SECOND_PORT}`;
export const E2E_STAFF_DB_DIR = ".data/e2e-staff-postgres";
export const E2E_STAFF_SITE_URL = "https://staff.nassco.example";
export const E2E_SESSION_SECRET = "end-to-end-tests-secret-of-more-than-32-characters";
export const E2E_STAFF_SESSION_SECRET = "end-to-end-tests-back-office-secret-of-32-or-more";
export const E2E_DB_DIR = ".data/e2e-postgres";
/** Where the mail relay (support/smtp-sink.ts) delivers each message the server sends, as an .eml file. */
export const E2E_MAIL_DIR = ".data/e2e-mail";

/** As the owner; read when asked, because the server writes the credentials when it creates its cluster. */
export function e2eDatabaseUrl(): string {
  return embeddedUrl(E2E_DB_DIR, E2E_DB_PORT, "owner");
}

/** The back office's server's database, as the owner. */
export function e2eStaffDatabaseUrl(): string {
  return embeddedUrl(E2E_STAFF_DB_DIR, E2E_STAFF_DB_PORT, "owner");
}
