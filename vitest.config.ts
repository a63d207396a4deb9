import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["{app,server,prisma,scripts}/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/database.ts"],
    setupFiles: ["tests/setup/env.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
