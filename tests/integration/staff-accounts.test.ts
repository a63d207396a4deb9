import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";
import type { TestSite } from "./support/site";
import { invite, mailedTo, STAFF_PASSWORD, STAFF_SITE_URL, StaffBrowser, startStaffTestSite } from "./support/staff";
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
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['admin', 'publisher'], NULL)", [token, admin.name])).toBe("42501");
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
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['admin'], NULL)", [token, editor.name])).toBe("42501");
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['publisher'], NULL)", [token, colleague.name])).toBe("42501");
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['publisher'], NULL)", [Buffer.alloc(32), colleague.name])).toBe(
      "42501",
    );
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

/** The messages with this subject in the site's mail folder: whom each went to, and its text part. */
async function mailsWith(subject: string): Promise<{ to: string; text: string }[]> {
  const files = readdirSync(mailDir).filter((file) => file.endsWith(".eml"));
  const mails = await Promise.all(files.map(async (file) => simpleParser(readFileSync(path.join(mailDir, file)))));
  return mails
    .filter((mail) => mail.subject === subject)
    .map((mail) => ({ to: mail.to && "text" in mail.to ? mail.to.text : "", text: mail.text ?? "" }));
}

/** The invitation links in a text: the back office's own address, then the secret. */
const INVITATION_LINK = new RegExp(`${STAFF_SITE_URL.replace(/[.]/g, "\\.")}/staff/enrol/([A-Za-z0-9_-]{43})`);
const ANY_INVITATION = /\/staff\/enrol\/[A-Za-z0-9_-]{43}/;

/** An admin signed in, with a work address of their own, so that the office's notices reach them. */
async function adminWithAddress() {
  const admin = await signedIn(["admin"]);
  const email = `${admin.name}@nassco.example`;
  await site.db.query("UPDATE staff_account SET email = $2 WHERE name = $1", [admin.name, email]);
  await admin.browser.get("/staff/accounts");
  return { ...admin, email };
}

const accountOf = async (name: string) =>
  (
    await site.db.query<{ email: string | null; roles: string[]; desk_state: string | null }>(
      "SELECT email, roles, desk_state FROM staff_account WHERE name = $1",
      [name],
    )
  ).rows[0];

