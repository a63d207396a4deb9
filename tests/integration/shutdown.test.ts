import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, listening } from "../../server/app-process";
import { scaled } from "../support/time-scale";

/**
 * What a developer does: `npm start` on the embedded database, then Ctrl-C,
 * which the terminal sends to the whole process group. Before, PostgreSQL got
 * the signal at the same moment as the site, and the site died on an
 * unhandled 57P01 from a client it had not closed yet.
 */
async function startAndStop(signal: "SIGINT" | "SIGTERM") {
  const [port, databasePort, metricsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const dir = path.join(".data", `shutdown-${signal.toLowerCase()}-postgres`);
  rmSync(dir, { recursive: true, force: true });
  // Its own process group, as a terminal gives `npm start`.
  const child = spawn(process.execPath, ["build/server/index.js"], {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      EMBEDDED_DB_DIR: dir,
      EMBEDDED_DB_PORT: String(databasePort),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: scaled(60_000) }).toContain("listening on");
    // The site is in use: pages, a form, the beacon.
    for (const address of ["/", "/resource-hub/news", "/search?query=cash"])
      expect((await fetch(`http://localhost:${port}${address}`)).status).toBe(200);
    process.kill(-child.pid!, signal);
    const code = await exited;
    return { code, output, dir, databasePort };
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
  }
}

describe("stopping the site on the embedded database", () => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(
      `on ${signal} to its process group: closes its clients, then stops PostgreSQL, exits 0, and prints no error`,
      { timeout: scaled(120_000) },
      async () => {
        const { code, output, dir, databasePort } = await startAndStop(signal);
        expect(output).toContain(`${signal} received`);
        expect(output).toContain("Stopped.");
        expect(output).not.toMatch(/Unhandled|57P01|terminating connection|\n\s+at /);
        expect(code).toBe(0);
        // PostgreSQL stopped cleanly: no server left, nothing listening.
        expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
        expect(await listening(databasePort)).toBe(false);
        rmSync(dir, { recursive: true, force: true });
      },
    );
  }
});
