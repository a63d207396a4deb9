import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectionSettings } from "./database-password.server";
import { parseEnv, secretFileOf } from "./env.server";
import { setLogDestination } from "./log.server";

const dir = mkdtempSync(path.join(tmpdir(), "nassco-db-password-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const url = (password: string, user = "nassco_app") => `postgresql://${user}:${password}@db:5432/nassco?application_name=site`;

/** The password pg would send for a new connection now. */
async function passwordNow(settings: pg.PoolConfig): Promise<string> {
  const password = settings.password;
  if (typeof password !== "function") throw new Error("the settings carry no password function");
  return password();
}

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  setLogDestination({ write: (line) => void logged.push(line) });
});
afterEach(() => setLogDestination({ write: (line) => void process.stdout.write(line) }));

describe("where a pool's password comes from", () => {
  it("a URL given in the environment: the URL, as pg always took it", () => {
    const env = parseEnv({ DATABASE_URL: url("given") });
    expect(secretFileOf(env.DATABASE_URL!)).toBeUndefined();
    expect(connectionSettings(env.DATABASE_URL!)).toEqual({ connectionString: url("given") });
  });

  it("a URL read from a file (DATABASE_URL_FILE): its fields as pg parses them, and the file's password at each new connection", async () => {
    const file = path.join(dir, "app_database_url");
    writeFileSync(file, `${url("old%40one")}\n`);
    const env = parseEnv({ DATABASE_URL_FILE: file });
    expect(secretFileOf(env.DATABASE_URL!)).toBe(file);

    const settings = connectionSettings(env.DATABASE_URL!);
    // No connectionString: pg would lay its fields, a password among them, over this one.
    expect(settings).toMatchObject({ user: "nassco_app", host: "db", port: "5432", database: "nassco", application_name: "site" });
    expect(settings.connectionString).toBeUndefined();
    // Percent-decoded, as pg decodes a URL's password.
    expect(await passwordNow(settings)).toBe("old@one");

    // Written in place, as docs/operations.md rotates it.
    writeFileSync(file, `${url("new")}\n`);
    expect(await passwordNow(settings)).toBe("new");
    expect(logged).toEqual([]);
  });

  it("keeps the last good password while the file cannot be read or holds no URL for the login, and says so once a run", async () => {
    const file = path.join(dir, "office_database_url");
    writeFileSync(file, url("good", "nassco_office"));
    const started = parseEnv({ BACK_OFFICE_DATABASE_URL_FILE: file }).BACK_OFFICE_DATABASE_URL!;
    const settings = connectionSettings(started);

    // An editor's half-written file, replaced (a new inode) as editors do.
    writeFileSync(`${file}.tmp`, "postgresql://nassco_offi");
    renameSync(`${file}.tmp`, file);
    expect(await passwordNow(settings)).toBe("good");
    writeFileSync(file, "not a url at all");
    expect(await passwordNow(settings)).toBe("good");
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: "warn", step: "database password", file });
    // Nothing of the file's content is logged.
    expect(logged[0]).not.toMatch(/not a url|nassco_offi\b/);

    writeFileSync(file, url("other", "nassco_app"));
    expect(await passwordNow(settings)).toBe("good");
    rmSync(file);
    expect(await passwordNow(settings)).toBe("good");
    expect(logged).toHaveLength(1);

    writeFileSync(file, url("newer", "nassco_office"));
    expect(await passwordNow(settings)).toBe("newer");
    rmSync(file);
    expect(await passwordNow(settings)).toBe("newer");
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatch(/cannot be read \(ENOENT\)/);
    // A pool made now (the text callbacks' client, at the first callback) falls back to the same, not to the start's.
    expect(await passwordNow(connectionSettings(started))).toBe("newer");
    expect(logged).toHaveLength(2);
  });

  it("would be lost beside a connectionString: pg takes the URL's password, an empty one too, over the function", () => {
    const withString = new pg.Client({ connectionString: "postgresql://nassco_app@db/nassco", password: () => "from a function" });
    expect(typeof (withString as unknown as { password: unknown }).password).not.toBe("function");
    const settings = connectionSettings(url("x"), path.join(dir, "any"));
    expect(typeof (new pg.Client(settings) as unknown as { password: unknown }).password).toBe("function");
  });
});
