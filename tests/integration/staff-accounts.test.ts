import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";
import type { TestSite } from "./support/site";
import { invite, StaffBrowser, startStaffTestSite } from "./support/staff";

/**
 * Changes to an account once it is in use (issue 34): an admin changes a
 * colleague's roles, over HTTP and in the database as the site's own login
 * reaches it.
 */
let site: TestSite;
let staffBase: string;
let sequence = 0;

/** A new account's name, unique in this run. */
const nameOf = (what: string) => `${what}_${process.pid % 10_000}_${++sequence}`;

/**
 * A new account, set up and signed in, in a browser of its own. Enrolment
 * used this 30-second step's code, so the owner lets the step be used again,
 * as a person would wait for the app's next code.
 */
async function signedIn(roles: string[]) {
  const name = nameOf(roles[0]!);
  const browser = new StaffBrowser(staffBase);
  const { secret } = await browser.enrol(await invite(site, name, roles));
  await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
  await browser.signIn(name, secret);
  return { name, browser, secret };
}

/** The SQLSTATE of what `sql` raises as the site's own login, or "ok". */
function asApp(sql: string, params: unknown[] = []): Promise<string> {
  return withClient(site.appDatabaseUrl, (client) =>
    client.query(sql, params).then(
      () => "ok",
      (error: { code?: string }) => error.code ?? "error",
    ),
  );
}

const rolesOf = async (name: string) =>
  (await site.db.query<{ roles: string[] }>("SELECT roles FROM staff_account WHERE name = $1", [name])).rows[0]?.roles;

const openSessions = (name: string) =>
  site.count("SELECT count(*) FROM staff_session s JOIN staff_account a ON a.id = s.account_id WHERE a.name = $1 AND s.ended_at IS NULL", [
    name,
  ]);

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe("changing a colleague's roles", () => {
  it("takes effect at once: the colleague's sessions end, and the change is audited under the admin's name", async () => {
    const admin = await signedIn(["admin"]);
    const colleague = await signedIn(["editor"]);
    expect((await colleague.browser.get("/staff/content")).status).toBe(200);
    expect((await colleague.browser.get("/staff/register")).status).toBe(403);

    const form = await admin.browser.get(`/staff/accounts?roles=${colleague.name}`);
    expect(form.status).toBe(200);
    expect(form.text).toMatch(new RegExp(`id="change-roles-editor" name="roles" checked="" value="editor"`));
    const changed = await admin.browser.post(`/staff/accounts?roles=${colleague.name}`, {
      csrf: admin.browser.csrf!,
      intent: "roles",
      account: colleague.name,
      roles: ["publisher", "editor"],
    });
    expect(changed.status).toBe(303);
    expect(changed.location).toMatch(/^\/staff\/accounts\?done=/);
    expect(await rolesOf(colleague.name)).toEqual(["editor", "publisher"]);
    expect(await openSessions(colleague.name)).toBe(0);
    expect((await colleague.browser.get("/staff/register")).status).toBe(303);

    const { rows } = await site.db.query<{ actor: string; before: unknown; after: unknown }>(
      "SELECT actor, before, after FROM audit_log WHERE action = 'staff account roles changed' AND subject = $1",
      [`staff:${colleague.name}`],
    );
    expect(rows).toEqual([{ actor: admin.name, before: { roles: ["editor"] }, after: { roles: ["editor", "publisher"] } }]);
    // The admin is still signed in.
    expect((await admin.browser.get("/staff/accounts")).status).toBe(200);
  });

  it("refuses no role at all with the form's error, keeps nothing, and changes nothing", async () => {
    const admin = await signedIn(["admin"]);
    const colleague = await signedIn(["editor", "request_officer"]);
    const sessions = await openSessions(colleague.name);
    await admin.browser.get(`/staff/accounts?roles=${colleague.name}`);
    const none = await admin.browser.post(`/staff/accounts?roles=${colleague.name}`, {
      csrf: admin.browser.csrf!,
      intent: "roles",
      account: colleague.name,
    });
    expect(none.status).toBe(400);
    expect(none.text).toContain("There is a problem");
    expect(none.text).toContain("Choose at least one role");
    // Nothing was ticked, and nothing is shown ticked.
    expect(none.text).not.toMatch(/id="change-roles-[a-z_]+" name="roles" checked=""/);
    const unknown = await admin.browser.post(`/staff/accounts?roles=${colleague.name}`, {
      csrf: admin.browser.csrf!,
      intent: "roles",
      account: colleague.name,
      roles: ["owner"],
    });
    expect(unknown.status).toBe(400);
    expect(await rolesOf(colleague.name)).toEqual(["editor", "request_officer"]);
    expect(await openSessions(colleague.name)).toBe(sessions);
    expect((await colleague.browser.get("/staff")).status).toBe(200);
  });

  it("never lets an admin take away their own admin role, over HTTP or in the database", async () => {
    const admin = await signedIn(["admin"]);
    await admin.browser.get(`/staff/accounts?roles=${admin.name}`);
    const dropped = await admin.browser.post(`/staff/accounts?roles=${admin.name}`, {
      csrf: admin.browser.csrf!,
      intent: "roles",
      account: admin.name,
      roles: ["editor"],
    });
    expect(dropped.status).toBe(400);
    expect(dropped.text).toContain("You cannot take away your own Administrator role");
    // What was ticked is kept.
    expect(dropped.text).toMatch(/id="change-roles-editor" name="roles" checked="" value="editor"/);
    expect(await rolesOf(admin.name)).toEqual(["admin"]);

    const token = admin.browser.tokenHash();
    expect(await asApp("SELECT staff_account_roles($1, $2, ARRAY['editor'])", [token, admin.name])).toBe("23514");
    expect(await rolesOf(admin.name)).toEqual(["admin"]);
    // Adding a role to their own keeps them signed in.
    expect(await asApp("SELECT staff_account_roles($1, $2, ARRAY['admin', 'publisher'])", [token, admin.name])).toBe("ok");
    expect(await rolesOf(admin.name)).toEqual(["publisher", "admin"]);
    expect((await admin.browser.get("/staff/register")).status).toBe(200);
  });

  it("is the admin's alone, in the database too: anyone else gets 42501", async () => {
    const editor = await signedIn(["editor", "publisher", "request_officer"]);
    const colleague = await signedIn(["editor"]);
    const token = editor.browser.tokenHash();
    expect(await asApp("SELECT staff_account_roles($1, $2, ARRAY['admin'])", [token, editor.name])).toBe("42501");
    expect(await asApp("SELECT staff_account_roles($1, $2, ARRAY['publisher'])", [token, colleague.name])).toBe("42501");
    expect(await asApp("SELECT staff_account_roles($1, $2, ARRAY['publisher'])", [Buffer.alloc(32), colleague.name])).toBe("42501");
    await editor.browser.get("/staff");
    const post = await editor.browser.post("/staff/accounts", {
      csrf: editor.browser.csrf!,
      intent: "roles",
      account: editor.name,
      roles: "admin",
    });
    expect(post.status).toBe(403);
    expect(await rolesOf(editor.name)).toEqual(["editor", "publisher", "request_officer"]);
    expect(await rolesOf(colleague.name)).toEqual(["editor"]);
  });
});
