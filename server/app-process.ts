import { randomInt } from "node:crypto";
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { givenScale } from "../scripts/time-scale.mjs";

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

/**
 * Where each process of the site connects, as a deployment gives it: the
 * public site as nassco_app, its text callbacks as nassco_text, the back
 * office as nassco_office, its mail sender as nassco_mail (server/supervisor.ts).
 */
export function loginsEnv(db: { url: string; officeUrl?: string; mailUrl?: string; textUrl?: string }): Record<string, string> {
  return {
    DATABASE_URL: db.url,
    TEXT_DATABASE_URL: db.textUrl ?? db.url,
    BACK_OFFICE_DATABASE_URL: db.officeUrl ?? db.url,
    MAIL_DATABASE_URL: db.mailUrl ?? db.officeUrl ?? db.url,
  };
}

/**
 * Where freePort() looks: below Linux's ephemeral range (32768–60999), from which every outgoing
 * connection's port and every listen(0) is drawn. A port the system chose there could be handed,
 * a moment after the probe let it go, to another test's probe or server: two CI rehearsals lost a
 * test file each to that race. Here only another random choice of the same port can take it.
 */
const PORT_RANGE = { from: 20_000, to: 32_767 } as const;

/** Whether a listener may bind this loopback port now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * The ports this process has handed out. A probe lets its port go at once, so two calls before
 * either server binds could choose the same one: a site's public and metrics ports were once the
 * same, and the launcher refused to start. Never twice in one process, then (nor one found taken).
 */
const handedOut = new Set<number>();

/** A port nothing listens on now, chosen at random, so that two test runs on one machine never collide. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = PORT_RANGE.from + randomInt(PORT_RANGE.to - PORT_RANGE.from + 1);
    if (handedOut.has(port)) continue;
    // Taken before the probe, so that a call running beside this one cannot choose it meanwhile.
    handedOut.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`No free port between ${PORT_RANGE.from} and ${PORT_RANGE.to} after 200 tries`);
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

/** A start that failed because a port was taken between freePort() finding it free and the server binding it. */
class PortTaken extends Error {}

/**
 * The production build in its own process, as `npm run serve` runs it, for
 * the benchmark and the HTTP integration tests, on a free port unless one is
 * given. `env` is layered over ours.
 *
 * A port freePort() found free can be taken by another process on the machine (another test file's
 * server, a reviewer's) before ours binds it: the launcher then stops, saying the port is in use.
 * That is a race, not a fault of the site, so the start is tried again on ports found afresh; a
 * port the caller named is not ours to change, and a second refusal of it is the caller's.
 */
export async function startAppProcess(options: { port?: number; env: Record<string, string> }): Promise<AppProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= 3) throw error;
    }
  }
}

async function startOnce({ port: chosen, env }: { port?: number; env: Record<string, string> }): Promise<AppProcess> {
  const port = chosen ?? (await freePort());
  // Each process its own metrics port, so that several run side by side.
  const metricsPort = env.METRICS_PORT ?? String(await freePort());
  // The back office's too: its /livez says it has started, which a test that stops PostgreSQL
  // must wait for, or the back office (and with it the site) fails to start after the test began.
  const officeMetricsPort = env.OFFICE_METRICS_PORT ?? String(await freePort());
  // Mail and text messages it writes as files go to directories of its own, not a developer's .data;
  // those it chose (not one `env` names) are removed when it ends, for they hold addresses and numbers.
  const ownDirs = {
    MAIL_DIR: path.join(tmpdir(), `nassco-mail-${port}`),
    SMS_DIR: path.join(tmpdir(), `nassco-sms-${port}`),
  };
  // Node itself, not npm: a wrapper would swallow SIGTERM and leave the server running.
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      METRICS_PORT: metricsPort,
      OFFICE_METRICS_PORT: officeMetricsPort,
      ...ownDirs,
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
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      // However it ended (stopped, killed, or failed to start), once nothing more can write there.
      for (const [name, dir] of Object.entries(ownDirs)) if (env[name] === undefined) rmSync(dir, { recursive: true, force: true });
      resolve();
    }),
  );
  const baseUrl = `http://localhost:${port}`;
  // A minute on a quiet machine; a test run multiplies it by the slowdown it measured (decision 0082).
  const deadline = Date.now() + 60_000 * givenScale();
  // Both processes: the public site, and the back office (its listener when there is one, else its /livez).
  // The site's metrics port too: it binds only once its public port is bound, so its answer says the
  // public port is this process's. Another test's site that took our port answers /robots.txt there
  // as well, while ours stops on the taken port.
  const staffPort = Number(env.STAFF_PORT ?? process.env.STAFF_PORT ?? 0);
  const answers = (url: string) =>
    fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
  for (;;) {
    const up =
      (await answers(`${baseUrl}/robots.txt`)) &&
      (metricsPort === "0" || (await answers(`http://127.0.0.1:${metricsPort}/livez`))) &&
      (staffPort === 0 || (await answers(`http://localhost:${staffPort}/staff/sign-in`))) &&
      (officeMetricsPort === "0" || (await answers(`http://localhost:${officeMetricsPort}/livez`)));
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      await exited;
      const taken = /Port (\d+) is already in use/.exec(log)?.[1];
      // Only a port we chose: one the caller named would be taken again.
      const named = [chosen, env.PORT, env.METRICS_PORT, env.OFFICE_METRICS_PORT, env.STAFF_PORT].map(String);
      if (taken && !named.includes(taken)) throw new PortTaken(`Port ${taken} was taken before the site could bind it`);
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
