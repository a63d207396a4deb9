import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { scaled, timeScale } from "./scripts/time-scale.mjs";

const alias = { "~": path.resolve("app") };

/**
 * Every timeout is for a quiet machine of our kind, multiplied by how much slower this one is now
 * (scripts/time-scale.mjs; decision 0082): measured here when the run was not started by npm test,
 * which measures it before each phase and every minute during it. The forks inherit TEST_TIME_SCALE
 * (and TEST_TIME_SCALE_FILE, where npm test keeps a higher figure measured since), so a test's own
 * timeouts (scaled() from tests/support/time-scale.ts) use the same figure.
 */
console.log(`Timeouts ×${timeScale()} (this machine now against a quiet one of our kind).`);
const timeouts = {
  testTimeout: scaled(30_000),
  hookTimeout: scaled(60_000),
  teardownTimeout: scaled(10_000),
  // expect.poll waits a second by default: too short for a process on a loaded machine.
  expect: { poll: { timeout: scaled(5_000) } },
};

/** Tests that need PostgreSQL: the models' (`*.db.test.ts`, beside their code), the seed's, the migration runner's, and the built site's. */
const INTEGRATION = ["app/**/*.db.test.ts", "prisma/**/*.test.ts", "server/database/migrate.test.ts", "tests/integration/**/*.test.ts"];

/** Rules and components: no database, no server. */
const UNIT = ["{app,server,prisma,scripts}/**/*.test.{ts,tsx}"];
/** Unit tests that replace a module (vi.mock): each in a fresh process, so the stand-in reaches no other file. */
const REPLACING_MODULES = ["server/database/pg.test.ts", "app/features/staff-content/editing.test.ts"];

/**
 * Three projects. `unit`: rules and components, no database, no server, in one
 * process; `unit-isolated`: the few that replace a module, each in its own.
 * `integration`: a throwaway embedded PostgreSQL for the run, and the
 * production build in its own process, which must be newer than the sources
 * (tests/setup/fresh-build.ts refuses a stale one).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    pool: "forks",
    // One file per core at once. An integration file waits mostly on a site process and PostgreSQL
    // of its own, so vitest's default (one fewer than the cores) ran them one by one on a two-core
    // machine. A site test makes its own scratch database; the models' tests on the shared one add
    // rows of their own or put back what they change.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...INTEGRATION, ...REPLACING_MODULES],
          // npm run test:unit runs this project with --no-isolate: one process for every file, since
          // starting a fresh one per file cost 2.5 times the tests' own time (118 s against 46 s,
          // decision 0082). Rules and components keep no state between files.
          ...timeouts,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-isolated",
          include: REPLACING_MODULES,
          ...timeouts,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: INTEGRATION,
          globalSetup: ["tests/setup/fresh-build.ts", "tests/setup/database.ts"],
          setupFiles: ["tests/setup/env.ts"],
          ...timeouts,
        },
      },
    ],
  },
});