describe("inviting a colleague (issue 64)", () => {
  it("mails the link to the invitee's address alone, never shows it to the inviter, and tells every admin", async () => {
    const admin = await adminWithAddress();
    const other = await adminWithAddress();
    const colleague = nameOf("invitee");
    const address = `${colleague}@nassco.example`;
    const made = await admin.browser.post("/staff/accounts", {
      csrf: admin.browser.csrf!,
      intent: "invite",
      name: colleague,
      displayName: "Chika Eze",
      email: address,
      roles: ["request_officer", "admin"],
    });
    expect(made.status).toBe(200);
    expect(made.text).not.toMatch(ANY_INVITATION);
    expect(made.text).toContain(`Invitation for <strong>${colleague}</strong> sent to i…@nassco.example`);
    expect(await accountOf(colleague)).toEqual({ email: address, roles: ["request_officer", "admin"], desk_state: null });

    const invitationSubject = "Your invitation to the NASSCO back office";
    await until(async () => (await mailsWith(invitationSubject)).some((mail) => mail.to === address), 10_000, "the invitation's mail");
    const invitations = (await mailsWith(invitationSubject)).filter((mail) => INVITATION_LINK.exec(mail.text)?.[1]);
    const mine = invitations.filter((mail) => mail.to === address);
    expect(mine).toHaveLength(1);
    const token = INVITATION_LINK.exec(mine[0]!.text)![1]!;
    // The secret is in that mail alone: not in the answer, not on the page, not in anyone else's mail.
    expect(made.text).not.toContain(token);
    expect((await admin.browser.get("/staff/accounts")).text).not.toContain(token);
    expect(invitations.filter((mail) => mail.text.includes(token)).map((mail) => mail.to)).toEqual([address]);

    // Every admin who has set up is told, with where the invitation went; the invitee, not yet set up, is not.
    const notice = `${admin.name} invited ${colleague} to the back office`;
    await until(async () => (await mailsWith(notice)).length >= 2, 10_000, "the admins' notices");
    const notices = await mailsWith(notice);
    expect(notices.map((mail) => mail.to)).toEqual(expect.arrayContaining([admin.email, other.email]));
    expect(notices.map((mail) => mail.to)).not.toContain(address);
    for (const mail of notices) {
      expect(mail.text).toContain(address);
      expect(mail.text).toContain("Request officer, Administrator");
      expect(mail.text).not.toContain(token);
    }

    // The mailed link sets the account up.
    const browser = new StaffBrowser(staffBase);
    await browser.enrol(token);
    expect((await browser.get("/staff")).status).toBe(200);
  });

  it("refuses an invitation without the invitee's address, or with a wrong one, keeping the entries and storing nothing", async () => {
    const admin = await adminWithAddress();
    const colleague = nameOf("noaddress");
    for (const email of [undefined, "", "not an address", "admin@"]) {
      const refused = await admin.browser.post("/staff/accounts", {
        csrf: admin.browser.csrf!,
        intent: "invite",
        name: colleague,
        displayName: "Bola Ade",
        roles: "editor",
        ...(email === undefined ? {} : { email }),
      });
      expect(refused.status, String(email)).toBe(400);
      expect(refused.text).toContain("There is a problem");
      expect(refused.text).toContain(email ? "Enter an e-mail address in the form name@example.com" : "Enter their work e-mail address");
      expect(refused.text).toContain(`value="${colleague}"`);
      expect(refused.text).not.toMatch(ANY_INVITATION);
    }
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1", [colleague])).toBe(0);
    // The database asks for an address too, whatever the page.
    expect(
      await asOffice("SELECT staff_invite($1, $2, 'Bola Ade', NULL, ARRAY['editor'], NULL, $3)", [
        admin.browser.tokenHash(),
        colleague,
        Buffer.alloc(32, 1),
      ]),
    ).toBe("23502");
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1", [colleague])).toBe(0);
  });

  it("gives a grievance officer a desk at invitation: a state, or the national office only when chosen", async () => {
    const admin = await adminWithAddress();
    const invite = (name: string, desk: string | undefined, roles: string | string[] = "grievance_officer") =>
      admin.browser.post("/staff/accounts", {
        csrf: admin.browser.csrf!,
        intent: "invite",
        name,
        displayName: "Musa Bello",
        email: `${name}@nassco.example`,
        roles,
        ...(desk === undefined ? {} : { desk }),
      });
    const kano = nameOf("kano");
    // No desk chosen (the list's first line, or none sent) is not the national office: it is refused.
    for (const desk of [undefined, "", "Atlantis"]) {
      const refused = await invite(kano, desk);
      expect(refused.status, String(desk)).toBe(400);
      expect(refused.text).toContain(
        desk === "Atlantis"
          ? "Choose a state from the list, or the national office"
          : "Choose their grievance desk: a state, or the national office",
      );
      expect(refused.text).toContain('href="#invite-desk"');
      expect(refused.text).toContain(`value="${kano}"`);
    }
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1", [kano])).toBe(0);
    const editor = nameOf("deskless");
    const stray = await invite(editor, "Kano", "editor");
    expect(stray.status).toBe(400);
    expect(stray.text).toContain("Only a grievance officer has a desk");
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1", [editor])).toBe(0);

    expect((await invite(kano, "Kano")).status).toBe(200);
    expect(await accountOf(kano)).toEqual({ email: `${kano}@nassco.example`, roles: ["grievance_officer"], desk_state: "Kano" });
    const national = nameOf("national");
    expect((await invite(national, "national")).status).toBe(200);
    expect(await accountOf(national)).toEqual({ email: `${national}@nassco.example`, roles: ["grievance_officer"], desk_state: null });
    const page = (await admin.browser.get("/staff/accounts")).text;
    expect(page).toContain("Grievance officer (Kano desk)");
    const { rows } = await site.db.query<{ after: { desk: string } }>(
      "SELECT after FROM audit_log WHERE action = 'staff account invited' AND subject = ANY($1) ORDER BY id",
      [[`staff:${kano}`, `staff:${national}`]],
    );
    expect(rows.map((row) => row.after.desk)).toEqual(["Kano", "national"]);

    // The database refuses an officer without a desk, or a desk it does not know, whatever the page.
    const token = admin.browser.tokenHash();
    const dbInvite = (desk: string | null) =>
      asOffice("SELECT staff_invite($1, $2, 'Musa Bello', 'musa@nassco.example', ARRAY['grievance_officer'], $3, $4)", [
        token,
        nameOf("db"),
        desk,
        Buffer.alloc(32, 2),
      ]);
    expect(await dbInvite(null)).toBe("23514");
    expect(await dbInvite("Atlantis")).toBe("23514");
  });

  it("sets someone's sign-in up again by mail to their own address, and never over one already set up", async () => {
    const admin = await adminWithAddress();
    const other = await signedIn(["request_officer"]);
    const address = `${other.name}@nassco.example`;
    // Without an address nothing is done: the invitation would have nowhere to go.
    const nowhere = await admin.browser.post("/staff/accounts", { csrf: admin.browser.csrf!, intent: "reset", account: other.name });
    expect(nowhere.status).toBe(409);
    expect(nowhere.text).toContain(`${other.name} has no e-mail address for a new invitation to go to`);
    expect((await other.browser.get("/staff")).status).toBe(200);

    await site.db.query("UPDATE staff_account SET email = $2 WHERE name = $1", [other.name, address]);
    const reset = await admin.browser.post("/staff/accounts", { csrf: admin.browser.csrf!, intent: "reset", account: other.name });
    expect(reset.status).toBe(200);
    expect(reset.text).not.toMatch(ANY_INVITATION);
    expect(reset.text).toContain(`Invitation for <strong>${other.name}</strong> sent to r…@nassco.example`);
    expect((await other.browser.get("/staff")).status).toBe(303);
    const subject = "Your invitation to the NASSCO back office";
    await until(async () => (await mailsWith(subject)).some((mail) => mail.to === address), 10_000, "the new invitation's mail");
    const token = INVITATION_LINK.exec((await mailsWith(subject)).find((mail) => mail.to === address)!.text)![1]!;
    expect(reset.text).not.toContain(token);
    const notice = `${admin.name} set up sign-in again for ${other.name}`;
    await until(async () => (await mailsWith(notice)).some((mail) => mail.to === admin.email), 10_000, "the admins' notice");

    // Inviting the same name again cannot send its invitation elsewhere: it was set up once.
    const elsewhere = await admin.browser.post("/staff/accounts", {
      csrf: admin.browser.csrf!,
      intent: "invite",
      name: other.name,
      displayName: "Someone Else",
      email: "someone.else@example.com",
      roles: "request_officer",
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.text).toContain("There is already an account with this name");
    expect((await accountOf(other.name))?.email).toBe(address);

    const browser = new StaffBrowser(staffBase);
    await browser.enrol(token);
    expect((await browser.get("/staff")).status).toBe(200);
  });
});

describe("giving the grievance officer's role (issue 64)", () => {
  it("gives it with a desk, never the national office unless chosen, and takes the desk with the role", async () => {
    const admin = await adminWithAddress();
    const colleague = await signedIn(["editor"]);
    const form = await admin.browser.get(`/staff/accounts?roles=${colleague.name}`);
    expect(form.text).toContain('<select id="change-roles-desk" name="desk"');
    const give = (desk?: string, roles: string[] = ["editor", "grievance_officer"]) =>
      admin.browser.post(`/staff/accounts?roles=${colleague.name}`, {
        csrf: admin.browser.csrf!,
        intent: "roles",
        account: colleague.name,
        roles,
        ...(desk === undefined ? {} : { desk }),
      });
    for (const desk of [undefined, ""]) {
      const refused = await give(desk);
      expect(refused.status, String(desk)).toBe(400);
      expect(refused.text).toContain("Choose their grievance desk: a state, or the national office");
      expect(refused.text).toContain('href="#change-roles-desk"');
      expect(refused.text).toMatch(/id="change-roles-grievance_officer" name="roles" checked=""/);
    }
    expect(await accountOf(colleague.name)).toEqual({ email: null, roles: ["editor"], desk_state: null });
    expect((await colleague.browser.get("/staff")).status).toBe(200);

    expect((await give("Kano")).status).toBe(303);
    expect(await accountOf(colleague.name)).toEqual({ email: null, roles: ["editor", "grievance_officer"], desk_state: "Kano" });
    const { rows } = await site.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE action = 'staff account roles changed' AND subject = $1",
      [`staff:${colleague.name}`],
    );
    expect(rows).toEqual([
      { before: { roles: ["editor"], desk_state: null }, after: { roles: ["editor", "grievance_officer"], desk_state: "Kano" } },
    ]);
    // An officer's roles form offers no desk: the desk form changes it. Taking the role away takes the desk.
    expect((await admin.browser.get(`/staff/accounts?roles=${colleague.name}`)).text).not.toContain('id="change-roles-desk"');
    expect((await give(undefined, ["editor"])).status).toBe(303);
    expect(await accountOf(colleague.name)).toEqual({ email: null, roles: ["editor"], desk_state: null });

    // The database asks for the desk too, whatever the page.
    const token = admin.browser.tokenHash();
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['grievance_officer'], NULL)", [token, colleague.name])).toBe("23514");
    expect(await asOffice("SELECT staff_account_roles($1, $2, ARRAY['grievance_officer'], 'national')", [token, colleague.name])).toBe(
      "ok",
    );
    expect(await accountOf(colleague.name)).toEqual({ email: null, roles: ["grievance_officer"], desk_state: null });
  });
});

