import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runProductionServer } from "./support/production-server";

/** Settings production accepts, on a database that is not there: each test spoils one. */
const SETTINGS = {
  DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
  SESSION_SECRET: "s".repeat(32),
  STAFF_SESSION_SECRET: "o".repeat(32),
  SITE_URL: "https://nassco.example",
  SMTP_URL: "smtp://127.0.0.1:1",
  MAIL_FROM: "no-reply@nassco.example",
  STAFF_NOTIFY_TO: "office@nassco.example",
  PORT: "3199",
};

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

  it("refuses to start the back office without a secret of its own, or with the site's", () => {
    const missing = runProductionServer({ ...SETTINGS, STAFF_SESSION_SECRET: "" });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("STAFF_SESSION_SECRET: is required in production");
    const shared = runProductionServer({ ...SETTINGS, STAFF_SESSION_SECRET: SETTINGS.SESSION_SECRET });
    expect(shared.status).toBe(1);
    expect(shared.stderr).toContain("STAFF_SESSION_SECRET: must not be SESSION_SECRET");
  });

  it("refuses to start without SMTP_URL unless mail to files is chosen, and says how to choose it", () => {
    const run = runProductionServer({ ...SETTINGS, SMTP_URL: "", MAIL_TRANSPORT: "" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SMTP_URL: is required in production");
    expect(run.stderr).toContain("set MAIL_TRANSPORT=files");
  });

  it("takes each secret from a file, and names a file it cannot read", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    try {
      writeFileSync(path.join(dir, "session"), "short\n");
      const run = runProductionServer({
        ...SETTINGS,
        SESSION_SECRET: "",
        SESSION_SECRET_FILE: path.join(dir, "session"),
        DATABASE_URL: "",
        DATABASE_URL_FILE: path.join(dir, "missing"),
      });
      expect(run.status).toBe(1);
      // Read from the file: too short, and said so; the missing one named.
      expect(run.stderr).toContain("SESSION_SECRET: must be at least 32 characters");
      expect(run.stderr).toContain(`DATABASE_URL_FILE: cannot read ${path.join(dir, "missing")}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
