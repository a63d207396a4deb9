import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";
import type { TestSite } from "./support/site";
import { invite, mailedTo, STAFF_PASSWORD, StaffBrowser, startStaffTestSite } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * Changes to an account once it is in use (issue 34): an admin changes a
 * colleague's roles, and a person their own password, over HTTP and in the
 * database as the back office's own login reaches it.
 */
let site: TestSite;
/** Where the site keeps its mail as files, for the addresses of the office's own mail. */
const mailDir = mkdtempSync(path.join(tmpdir(), "staff-accounts-mail-"));
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

/** The SQLSTATE of what `sql` raises as the back office's login, the only one the staff functions answer, or "ok". */
function asOffice(sql: string, params: unknown[] = []): Promise<string> {
  return withClient(site.officeDatabaseUrl, (client) =>
    client.query(sql, params).then(
      () => "ok",
      (error: { code?: string }) => error.code ?? "error",
    ),
  );
}

const NEW_PASSWORD = "marmalade ferry jos plateau 12";

/** The same account signed in once more, in another browser: another device. */
async function anotherDevice(name: string, secret: string): Promise<StaffBrowser> {
  const browser = new StaffBrowser(staffBase);
  await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
  await browser.signIn(name, secret);
  return browser;
}

const passwordHashOf = async (name: string) =>
  (await site.db.query<{ hash: string }>("SELECT password_hash AS hash FROM staff_account WHERE name = $1", [name])).rows[0]?.hash;

const events = async (name: string) =>
  (
    await site.db.query<{ event: string }>(
      "SELECT l.event FROM staff_sign_in_log l JOIN staff_account a ON a.id = l.account_id WHERE a.name = $1 ORDER BY l.id",
      [name],
    )
  ).rows.map((row) => row.event);

const rolesOf = async (name: string) =>
  (await site.db.query<{ roles: string[] }>("SELECT roles FROM staff_account WHERE name = $1", [name])).rows[0]?.roles;

const openSessions = (name: string) =>
  site.count("SELECT count(*) FROM staff_session s JOIN staff_account a ON a.id = s.account_id WHERE a.name = $1 AND s.ended_at IS NULL", [
    name,
  ]);

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite({ MAIL_DIR: mailDir }));
}, scaled(120_000));

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

  it("never lets an admin change their own roles, over HTTP or in the database: another admin does, and every admin is told", async () => {
    const admin = await signedIn(["admin"]);
    const other = await signedIn(["admin"]);
    await site.db.query("UPDATE staff_account SET email = name || '@nassco.example' WHERE name = ANY($1)", [[admin.name, other.name]]);
    // No form for their own roles, and a post of one is refused with the reason.
    expect((await admin.browser.get(`/staff/accounts?roles=${admin.name}`)).text).not.toContain(`Change the roles of Test ${admin.name}`);
    for (const roles of [["editor"], ["admin", "publisher"]]) {
      const own = await admin.browser.post(`/staff/accounts?roles=${admin.name}`, {
        csrf: admin.browser.csrf!,
        intent: "roles",
        account: admin.name,
        roles,
      });
      expect(own.status).toBe(400);
      expect(own.text).toContain("You cannot change your own roles. Another administrator can.");
    }
    expect(await rolesOf(admin.name)).toEqual(["admin"]);
    // The database refuses it too, asked by the back office's own login.
    const token = admin.browser.tokenHash();
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['admin', 'publisher'])", [token, admin.name])).toBe("42501");
    expect(await rolesOf(admin.name)).toEqual(["admin"]);

    await other.browser.get(`/staff/accounts?roles=${admin.name}`);
    const changed = await other.browser.post(`/staff/accounts?roles=${admin.name}`, {
      csrf: other.browser.csrf!,
      intent: "roles",
      account: admin.name,
      roles: ["publisher", "admin"],
    });
    expect(changed.status).toBe(303);
    expect(await rolesOf(admin.name)).toEqual(["publisher", "admin"]);
    const subject = `${other.name} changed the roles of ${admin.name}`;
    await until(() => mailedTo(mailDir, subject).length === 2, 10_000, "a mail to each admin");
    expect(mailedTo(mailDir, subject)).toEqual([`${admin.name}@nassco.example`, `${other.name}@nassco.example`].sort());
  });

  it("is the admin's alone, in the database too: anyone else gets 42501", async () => {
    const editor = await signedIn(["editor", "publisher", "request_officer"]);
    const colleague = await signedIn(["editor"]);
    const token = editor.browser.tokenHash();
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['admin'])", [token, editor.name])).toBe("42501");
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['publisher'])", [token, colleague.name])).toBe("42501");
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['publisher'])", [Buffer.alloc(32), colleague.name])).toBe("42501");
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

