import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, E2E_DB_DIR, E2E_DB_PORT, E2E_PORT } from "./tests/e2e/support/server";

/**
 * End-to-end tests against the production build on a fresh embedded database.
 * Every spec runs twice, with and without JavaScript; `*.js.spec.ts` and
 * `*.nojs.spec.ts` belong to one project only.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: /\.nojs\.spec\.ts$/ },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /\.js\.spec\.ts$/ },
  ],
  webServer: {
    command: `rm -rf ${E2E_DB_DIR} && tsx server/index.ts`,
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      EMBEDDED_DB_DIR: E2E_DB_DIR,
      EMBEDDED_DB_PORT: String(E2E_DB_PORT),
      EMBEDDED_DB_EPHEMERAL: "1",
      DATABASE_URL: "",
    },
  },
});
