import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags";
import { scaled } from "./scripts/time-scale.mjs";
import {
  E2E_BASE_URL,
  E2E_CONSENT_DB_PORT,
  E2E_CONSENT_PORT,
  E2E_DB_DIR,
  E2E_DB_PORT,
  E2E_PORT,
  E2E_SESSION_SECRET,
  E2E_STAFF_SESSION_SECRET,
  E2E_SITE_URL,
  E2E_SMTP_PORT,
  E2E_STAFF_DB_DIR,
  E2E_STAFF_DB_PORT,
  E2E_STAFF_PORT,
  E2E_STAFF_PUBLIC_PORT,
  E2E_STAFF_PUBLIC_URL,
  E2E_STAFF_SECOND_URL,
  E2E_STAFF_SITE_URL,
} from "./tests/e2e/support/server";

/** A second server, with a Google Analytics measurement id, for the consent banner's tests. Ports: tests/e2e/support/ports.ts. */
const CONSENT_BASE_URL = `http://localhost:${E2E_CONSENT_PORT}`;
const CONSENT_DB_DIR = ".data/e2e-consent-postgres";

/**
 * End-to-end tests against the production build on a fresh embedded database.
 * A spec runs once, without JavaScript (the floor every reader has), unless its
 * name says otherwise (decision 0082):
 * - `*.spec.ts` and `*.nojs.spec.ts`: without JavaScript (`no-js`, `staff`);
 * - `*.both.spec.ts`: with and without, where a script changes what a person
 *   does or sees (`js` and `no-js`, `staff-js` and `staff`);
 * - `*.js.spec.ts`: with JavaScript only (`js`, `staff-js`);
 * - `*.http.spec.ts`: no browser at all (`http`); `*.floor.spec.ts`: a 240×320
 *   feature phone without JavaScript (`floor`); `*.consent.spec.ts`: with and
 *   without, against a server with an analytics id (`consent-js`, `consent-no-js`).
 */
/** The back office's browser flows (tests/e2e/staff*.spec.ts), but for its floor and text-browser checks. */
const STAFF_FLOWS = /\/staff[^/]*\.spec\.ts$/;
/** Specs that run with JavaScript: only, or as well as without. */
const WITH_SCRIPTS = /\.(js|both)\.spec\.ts$/;
/** Specs that never run in a browser without JavaScript, or in the two ordinary projects at all. */
const NOT_WITHOUT_SCRIPTS = /\.(js|http|floor|consent)\.spec\.ts$/;

/**
 * Every test reaches the servers from one address, which stands for many readers at once: the
 * walks of every page in every language alone keep more than RENDER_QUEUE's 32 renders waiting, and
 * the 33rd was refused with a 503 meant for a crowd. The queue's refusals are tested where they are
 * the subject (tests/integration/server-limits.test.ts); here one address may have as many renders
 * under way as the instance allows, as the spike bench's load generator does, and wait in any number.
 */
