// How much slower this machine is now than a quiet machine of our kind, measured once per run: every
// timeout in the suite is multiplied by it (decision 0082), so a run beside other work passes or fails
// on what it tests, never on a timer.
//
// The probe is a fixed piece of CPU work (SHA-256 over one buffer, a fixed number of times) done on
// every core at once, as the suite's own processes compete for every core. Its wall time over the
// same work's on a quiet two-core machine of our kind is the scale: 1 when quiet (never less), about
// 2 beside two busy loops, about 10 at a load average of 20.
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";

/** The probe's wall time on a quiet machine of our kind (2 cores), median of 9 runs on 2026-11-27: 406–441 ms; beside two busy loops 790–837 ms. */
export const QUIET_PROBE_MS = 425;
/** Rounds of hashing in one probe: about QUIET_PROBE_MS on a quiet machine. */
const ROUNDS = 6_000;

/**
 * The probe's wall time in ms: one worker thread per core, started together, timed from the first
 * start to the last finish. A separate process, so that the caller's own state (a loaded config, a
 * warm JIT) does not count.
 */
export function probeMilliseconds(cores = availableParallelism()) {
  const script = `
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
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

/** The scale from one probe: at least 1, to one decimal. */
export function scaleFrom(milliseconds) {
  return Math.max(1, Math.round((milliseconds / QUIET_PROBE_MS) * 10) / 10);
}

/**
 * The run's scale: TEST_TIME_SCALE when set (npm test measures it once and passes it to every
 * phase; a person may pin it), otherwise measured now and written to the environment, which the
 * test runners' workers and servers inherit.
 */
export function timeScale() {
  const given = Number(process.env.TEST_TIME_SCALE);
  if (Number.isFinite(given) && given >= 1) return given;
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
  return Number.isFinite(given) && given >= 1 ? given : 1;
}

/** A timeout in ms, multiplied by the run's scale. */
export function scaled(milliseconds) {
  return Math.round(milliseconds * timeScale());
}
