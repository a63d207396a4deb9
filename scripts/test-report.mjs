// What the test runners wrote about each test (JSON reporters, configured in package.json and
// playwright.config.ts), read back for scripts/test.mjs: the slowest tests, and the tests that
// needed a retry.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const REPORTS = ".data/test-reports";

export function formatSeconds(seconds) {
  return `${seconds.toFixed(1)} s`;
}

function readJson(file) {
  const full = path.join(REPORTS, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, "utf8")) : undefined;
}

/** vitest's JSON reporter: one entry per file, one assertion result per test. */
function vitestTests(file, phase) {
  const report = readJson(file);
  if (!report) return [];
  return report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({
      phase,
      name: `${path.relative(process.cwd(), result.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
      retries: 0,
    })),
  );
}

/** Playwright's JSON reporter: suites nest; each spec has a test per project, each test its attempts. */
function playwrightTests() {
  const report = readJson("e2e.json");
  if (!report) return [];
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const attempts = test.results ?? [];
        tests.push({
          phase: `browser [${test.projectName}]`,
          name: `${file} › ${spec.title}`,
          seconds: attempts.reduce((sum, attempt) => sum + attempt.duration, 0) / 1000,
          retries: Math.max(0, attempts.length - 1),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return tests;
}

export function allTests() {
  return [
    ...vitestTests("unit.json", "unit"),
    ...vitestTests("unit-isolated.json", "unit"),
    ...vitestTests("integration.json", "integration"),
    ...playwrightTests(),
  ];
}

/** Per browser project: how many tests ran, and the seconds they took together (which the workers shared). */
export function projectTotals(tests = playwrightTests()) {
  const totals = new Map();
  for (const test of tests) {
    const project = test.phase.replace(/^browser \[(.*)\]$/, "$1");
    const total = totals.get(project) ?? { tests: 0, seconds: 0 };
    total.tests += 1;
    total.seconds += test.seconds;
    totals.set(project, total);
  }
  if (totals.size === 0) return "No browser tests ran.";
  return [...totals]
    .map(([project, total]) => `${project.padEnd(14)} ${String(total.tests).padStart(5)} tests ${formatSeconds(total.seconds).padStart(9)}`)
    .join("\n");
}

/** The `count` slowest tests, one line each, and a line naming any test that needed a retry. */
export function slowestTests(count, tests = allTests()) {
  const lines = [...tests]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((test) => `${formatSeconds(test.seconds).padStart(8)}  ${test.phase.padEnd(22)} ${test.name}`);
  const retried = tests.filter((test) => test.retries > 0);
  lines.push(
    retried.length === 0
      ? "No test needed a retry."
      : `${retried.length} needed a retry: ${retried.map((test) => `${test.phase} ${test.name}`).join("; ")}`,
  );
  return lines.join("\n");
}
