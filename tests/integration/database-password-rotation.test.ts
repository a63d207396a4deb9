import { randomBytes } from "node:crypto";
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";
import type { PrismaClient } from "../../app/generated/prisma/client";
import { createPrismaClient } from "../../app/utils/db.server";
import { parseEnv } from "../../app/utils/env.server";
import { setLogDestination } from "../../app/utils/log.server";
import { startTestSite } from "./support/site";

/**
 * A database password rotated as docs/operations.md does it (the URL file written in place first,
 * then ALTER ROLE) reaches a running pool's next connection, with no restart (decision 0115): on
 * the real PostgreSQL, as a login of the test's own, its URL read from a file as compose hands it
 * over (DATABASE_URL_FILE).
 */
const superuser = process.env.TEST_SUPERUSER_DATABASE_URL!;
const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
const login = `rotation_check_${process.pid}`;
const dir = mkdtempSync(path.join(tmpdir(), "nassco-rotation-"));
const file = path.join(dir, "app_database_url");
const clients: PrismaClient[] = [];

const newPassword = () => randomBytes(24).toString("hex");

function urlWith(password: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.username = login;
  url.password = password;
  return url.href;
}

/** As the runbook rotates it: the file in place (the same inode, which a compose bind mount follows), then the role. */
async function rotate(password: string, role = login, url = urlWith(password), into = file): Promise<void> {
  writeFileSync(into, `${url}\n`);
  await withClient(superuser, (client) => client.query(`ALTER ROLE ${role} PASSWORD '${password}'`));
}

function client(url: string): PrismaClient {
  const made = createPrismaClient(url, 2);
  clients.push(made);
  return made;
}

async function backendPid(db: Pick<PrismaClient, "$queryRaw">): Promise<number> {
  const [row] = await db.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
  return row!.pid;
}

/** The error code PostgreSQL answers a connection with this password with, or null when it is let in. */
function refusal(password: string): Promise<string | null> {
  return withClient(urlWith(password), () => Promise.resolve(null)).catch((error: { code?: string }) => error.code ?? "no code");
}

const first = newPassword();
let startUrl: string;

beforeAll(async () => {
  await withClient(superuser, async (client) => {
    await client.query(`CREATE ROLE ${login} LOGIN PASSWORD '${first}'`);
    await client.query(`GRANT CONNECT ON DATABASE ${database} TO ${login}`);
  });
  writeFileSync(file, `${urlWith(first)}\n`);
  // The setting as the app reads it at start: from the file.
  startUrl = parseEnv({ DATABASE_URL_FILE: file }).DATABASE_URL!;
});

afterAll(async () => {
  await Promise.all(clients.map((made) => made.$disconnect()));
  await withClient(superuser, async (client) => {
    await client.query(`REVOKE CONNECT ON DATABASE ${database} FROM ${login}`);
    await client.query(`DROP ROLE IF EXISTS ${login}`);
  });
  rmSync(dir, { recursive: true, force: true });
});

describe("a database password rotated in its URL file, then in the database", () => {
  it("keeps the pool's open connection, and opens its next one with the new password, which the old one would not", async () => {
    const db = client(startUrl);
    const opened = await backendPid(db);

    const second = newPassword();
    await rotate(second);
    expect(await refusal(first)).toBe("28P01");
    expect(await refusal(second)).toBeNull();

    // The interactive transaction holds the one open connection (made with the old password), so the
    // query beside it needs a new one: it is opened with the password the file holds now.
    const [held, beside] = await db.$transaction(async (tx) => [await backendPid(tx), await backendPid(db)]);
    expect(held).toBe(opened);
    expect(beside).not.toBe(opened);
  });

  it("keeps the last good password when the file is replaced by a broken one, and says so once", async () => {
    const third = newPassword();
    await rotate(third);
    // A pool made now reads the file: the third password.
    expect(await backendPid(client(startUrl))).toBeGreaterThan(0);

    const logged: string[] = [];
    setLogDestination({ write: (line) => void logged.push(line) });
    try {
      // An editor caught half-way: a new file, renamed over the old one.
      writeFileSync(`${file}.partial`, "postgresql://rotation_ch");
      renameSync(`${file}.partial`, file);
      // A pool made now opens its connections with the last good password, the third, not the start's.
      const later = client(startUrl);
      const [one, two] = await later.$transaction(async (tx) => [await backendPid(tx), await backendPid(later)]);
      expect(one).not.toBe(two);
    } finally {
      setLogDestination({ write: (line) => void process.stdout.write(line) });
    }
    expect(await refusal(first)).toBe("28P01");
    expect(logged.filter((line) => line.includes('"step":"database password"'))).toHaveLength(1);
  });

  it("reaches the built site's own pool: after its connections end, it serves again with the new password, not restarted", async () => {
    // A login of the test's own with nassco_app's rights: rotating nassco_app's would reach the other files' sites.
    const role = `rotation_site_${process.pid}`;
    const siteFile = path.join(dir, "site_database_url");
    const roleUrl = (base: string, password: string) => {
      const url = new URL(base);
      url.username = role;
      url.password = password;
      return url.href;
    };
    let databaseUrl = "";
    const started = newPassword();
    await withClient(superuser, (client) => client.query(`CREATE ROLE ${role} LOGIN PASSWORD '${started}' IN ROLE nassco_app`));
    // Read by startTestSite's own parse of the settings before the scratch database exists; beforeStart names it.
    writeFileSync(siteFile, `${roleUrl(process.env.DATABASE_URL!, started)}\n`);
    const site = await startTestSite(
      // DATABASE_URL empty is unset: the site's login comes from the file alone, as compose hands it over.
      { DATABASE_URL: "", DATABASE_URL_FILE: siteFile },
      {
        beforeStart: (ownerUrl) => {
          databaseUrl = ownerUrl;
          writeFileSync(siteFile, `${roleUrl(ownerUrl, started)}\n`);
          return Promise.resolve();
        },
      },
    );
    const ready = async () => (await fetch(`${site.app.metricsUrl}/readyz`)).status;
    const endConnections = () =>
      withClient(superuser, (client) => client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [role]));
    try {
      expect(await ready()).toBe(200);
      const rotated = newPassword();
      await rotate(rotated, role, roleUrl(databaseUrl, rotated), siteFile);
      // As a restart of the database would: every connection the site holds ends, and it must open new ones.
      await endConnections();
      await expect.poll(ready).toBe(200);
      const { rows } = await site.db.query<{ count: string }>("SELECT count(*) FROM pg_stat_activity WHERE usename = $1", [role]);
      expect(Number(rows[0]!.count)).toBeGreaterThan(0);
    } finally {
      await site.close();
      await withClient(superuser, (client) => client.query(`DROP ROLE IF EXISTS ${role}`));
    }
  });
});
