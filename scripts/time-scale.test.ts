import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { SCALE_FILE_VARIABLE, scaled, scaleFrom, timeScale } from "./time-scale.mjs";

// Unit tests share one process (--no-isolate): whatever this file changes in the environment goes back.
const saved = { given: process.env.TEST_TIME_SCALE, file: process.env[SCALE_FILE_VARIABLE] };
const folder = mkdtempSync(join(tmpdir(), "time-scale-"));
afterEach(() => {
  for (const [name, value] of [
    ["TEST_TIME_SCALE", saved.given],
    [SCALE_FILE_VARIABLE, saved.file],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the time scale", () => {
  it("is the probe against a quiet machine's, never below 1, to one decimal", () => {
    expect(scaleFrom(200)).toBe(1);
    expect(scaleFrom(425)).toBe(1);
    expect(scaleFrom(850)).toBe(2);
    expect(scaleFrom(4_300)).toBe(10.1);
  });

  it("takes a higher figure npm test measured since the phase began, and never a lower one", () => {
    const file = join(folder, "test-time-scale");
    writeFileSync(file, "3");
    process.env.TEST_TIME_SCALE = "1.5";
    process.env[SCALE_FILE_VARIABLE] = file;
    expect(timeScale()).toBe(3);
    expect(scaled(1_000)).toBe(3_000);
    process.env.TEST_TIME_SCALE = "4";
    expect(timeScale()).toBe(4);
  });
});
