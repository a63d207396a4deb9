import { spawnSync } from "node:child_process";
import { scaled } from "../../support/time-scale";

/** The built server started in production with `env`, run until it exits: for settings it must refuse at start. */
export function runProductionServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", METRICS_PORT: "0", ...env },
    encoding: "utf8",
    timeout: scaled(30_000),
  });
}