const ONE_ADDRESS_MANY_READERS = { RENDER_QUEUE: "10000", RENDER_PER_CLIENT: "4" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Tests mostly wait on the browser and the servers, so two workers per core keep both busy; past
  // eight, the three servers (one process each) are the limit, not the workers.
  workers: Math.min(8, 2 * availableParallelism()),
  retries: 0,
  // The JSON report is what `npm test` reads for the slowest tests (scripts/test-report.mjs).
  reporter: [
    ["list"],
    ["json", { outputFile: ".data/test-reports/e2e.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  // Generous per unit of work (one page, one form): a test's time must never decide whether it passes.
  // Each is for a quiet machine of our kind, multiplied by how much slower this one is now
  // (scripts/time-scale.mjs; decision 0082), as are the tests' own and the servers' start-up.
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace costs about a third of each test's time; turn it on for a failing test with `--trace on`.
    trace: "off",
    launchOptions: {
      // Debian's old headless shell: a new context costs a fraction of what it does in the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The longest first (the back office's flows, the feature phone's walks), so that no worker waits
    // on them alone at the end of the run.
    // The back office's flows: long (tens of pages each), on one server of their own. Two at a time
    // per project, so a loaded machine slows them rather than running four against it at once.
    { name: "staff", use: { javaScriptEnabled: false }, testMatch: STAFF_FLOWS, testIgnore: NOT_WITHOUT_SCRIPTS, workers: 2 },
    { name: "staff-js", use: { javaScriptEnabled: true }, testMatch: /\/staff[^/]*\.(js|both)\.spec\.ts$/, workers: 2 },
    // A feature phone: 240×320, no JavaScript.
    { name: "floor", testMatch: /\.floor\.spec\.ts$/, use: { javaScriptEnabled: false, viewport: { width: 240, height: 320 } } },
    { name: "http", testMatch: /\.http\.spec\.ts$/ },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: [NOT_WITHOUT_SCRIPTS, STAFF_FLOWS] },
    { name: "js", use: { javaScriptEnabled: true }, testMatch: WITH_SCRIPTS, testIgnore: STAFF_FLOWS },
    // The consent banner, against a second server that has a Google Analytics measurement id.
    { name: "consent-js", testMatch: /\.consent\.spec\.ts$/, use: { baseURL: CONSENT_BASE_URL, javaScriptEnabled: true } },
    { name: "consent-no-js", testMatch: /\.consent\.spec\.ts$/, use: { baseURL: CONSENT_BASE_URL, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      // The mail relay, first: the server sends through it as a deployment sends through the office's.
      command: "npx tsx tests/e2e/support/smtp-sink.ts",
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      timeout: scaled(60_000),
      gracefulShutdown: { signal: "SIGTERM", timeout: scaled(5_000) },
    },
    {
      command: `rm -rf ${E2E_DB_DIR} ${E2E_DB_DIR}-sms && node build/server/index.js`,
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: scaled(120_000),
      // The server stops its embedded PostgreSQL (in a session of its own) when asked; a SIGKILL would leave it running.
      gracefulShutdown: { signal: "SIGTERM", timeout: scaled(15_000) },
      env: {
        ...ONE_ADDRESS_MANY_READERS,
        NODE_ENV: "production",
        SITE_URL: E2E_SITE_URL,
        SESSION_SECRET: E2E_SESSION_SECRET,
        STAFF_SESSION_SECRET: E2E_STAFF_SESSION_SECRET,
        PORT: String(E2E_PORT),
        EMBEDDED_DB_DIR: E2E_DB_DIR,
        EMBEDDED_DB_PORT: String(E2E_DB_PORT),
        EMBEDDED_DB_EPHEMERAL: "1",
        CONTENT_FIXTURES: "1",
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: "NASSCO website <no-reply@nassco.example>",
        STAFF_NOTIFY_TO: "data-requests@nassco.example",
        // Text messages (with the numbers they go to) are written as files: to a folder of this run's
        // own, emptied at start, never a developer's .data/sms.
        SMS_DIR: `${E2E_DB_DIR}-sms`,
        DATABASE_URL: "",
        // tests/integration/metrics.test.ts covers the metrics port; two servers here must not both take 9464.
        METRICS_PORT: "0",
      },
    },
    {
      command: `rm -rf ${CONSENT_DB_DIR} ${CONSENT_DB_DIR}-mail ${CONSENT_DB_DIR}-sms && node build/server/index.js`,
      url: `${CONSENT_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: scaled(120_000),
      // The server stops its embedded PostgreSQL (in a session of its own) when asked; a SIGKILL would leave it running.
      gracefulShutdown: { signal: "SIGTERM", timeout: scaled(15_000) },
      env: {
        ...ONE_ADDRESS_MANY_READERS,
        NODE_ENV: "production",
        SITE_URL: E2E_SITE_URL,
        SESSION_SECRET: E2E_SESSION_SECRET,
        STAFF_SESSION_SECRET: E2E_STAFF_SESSION_SECRET,
        PORT: String(E2E_CONSENT_PORT),
        EMBEDDED_DB_DIR: CONSENT_DB_DIR,
        EMBEDDED_DB_PORT: String(E2E_CONSENT_DB_PORT),
        EMBEDDED_DB_EPHEMERAL: "1",
        // This server's tests send no mail: it keeps what it would send as files, which production must choose.
        MAIL_TRANSPORT: "files",
        MAIL_DIR: `${CONSENT_DB_DIR}-mail`,
        SMS_DIR: `${CONSENT_DB_DIR}-sms`,
        ANALYTICS_MEASUREMENT_ID: "G-E2ETEST1",
        DATABASE_URL: "",
        // tests/integration/metrics.test.ts covers the metrics port; two servers here must not both take 9464.
        METRICS_PORT: "0",
      },
    },
    {
      // The back office's tests publish content: on a server and database of their own, so that
      // what they publish never changes what the other tests read.
      command: `rm -rf ${E2E_STAFF_DB_DIR} ${E2E_STAFF_DB_DIR}-sms && node build/server/index.js`,
      url: `${E2E_STAFF_PUBLIC_URL}/healthz`,
      reuseExistingServer: false,
      timeout: scaled(120_000),
      gracefulShutdown: { signal: "SIGTERM", timeout: scaled(15_000) },
      env: {
        ...ONE_ADDRESS_MANY_READERS,
        NODE_ENV: "production",
        SITE_URL: E2E_SITE_URL,
        SESSION_SECRET: E2E_SESSION_SECRET,
        STAFF_SESSION_SECRET: E2E_STAFF_SESSION_SECRET,
        PORT: String(E2E_STAFF_PUBLIC_PORT),
        STAFF_PORT: String(E2E_STAFF_PORT),
        STAFF_SITE_URL: E2E_STAFF_SITE_URL,
        EMBEDDED_DB_DIR: E2E_STAFF_DB_DIR,
        EMBEDDED_DB_PORT: String(E2E_STAFF_DB_PORT),
        EMBEDDED_DB_EPHEMERAL: "1",
        // Letters to requesters go through the mail relay, as from the first server.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: "NASSCO website <no-reply@nassco.example>",
        STAFF_NOTIFY_TO: "data-requests@nassco.example",
        SMS_DIR: `${E2E_STAFF_DB_DIR}-sms`,
        DATABASE_URL: "",
        METRICS_PORT: "0",
      },
    },
    {
      // Its second public instance, on the same database: what the office publishes must reach both.
      command: "npx tsx tests/e2e/support/second-instance.ts",
      url: `${E2E_STAFF_SECOND_URL}/healthz`,
      reuseExistingServer: false,
      timeout: scaled(180_000),
      gracefulShutdown: { signal: "SIGTERM", timeout: scaled(15_000) },
      env: {
        ...ONE_ADDRESS_MANY_READERS,
        NODE_ENV: "production",
        SITE_URL: E2E_SITE_URL,
        SESSION_SECRET: E2E_SESSION_SECRET,
        STAFF_SESSION_SECRET: E2E_STAFF_SESSION_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: "NASSCO website <no-reply@nassco.example>",
        STAFF_NOTIFY_TO: "data-requests@nassco.example",
        METRICS_PORT: "0",
      },
    },
  ],
});
