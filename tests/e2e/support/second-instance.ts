/**
 * The back office's server's second public instance: the same build on the
 * same database, as production runs two behind nginx. The first instance
 * creates the embedded cluster and migrates it; this one waits until that
 * instance is healthy, then connects as the site's own login, as a second
 * container would. Playwright starts it (playwright.config.ts) and stops it
 * with SIGTERM, which it passes on, so the server drains as it does in a deploy.
 */
import { spawn } from "node:child_process";
import { embeddedUrl } from "../../../server/database/credentials";
import { scaled } from "../../support/time-scale";
import { E2E_STAFF_DB_DIR, E2E_STAFF_DB_PORT, E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_PORT } from "./server";

const WAIT_MS = scaled(120_000);

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + WAIT_MS;
while (!(await healthy(`${E2E_STAFF_PUBLIC_URL}/healthz`))) {
  if (Date.now() > deadline) throw new Error(`${E2E_STAFF_PUBLIC_URL} was not healthy within ${WAIT_MS / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// The public site alone, as a second container of it runs: the first server's back office serves /staff.
const server = spawn(process.execPath, ["build/server/index.js", "site"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(E2E_STAFF_SECOND_PORT),
    DATABASE_URL: embeddedUrl(E2E_STAFF_DB_DIR, E2E_STAFF_DB_PORT, "app"),
    // What the first server's site is told; this one, as a container of the site, has no SMTP_URL.
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: "",
  },
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
