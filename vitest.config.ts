import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve("app") };

/** Tests that need PostgreSQL: the models' (`*.db.test.ts`, beside their code), the seed's, the migration runner's, and the built site's. */
const INTEGRATION = ["app/**/*.db.test.ts", "prisma/**/*.test.ts", "server/database/migrate.test.ts", "tests/integration/**/*.test.ts"];

/**
 * Two projects. `unit`: rules and components, no database, no server.
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
          include: ["{app,server,prisma,scripts}/**/*.test.{ts,tsx}"],
          exclude: INTEGRATION,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: INTEGRATION,
          globalSetup: ["tests/setup/fresh-build.ts", "tests/setup/database.ts"],
          setupFiles: ["tests/setup/env.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
