// How much slower this machine is now than a quiet machine of our kind, measured once per run: every
// timeout in the suite is multiplied by it (decision 0082), so a run beside other work passes or fails
// on what it tests, never on a timer.
//
// The probe is a fixed piece of CPU work (SHA-256 over one buffer, a fixed number of times) done on
// every core at once, as the suite's own processes compete for every core. Its wall time over the
// same work's on a quiet two-core machine of our kind is the scale: 1 when quiet (never less), about
// 2 beside two busy loops, about 10 at a load average of 20.
import { execFile, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** The probe's wall time on a quiet machine of our kind (2 cores), median of 9 runs on 2026-11-27: 406–441 ms; beside two busy loops 790–837 ms. */
export const QUIET_PROBE_MS = 425;
/** Rounds of hashing in one probe: about QUIET_PROBE_MS on a quiet machine. */
const ROUNDS = 6_000;

/** The probe, as a script for `node -e`: one worker thread per core, started together, timed from the first start to the last finish. */
function probeScript(cores) {
  return `
    const { Worker } = require("node:worker_threads");
    const body = ${JSON.stringify(`
      const { createHash } = require("node:crypto");
      const { parentPort } = require("node:worker_threads");
      const block = Buffer.alloc(64 * 1024, 7);
      let digest = block;
      for (let i = 0; i < ${ROUNDS}; i++) digest = createHash("sha256").update(block).update(digest).digest();
      parentPort.postMessage(digest.length);
    `)};
    const started = performance.now();
    Promise.all(Array.from({ length: ${cores} }, () => new Promise((resolve, reject) => {
      const worker = new Worker(body, { eval: true });
      worker.once("message", resolve);
      worker.once("error", reject);
    }))).then(() => process.stdout.write(String(performance.now() - started)));
  `;
}

/**
 * The probe's wall time in ms. A separate process, so that the caller's own state (a loaded config,
 * a warm JIT) does not count.
 */
export function probeMilliseconds(cores = availableParallelism()) {
  return Number(execFileSync(process.execPath, ["-e", probeScript(cores)], { encoding: "utf8" }));
}

/** The same, without blocking the caller: for npm test's measures while a phase runs. */
export function probeMillisecondsLater(cores = availableParallelism()) {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", probeScript(cores)], { encoding: "utf8" }, (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout)),
    ),
  );
}

/** The scale from one probe: at least 1, to one decimal. */
export function scaleFrom(milliseconds) {
  return Math.max(1, Math.round((milliseconds / QUIET_PROBE_MS) * 10) / 10);
}

/**
 * The file in which npm test keeps the scale up to date while a phase runs (the machine measured
 * again every minute, the highest so far): a machine that gets busy after a phase has begun
 * lengthens the waits that begin afterwards. Read at most once a second.
 */
export const SCALE_FILE_VARIABLE = "TEST_TIME_SCALE_FILE";
let lastRead = { at: 0, scale: 1 };
function liveScale() {
  const file = process.env[SCALE_FILE_VARIABLE];
  if (!file) return 1;
  if (Date.now() - lastRead.at >= 1_000) {
    let scale = 1;
    try {
      scale = Number(readFileSync(file, "utf8"));
    } catch {
      // Not written yet, or gone with the run: the scale given at the start stands.
    }
    lastRead = { at: Date.now(), scale: Number.isFinite(scale) && scale >= 1 ? scale : 1 };
  }
  return lastRead.scale;
}

/**
 * The run's scale: TEST_TIME_SCALE when set (npm test measures it before each phase and passes it
 * on; a person may pin it), or higher when npm test has since measured the machine slower; otherwise
 * measured now and written to the environment, which the test runners' workers and servers inherit.
 */
export function timeScale() {
  const given = Number(process.env.TEST_TIME_SCALE);
  if (Number.isFinite(given) && given >= 1) return Math.max(given, liveScale());
  const scale = scaleFrom(probeMilliseconds());
  process.env.TEST_TIME_SCALE = String(scale);
  return scale;
}

/**
 * The scale a test runner measured, or 1 when none did: for helpers that tests share with other
 * tools (the text channels' simulator, the app process launcher), which must not pay for a probe.
 */
export function givenScale() {
  const given = Number(process.env.TEST_TIME_SCALE);
  return Math.max(Number.isFinite(given) && given >= 1 ? given : 1, liveScale());
}

/** A timeout in ms, multiplied by the run's scale. */
export function scaled(milliseconds) {
  return Math.round(milliseconds * timeScale());
}
