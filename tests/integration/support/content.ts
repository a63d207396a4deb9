import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect } from "vitest";
import { startAppProcess, type AppProcess } from "../../../server/app-process";
import { withClient } from "../../../server/database/pg";
import { PRODUCTION_SETTINGS, startTestSite, type TestSite } from "./site";
import { until } from "./until";

/** The promise: a change reaches readers on every instance within 5 seconds. */
export const REACHES_READERS_MS = 5_000;

/** The name the back office will give the signed-in person; each revision carries it. */
export const EDITOR_NAME = "Ada Editor";

/** A word no seeded item holds, so search finds exactly the test's item. */
export const word = () => `zq${randomBytes(5).toString("hex")}`;

/**
 * Content as readers and editors meet it: two instances of the site on one
 * database, and an editor's own login (a member of nassco_editor, as the back
 * office will be).
 */
export interface ContentTestbed {
  site: TestSite;
  apps: AppProcess[];
  editorUrl: string;
  /** The editor's login, which each revision records beside the person's name. */
  editorLogin: string;
  /** As the editor, named as the back office will name the signed-in person, in one transaction. */
  asEditor<T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function startContentTestbed(): Promise<ContentTestbed> {
  const site = await startTestSite();
  const second = await startAppProcess({ env: { ...site.logins, ...PRODUCTION_SETTINGS } });
  const editor = `editor_${process.pid}_${randomBytes(3).toString("hex")}`;
  const password = randomBytes(12).toString("hex");
  await site.db.query(`CREATE ROLE ${editor} LOGIN PASSWORD '${password}' IN ROLE nassco_editor`);
  const url = new URL(site.databaseUrl);
  url.username = editor;
  url.password = password;
  const editorUrl = url.href;
  return {
    site,
    apps: [site.app, second],
    editorUrl,
    editorLogin: editor,
    asEditor: (work) =>
      withClient(editorUrl, async (client) => {
        await client.query("BEGIN");
        await client.query("SELECT set_config('nassco.actor', $1, true)", [EDITOR_NAME]);
        const result = await work(client);
        await client.query("COMMIT");
        return result;
      }),
    close: async () => {
      await second.stop();
      await site.close();
      await withClient(process.env.TEST_SUPERUSER_DATABASE_URL!, (client) => client.query(`DROP ROLE IF EXISTS ${editor}`));
    },
  };
}

/** The SQLSTATE of what `sql` raises as this login, or "ok". */
export function outcome(url: string, sql: string, params: unknown[] = []): Promise<string> {
  return withClient(url, (client) =>
    client.query(sql, params).then(
      () => "ok",
      (error: { code?: string }) => error.code ?? "error",
    ),
  );
}

/** A page's status and text, as one instance answers it. */
export async function text(app: AppProcess, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(app.baseUrl + path, { redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

/**
 * What `look` finds on every instance equals `expected` within the deadline
 * (5 s, the promise); otherwise the test fails showing what each
 * instance showed last.
 */
export async function expectOnEveryInstance<Seen>(
  apps: AppProcess[],
  look: (app: AppProcess) => Promise<Seen>,
  expected: Seen,
  timeout = REACHES_READERS_MS,
): Promise<void> {
  let seen: Seen[] = [];
  await until(
    async () => {
      seen = await Promise.all(apps.map(look));
      return seen.every((one) => JSON.stringify(one) === JSON.stringify(expected));
    },
    timeout,
    `every instance to show ${JSON.stringify(expected)}`,
  ).catch(() => undefined);
  for (const one of seen) expect(one).toEqual(expected);
}
