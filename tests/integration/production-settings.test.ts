import { describe, expect, it } from "vitest";
import { runProductionServer } from "./support/production-server";

describe("the production server with its own database", () => {
  it("refuses to start without SESSION_SECRET and an https SITE_URL, and says which", () => {
    const run = runProductionServer({
      DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
      SESSION_SECRET: "",
      SITE_URL: "http://nassco.gov.ng",
      PORT: "3199",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SESSION_SECRET: is required in production");
    expect(run.stderr).toContain("SITE_URL: is required in production");
  });
});