/** `npm run staff:invite` as the operator runs it, as the database's owner, without npm (tests/integration/scripts.test.ts runs npm). */
function staffInvite(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_OWNER_URL: site.databaseUrl, STAFF_SITE_URL };
  for (const name of ["DATABASE_URL", "STAFF_DATABASE_URL", "NODE_ENV"]) delete env[name];
  return new Promise((resolve) => {
    execFile(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/staff-invite.ts", ...args],
      { env, timeout: scaled(60_000) },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe("npm run staff:invite, the operator's path (issue 64)", () => {
  it("prints the link for the operator to hand over, and tells every admin, with the address and desk", async () => {
    const admin = await adminWithAddress();
    const name = nameOf("operator");
    const made = await staffInvite([
      name,
      "--display-name",
      "Ngozi Okafor",
      "--email",
      `${name}@nassco.example`,
      "--roles",
      "grievance_officer",
      "--desk",
      "Kano",
    ]);
    expect(made.code, made.stderr).toBe(0);
    const token = INVITATION_LINK.exec(made.stdout)?.[1];
    expect(token).toBeDefined();
    expect(await accountOf(name)).toEqual({ email: `${name}@nassco.example`, roles: ["grievance_officer"], desk_state: "Kano" });
    const subject = (mail: string) => mail.endsWith(` (npm run staff:invite) invited ${name} to the back office`);
    const notices = async () => {
      const files = readdirSync(mailDir).filter((file) => file.endsWith(".eml"));
      const mails = await Promise.all(files.map(async (file) => simpleParser(readFileSync(path.join(mailDir, file)))));
      return mails
        .filter((mail) => subject(mail.subject ?? ""))
        .map((mail) => ({ to: mail.to && "text" in mail.to ? mail.to.text : "", text: mail.text ?? "" }));
    };
    await until(
      async () => (await notices()).some((mail) => mail.to === admin.email),
      10_000,
      "the admins' notice of the operator's invitation",
    );
    const mine = (await notices()).find((mail) => mail.to === admin.email)!;
    expect(mine.text).toContain(`${name}@nassco.example`);
    expect(mine.text).toContain("Kano desk");
    expect(mine.text).not.toContain(token!);
  });

  it("refuses a grievance officer without a desk, storing nothing", async () => {
    const name = nameOf("nodesk");
    const refused = await staffInvite([name, "--display-name", "Ngozi Okafor", "--roles", "grievance_officer"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("A grievance officer needs --desk: a state as the register names it, or national");
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1", [name])).toBe(0);
  });
});

describe("where each officer's alerts go", () => {
  it("is on the accounts page, with a warning for an officer who has no address", async () => {
    const admin = await adminWithAddress();
    const withAddress = await signedIn(["grievance_officer"]);
    const without = await signedIn(["grievance_officer"]);
    await site.db.query("UPDATE staff_account SET email = $2 WHERE name = $1", [withAddress.name, `${withAddress.name}@nassco.example`]);
    await site.db.query("UPDATE staff_account SET email = NULL WHERE name = $1", [without.name]);
    const page = (await admin.browser.get("/staff/accounts")).text;
    const row = (name: string) => new RegExp(`<tr>(?:(?!</tr>).)*>${name}<(?:(?!</tr>).)*</tr>`, "s").exec(page)?.[0] ?? "";
    expect(row(withAddress.name)).toContain(`Fraud alerts go to ${withAddress.name}@nassco.example`);
    expect(row(without.name)).toContain("No e-mail address");
    expect(row(without.name)).toContain("fraud alerts do not reach them");
    expect(row(admin.name)).toContain(admin.email);
  });
});
