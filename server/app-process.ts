import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface AppProcess {
  baseUrl: string;
  /** The metrics port's origin (METRICS_PORT, a free port unless `env` names one): /metrics, /livez, /readyz. */
  metricsUrl: string;
  /** Graceful: SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
  /** At once: SIGKILL, as when a machine dies. */
  kill(): void;
  readonly exited: boolean;
  /**
   * Everything the process has written so far, stdout and stderr, in the order
   * it arrived: the JSON log (stdout) and anything else. Lines at warn and
   * above, and whatever is not a log line, are also passed on to our stderr;
   * the one line per request is not, to keep test output short.
   */
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

/** A log line at warn or above, or output that is not a log line at all. */
function worthShowing(line: string): boolean {
  if (!line.trim()) return false;
  try {
    const entry = JSON.parse(line) as { level?: unknown };
    return typeof entry.level !== "string" || !["trace", "debug", "info"].includes(entry.level);
  } catch {
    return true;
  }
}

/** Whether something accepts connections on this loopback port now. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * The production build in its own process, as `npm run serve` runs it, for
 * the benchmark and the HTTP integration tests, on a free port unless one is
 * given. `env` is layered over ours.
 */
export async function startAppProcess({ port: chosen, env }: { port?: number; env: Record<string, string> }): Promise<AppProcess> {
  const port = chosen ?? (await freePort());
  // Each process its own metrics port, so that several run side by side.
  const metricsPort = env.METRICS_PORT ?? String(await freePort());
  // Node itself, not npm: a wrapper would swallow SIGTERM and leave the server running.
  const child = spawn(process.execPath, ["build/server/index.js"], {
    // Mail it writes as files goes to a directory of its own, not a developer's .data/mail.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      METRICS_PORT: metricsPort,
      MAIL_DIR: path.join(tmpdir(), `nassco-mail-${port}`),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    log += chunk;
    process.stderr.write(chunk);
  });
  let partial = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    log += chunk;
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) if (worthShowing(line)) process.stderr.write(`${line}\n`);
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
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
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