describe("changing one's own password", () => {
  it("keeps the new one as argon2id, ends every other session, keeps this one under a new secret, and audits it", async () => {
    const person = await signedIn(["editor"]);
    const laptop = await anotherDevice(person.name, person.secret);
    const before = await passwordHashOf(person.name);
    const oldCookie = person.browser.cookie;
    const home = await person.browser.get("/staff");
    expect(home.text).toContain('href="/staff/password"');
    await person.browser.get("/staff/password");
    const changed = await person.browser.post("/staff/password", {
      csrf: person.browser.csrf!,
      current: STAFF_PASSWORD,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(changed.status).toBe(303);
    expect(changed.location).toBe("/staff/password?changed");
    expect(person.browser.cookie).not.toBe(oldCookie);
    const after = await person.browser.get(changed.location!);
    expect(after.status).toBe(200);
    expect(after.text).toContain("Your password has been changed.");
    expect(await openSessions(person.name)).toBe(1);
    expect((await laptop.get("/staff")).status).toBe(303);
    const stale = new StaffBrowser(staffBase);
    stale.cookie = oldCookie;
    expect((await stale.get("/staff")).status).toBe(303);

    const hash = await passwordHashOf(person.name);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toBe(before);
    expect((await new StaffBrowser(staffBase).post("/staff/sign-in", { name: person.name, password: STAFF_PASSWORD })).status).toBe(401);
    expect((await new StaffBrowser(staffBase).post("/staff/sign-in", { name: person.name, password: NEW_PASSWORD })).status).toBe(303);
    expect(await events(person.name)).toContain("password_changed");
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'staff password changed' AND actor = $1 AND subject = $2", [
        person.name,
        `staff:${person.name}`,
      ]),
    ).toBe(1);
  });

  it("refuses a weak, common or mismatched new password, and one the same as now, keeping nothing and echoing nothing", async () => {
    const person = await signedIn(["publisher"]);
    const laptop = await anotherDevice(person.name, person.secret);
    const before = await passwordHashOf(person.name);
    await person.browser.get("/staff/password");
    for (const [password, confirm, said] of [
      ["short", "short", "at least 12 characters"],
      ["password1234", "password1234", "common passwords"],
      ["aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaa", "easy to guess"],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, "The two passwords are not the same"],
      [STAFF_PASSWORD, STAFF_PASSWORD, "the same as your current one"],
    ] as const) {
      const answer = await person.browser.post("/staff/password", {
        csrf: person.browser.csrf!,
        current: STAFF_PASSWORD,
        password,
        confirm,
      });
      expect(answer.status, password).toBe(400);
      expect(answer.text).toContain("There is a problem");
      expect(answer.text).toContain(said);
      expect(answer.text).not.toContain(`value="${password}"`);
      expect(answer.text).not.toContain(`value="${STAFF_PASSWORD}"`);
    }
    expect(await passwordHashOf(person.name)).toBe(before);
    expect((await laptop.get("/staff")).status).toBe(200);
    expect(await events(person.name)).not.toContain("password_changed");
  });

  it("refuses a wrong current password, and counts it towards the name's lock, as at sign-in", async () => {
    const person = await signedIn(["editor"]);
    const laptop = await anotherDevice(person.name, person.secret);
    const before = await passwordHashOf(person.name);
    await person.browser.get("/staff/password");
    const change = (current: string) =>
      person.browser.post("/staff/password", { csrf: person.browser.csrf!, current, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    const wrong = await change("not my password at all");
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Your current password is not right");
    expect(await passwordHashOf(person.name)).toBe(before);
    expect((await laptop.get("/staff")).status).toBe(200);
    for (let attempt = 1; attempt < 5; attempt += 1) expect((await change("still not my password")).status).toBe(400);
    const locked = await change(STAFF_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(locked.text).toContain("Too many attempts have failed");
    expect(await passwordHashOf(person.name)).toBe(before);
    // The lock is the name's on this network: signing in from it is refused too, while the session itself goes on.
    expect(
      (await new StaffBrowser(staffBase, person.browser.client).post("/staff/sign-in", { name: person.name, password: STAFF_PASSWORD }))
        .status,
    ).toBe(429);
    expect((await person.browser.get("/staff")).status).toBe(200);
    expect(await events(person.name)).toEqual(expect.arrayContaining(["password_bad", "refused_locked"]));
  });

  it("is for a signed-in person only, in the database too", async () => {
    expect((await new StaffBrowser(staffBase).get("/staff/password")).status).toBe(303);
    const none = Buffer.alloc(32);
    expect(await asOffice("SELECT * FROM staff_password_current($1, 'key', 'client')", [none])).toBe("42501");
    expect(
      await asOffice("SELECT staff_password_change($1, 'key', 'client', true, '$argon2id$v=19$m=19456,t=2,p=1$x$y', $2)", [none, none]),
    ).toBe("42501");
  });
});
