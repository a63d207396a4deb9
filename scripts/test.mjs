// `npm test`: every check, in three phases, each timed, then the slowest tests.
//
// 1. checks: the type check with the lint (one TypeScript program, `npm run check`), unit tests and
//    the build, at once (each one's output printed whole when it ends, as run-p --aggregate-output did);
// 2. integration: vitest against the build and a throwaway PostgreSQL;
// 3. browser: Playwright against the build.
//
// Before each phase the machine is measured (scripts/time-scale.mjs): every timeout of the phase is
// multiplied by how much slower it is than a quiet machine of our kind, so a busy machine makes the
// run slower, never red (decision 0082). It is measured again every minute while the phase runs, and
// a higher figure reaches the waits that start after it (TEST_TIME_SCALE_FILE). The durations, the scales, the tests per browser project and
// the 20 slowest tests are printed at the end of every run, failed or not, so a slow drift shows long
// before a test passes its timeout (issue 45). The test runners write their results as JSON to
// REPORTS; scripts/test-report.mjs reads them.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPORTS, slowestTests, formatSeconds, projectTotals } from "./test-report.mjs";
import { probeMilliseconds, probeMillisecondsLater, QUIET_PROBE_MS, SCALE_FILE_VARIABLE, scaleFrom } from "./time-scale.mjs";

/** Runs one npm script; resolves with its exit code, its output (when kept) and its duration. */
function run(script, { keepOutput }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: keepOutput ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    const chunks = [];
    if (keepOutput) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("close", (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

const timings = [];
const scales = [];

/**
 * The phase's time scale: the machine measured now, and never less than at an earlier phase, so a
 * lull between phases does not shorten the timeouts of a run that has been slow. A scale given in
 * TEST_TIME_SCALE by the person running the tests is kept as it is.
 */
const pinned = process.env.TEST_TIME_SCALE;
const scaleFile = join(REPORTS, "..", "test-time-scale");
const highest = () => Math.max(1, ...scales.map((one) => one.highest));
function measure(phase) {
  if (pinned) {
    scales.push({ phase, probe: null, scale: Number(pinned), highest: Number(pinned) });
    return;
  }
  const probe = probeMilliseconds();
  const scale = Math.max(scaleFrom(probe), highest());
  scales.push({ phase, probe, scale, highest: scale });
  process.env.TEST_TIME_SCALE = String(scale);
  writeFileSync(scaleFile, String(scale));
  console.log(`\n--- ${phase}: timeouts ×${scale} (the probe took ${probe.toFixed(0)} ms)`);
}

/**
 * While a phase runs, the machine measured every minute: a busier machine (other work started, or
 * the suite's own servers and browsers) raises the scale in the file the tests read, never lowers it.
 * The probe costs about one per cent of the run.
 */
function remeasureEveryMinute() {
  if (pinned) return;
  process.env[SCALE_FILE_VARIABLE] = scaleFile;
  let probing = false;
  setInterval(async () => {
    if (probing) return;
    probing = true;
    try {
      const scale = scaleFrom(await probeMillisecondsLater());
      const current = scales.at(-1);
      if (current && scale > highest()) {
        current.highest = scale;
        writeFileSync(scaleFile, String(scale));
      }
    } catch {
      // A probe that could not run (the machine out of processes, say) leaves the scale as it was.
    } finally {
      probing = false;
    }
  }, 60_000).unref();
}

async function checks() {
  measure("checks");
  const started = performance.now();
  const results = await Promise.all(
    ["check", "test:unit", "build"].map((script) =>
      run(script, { keepOutput: true }).then((result) => {
        process.stdout.write(`\n> ${script} (${formatSeconds(result.seconds)}, exit ${result.code})\n${result.output}`);
        return result;
      }),
    ),
  );
  timings.push({ phase: "checks", seconds: (performance.now() - started) / 1000, parts: results });
  return results.every((result) => result.code === 0);
}

async function phase(name, script) {
  measure(name);
  const result = await run(script, { keepOutput: false });
  timings.push({ phase: name, seconds: result.seconds });
  return result.code === 0;
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
remeasureEveryMinute();
const started = performance.now();
const passed = (await checks()) && (await phase("integration", "test:integration")) && (await phase("browser", "test:e2e"));

console.log("\n--- durations");
for (const { phase: name, seconds, parts } of timings) {
  const detail = parts ? ` (${parts.map((part) => `${part.script} ${formatSeconds(part.seconds)}`).join(", ")})` : "";
  console.log(`${name.padEnd(12)} ${formatSeconds(seconds).padStart(8)}${detail}`);
}
console.log(`${"all".padEnd(12)} ${formatSeconds((performance.now() - started) / 1000).padStart(8)}`);
console.log(
  `\n--- the machine: each phase's timeouts multiplied by its probe against ${QUIET_PROBE_MS} ms (a quiet machine), and the highest measured during it`,
);
for (const { phase: name, probe, scale, highest: most } of scales) {
  console.log(
    `${name.padEnd(12)} ×${String(scale).padEnd(5)} ${probe === null ? "(TEST_TIME_SCALE, as given)" : `probe ${probe.toFixed(0)} ms, up to ×${most}`}`,
  );
}
console.log("\n--- the browser tests per project");
console.log(projectTotals());
console.log("\n--- the 20 slowest tests");
console.log(slowestTests(20));
process.exit(passed ? 0 : 1);
