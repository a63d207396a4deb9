import pg from "pg";
import { loginsEnv, startAppProcess, type AppProcess } from "../../../server/app-process";
import { parseEnv } from "../../../app/utils/env.server";
import { prepareSiteData } from "../../../app/runtime/prepare.server";
import { migrateAndPrepare } from "../../../server/database/open";
import { createScratchDatabase } from "../../setup/scratch-database";

/**
 * The production build in its own process on a scratch database, reached as
 * a reverse proxy would reach it, for tests of the site over real HTTP.
 */
export interface TestSite {
  app: AppProcess;
  db: pg.Pool;
  /** As the owner: the tests read what the site stored. */
  databaseUrl: string;
  /** As the site itself connects. */
  appDatabaseUrl: string;
  /** As the back office connects. */
  officeDatabaseUrl: string;
  /** As the site's USSD and SMS callbacks connect. */
  textDatabaseUrl: string;
  /** Each process's login, as the environment of another instance on this database gives them. */
  logins: Record<string, string>;
  /** A new visitor's proxy headers: each gets its own address, so rate limits never couple tests. */
  visitor(): Record<string, string>;
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  postForm(path: string, fields: [string, string][], headers?: Record<string, string>): Promise<Response>;
  count(sql: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

/**
 * What production requires once DATABASE_URL points at a real server. Mail is
 * kept as files, chosen explicitly as production must; a test of sending sets
 * MAIL_TRANSPORT back to smtp with its SMTP_URL.
 */
export const PRODUCTION_SETTINGS = {
  SESSION_SECRET: "integration-tests-secret-of-more-than-32-characters",
  STAFF_SESSION_SECRET: "integration-tests-back-office-secret-of-32-or-more",
  SITE_URL: "https://nassco.example",
  MAIL_TRANSPORT: "files",
};

/** How a test site's database starts: grown to 10× (a copy of the run's GROWN_TEMPLATE), and what to do to it before the site starts. */
export interface TestSiteOptions {
  grown?: boolean;
  /** Runs as the owner after the settings are applied and before the site's first process starts (and its first retention run). */
  beforeStart?: (ownerUrl: string) => Promise<void>;
}

export async function startTestSite(
  env: Record<string, string> = {},
  { grown = false, beforeStart }: TestSiteOptions = {},
): Promise<TestSite> {
  // A copy of the run's prepared database: the migrations and the seed are in place.
  const scratch = await createScratchDatabase({ prepared: true, grown });
  // As a deployment does: `npm run db:prepare`, with the retention periods among the settings, then the server, which only serves.
  // On the copy it applies only what `env` changes (CONTENT_FIXTURES, RETENTION_DAYS_*).
  await migrateAndPrepare(
    scratch.url,
    (ownerUrl, log) => prepareSiteData(ownerUrl, log, parseEnv(env)),
    () => undefined,
  );
  await beforeStart?.(scratch.url);
  const logins = loginsEnv({ url: scratch.appUrl, officeUrl: scratch.officeUrl, mailUrl: scratch.mailUrl, textUrl: scratch.textUrl });
  const app = await startAppProcess({ env: { ...logins, ...PRODUCTION_SETTINGS, ...env } });
  const site: TestSite = {
    app,
    db: new pg.Pool({ connectionString: scratch.url, max: 2 }),
    databaseUrl: scratch.url,
    appDatabaseUrl: scratch.appUrl,
    officeDatabaseUrl: scratch.officeUrl,
    textDatabaseUrl: scratch.textUrl,
    logins,
    visitor: (() => {
      let last = 0;
      return () => {
        last += 1;
        return {
          "X-Forwarded-For": `203.0.${Math.floor(last / 250)}.${(last % 250) + 1}`,
          "X-Forwarded-Proto": "https",
          "X-Forwarded-Host": "nassco.example",
        };
      };
    })(),
    postJson: (path, body, headers = site.visitor()) =>
      fetch(app.baseUrl + path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    postForm: (path, fields, headers = site.visitor()) =>
      fetch(app.baseUrl + path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields),
        redirect: "manual",
      }),
    count: async (sql, params = []) => Number((await site.db.query(sql, params)).rows[0].count),
    async close() {
      await app.stop();
      await site.db.end().catch(() => undefined);
      await scratch.drop();
    },
  };
  return site;
}
