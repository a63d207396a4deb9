import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the production server with its own database", () => {
  it("refuses to start without SESSION_SECRET and an https SITE_URL, and says which", () => {
    const run = spawnSync(process.execPath, ["build/server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
        SESSION_SECRET: "",
        SITE_URL: "http://nassco.gov.ng",
        PORT: "3199",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SESSION_SECRET: is required in production");
    expect(run.stderr).toContain("SITE_URL: is required in production");
  });
});
