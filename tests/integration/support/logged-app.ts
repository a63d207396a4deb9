import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, type AppProcess } from "../../../server/app-process";
import { until } from "./until";

export interface LoggedAppProcess extends AppProcess {
  /** Everything the process has written to stderr so far, where the site logs what failed. */
  readonly log: string;
}

/**
 * The production build in its own process, as startAppProcess runs it, with
 * its stderr also kept: for tests that must wait until the site has tried
 * something in the background and logged that it failed.
 */
export async function startLoggedAppProcess(env: Record<string, string>): Promise<LoggedAppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), MAIL_DIR: path.join(tmpdir(), `nassco-mail-${port}`), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    log += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const baseUrl = `http://localhost:${port}`;
  const up = () =>
    fetch(`${baseUrl}/robots.txt`).then(
      (answer) => answer.ok,
      () => false,
    );
  try {
    await until(async () => ended() || (await up()), 60_000, "the site to start");
    if (ended()) throw new Error("The site exited at start; run `npm run build` first.");
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    baseUrl,
    get log() {
      return log;
    },
    async stop() {
      if (!ended()) child.kill("SIGTERM");
      await exited;
    },
    kill() {
      child.kill("SIGKILL");
    },
    get exited() {
      return ended();
    },
  };
}
