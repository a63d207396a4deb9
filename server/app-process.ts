import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface AppProcess {
  baseUrl: string;
  /** Graceful: SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
  /** At once: SIGKILL, as when a machine dies. */
  kill(): void;
  readonly exited: boolean;
  /** Everything the process has written to stderr so far (the site's log), which is also passed on to ours. */
  readonly log: string;
}

/** A port nothing listens on now, chosen by the system, so that two test runs on one machine never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The production build in its own process, as `npm run serve` runs it, for
 * the benchmark and the HTTP integration tests, on a free port unless one is
 * given. `env` is layered over ours.
 */
export async function startAppProcess({ port: chosen, env }: { port?: number; env: Record<string, string> }): Promise<AppProcess> {
  const port = chosen ?? (await freePort());
  // Node itself, not npm: a wrapper would swallow SIGTERM and leave the server running.
  const child = spawn(process.execPath, ["build/server/index.js"], {
    // Mail it writes as files goes to a directory of its own, not a developer's .data/mail.
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
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error("The site did not start; run `npm run build` first.");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    get log() {
      return log;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill() {
      child.kill("SIGKILL");
    },
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
  };
}
