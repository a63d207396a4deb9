import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "../../server/database/pg";
import type { TestSite } from "./support/site";
import { rawRequest } from "./support/raw-http";
import { builtRoutes, isStaffRoute } from "./support/routes";
import { DEVICE_COOKIE, invite, STAFF_PASSWORD, STAFF_SITE_URL, StaffBrowser, startStaffTestSite, totpCode } from "./support/staff";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The back office's sign-in (issue 34): its own listener, enrolment with a
 * password and an authenticator app, the two steps of signing in, limits,
 * sessions and the admin's powers, each checked over HTTP and in what the
 * database holds, as the site's own login would reach it.
 */
let site: TestSite;
let staffBase: string;
let sequence = 0;

/** A new account's name, unique in this run. */
const nameOf = (what: string) => `${what}_${process.pid % 10_000}_${++sequence}`;

/**
 * Both steps of signing in. A code is accepted once per 30-second step, and
 * enrolment has just used this step's: the owner lets the step be used again,
 * as a person would wait for the app's next code.
 */
async function signIn(browser: StaffBrowser, name: string, secret: string): Promise<void> {
  await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
  await browser.signIn(name, secret);
}

async function enrolled(roles: string[] = ["editor"]) {
  const name = nameOf("person");
  const browser = new StaffBrowser(staffBase);
  const { secret, recoveryCodes } = await browser.enrol(await invite(site, name, roles));
  return { name, browser, secret, recoveryCodes };
}

/** The SQLSTATE of what `sql` raises as this login, or "ok". */
function outcomeAs(url: string, sql: string, params: unknown[] = []): Promise<string> {
  return withClient(url, (client) =>
    client.query(sql, params).then(
      () => "ok",
      (error: { code?: string }) => error.code ?? "error",
    ),
  );
}
/** As the public site's own login. */
const asApp = (sql: string, params: unknown[] = []) => outcomeAs(site.appDatabaseUrl, sql, params);
/** As the back office's login, the only one the staff functions answer: they check the session's roles themselves. */
const asOffice = (sql: string, params: unknown[] = []) => outcomeAs(site.officeDatabaseUrl, sql, params);

const events = async (name: string) =>
  (
    await site.db.query<{ event: string }>(
      "SELECT l.event FROM staff_sign_in_log l JOIN staff_account a ON a.id = l.account_id WHERE a.name = $1 ORDER BY l.id",
      [name],
    )
  ).rows.map((row) => row.event);

beforeAll(async () => {
  ({ site, staffBase } = await startStaffTestSite());
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("where the back office is served", () => {
  it("answers /staff only on its own listener, never on the public port", async () => {
    for (const path of ["/staff", "/staff/sign-in", "/Staff/Sign-In", "/staff/enrol/x"]) {
      const response = await fetch(site.app.baseUrl + path, { redirect: "manual" });
      expect([301, 404], path).toContain(response.status);
      if (response.status === 301) expect((await fetch(site.app.baseUrl + path)).status).toBe(404);
    }
    const post = await site.postForm("/staff/sign-in", [["name", "x"]]);
    expect(post.status).toBe(404);
    expect((await fetch(`${staffBase}/staff/sign-in`)).status).toBe(200);
    expect((await fetch(`${staffBase}/news`)).status).toBe(404);
  });

  it("keeps every answer private, unframed and unindexed, with a nonce for its scripts", async () => {
    const response = await fetch(`${staffBase}/staff/sign-in`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("ETag")).toBeNull();
    const redirect = await fetch(`${staffBase}/staff`, { redirect: "manual" });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers only for its own host name", async () => {
    const response = await fetch(`${staffBase}/staff/sign-in`, { headers: { "X-Forwarded-Host": "nassco.example" } });
    expect(response.status).toBe(421);
  });
});

describe("hostile requests on the back office's listener", () => {
  it("never answers 500: other methods get 405, and bodies that are not forms 4xx or a way to sign in", async () => {
    const routes = (await builtRoutes()).filter(isStaffRoute);
    expect(routes.length).toBeGreaterThan(5);
    const headers = { Origin: STAFF_SITE_URL };
    for (const route of routes) {
      const put = await rawRequest(staffBase, { method: "PUT", path: route.path, headers, body: "x=1" });
      expect(put.status, `PUT ${route.path}`).toBe(405);
      for (const [type, body] of [
        ["application/json", '{"name":'],
        ["multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name="],
        ["application/x-www-form-urlencoded", "%%%&&&=%ZZ"],
      ] as const) {
        const answer = await rawRequest(staffBase, {
          method: "POST",
          path: route.path,
          headers: { ...headers, "Content-Type": type, "Content-Length": String(Buffer.byteLength(body)) },
          body,
        });
        // Refused, or (with no session to act in) sent to sign in.
        const toSignIn = answer.status === 303 && /^\/staff\/(sign-in|enrol\/authenticator)/.test(String(answer.headers["location"]));
        expect(answer.status >= 400 || toSignIn, `POST ${route.path} as ${type}: ${answer.status}`).toBe(true);
        expect(answer.status, `POST ${route.path} as ${type}`).toBeLessThan(500);
      }
    }
  });
});

describe("enrolment", () => {
  it("refuses a short, common or guessable password, keeps nothing, and says why", async () => {
    const name = nameOf("weak");
    const invitation = await invite(site, name, ["editor"]);
    const browser = new StaffBrowser(staffBase);
    for (const [password, said] of [
      ["short", "at least 12 characters"],
      ["password1234", "common passwords"],
      ["aaaaaaaaaaaaaaaa", "easy to guess"],
    ] as const) {
      const answer = await browser.post(`/staff/enrol/${invitation}`, { password, confirm: password });
      expect(answer.status, password).toBe(400);
      expect(answer.text).toContain(said);
      expect(answer.text).not.toContain(`value="${password}"`);
    }
    const mismatch = await browser.post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: `${STAFF_PASSWORD}!` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain("The two passwords are not the same");
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1 AND password_hash IS NOT NULL", [name])).toBe(0);
  });

  it("keeps an argon2id hash, a secret that only a right code confirms, and ten recovery codes as hashes", async () => {
    const name = nameOf("new");
    const invitation = await invite(site, name, ["editor"]);
    const browser = new StaffBrowser(staffBase);
    await browser.post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
    const wrong = await browser.post("/staff/enrol/authenticator", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1 AND totp_secret IS NOT NULL", [name])).toBe(0);
    const page = await browser.get("/staff/enrol/authenticator");
    expect(page.text).toContain("<svg");
    const secret = /class="staff-secret">([A-Z2-7 ]+)</.exec(page.text)![1]!.replace(/ /g, "");
    const done = await browser.post("/staff/enrol/authenticator", { code: await totpCode(secret) });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Your recovery codes");
    const { rows } = await site.db.query<{ hash: string; codes: number }>(
      `SELECT a.password_hash AS hash, (SELECT count(*)::integer FROM staff_recovery_code r WHERE r.account_id = a.id) AS codes
       FROM staff_account a WHERE a.name = $1`,
      [name],
    );
    expect(rows[0]!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.codes).toBe(10);
    expect(await events(name)).toEqual(["enrolled"]);
    // The invitation is spent.
    expect((await new StaffBrowser(staffBase).get(`/staff/enrol/${invitation}`)).status).toBe(404);
  });
});

describe("signing in", () => {
  it("gives the same answer for an unknown name, a wrong password and a disabled account, and logs each", async () => {
    const { name } = await enrolled();
    const browser = new StaffBrowser(staffBase);
    const unknown = await browser.post("/staff/sign-in", { name: nameOf("nobody"), password: STAFF_PASSWORD });
    const wrongPassword = await browser.post("/staff/sign-in", { name, password: "not the password at all" });
    await site.db.query("UPDATE staff_account SET disabled_at = now() WHERE name = $1", [name]);
    const disabled = await browser.post("/staff/sign-in", { name, password: STAFF_PASSWORD });
    for (const answer of [unknown, wrongPassword, disabled]) {
      expect(answer.status).toBe(401);
      expect(answer.text).toContain("The name, password or code is not right.");
    }
    expect(browser.cookie).toBeNull();
    // Each password check is counted as it starts, then its outcome logged.
    expect(await events(name)).toEqual(["enrolled", "password_check", "password_bad"]);
    expect(await site.count("SELECT count(*) FROM staff_sign_in_log WHERE account_id IS NULL AND event = 'password_bad'")).toBeGreaterThan(
      0,
    );
  });

  it("needs the second factor: a password alone opens nothing", async () => {
    const { name } = await enrolled();
    const browser = new StaffBrowser(staffBase);
    const first = await browser.post("/staff/sign-in", { name, password: STAFF_PASSWORD });
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/^\/staff\/sign-in\/code/);
    const home = await browser.get("/staff");
    expect(home.status).toBe(303);
    expect(home.location).toMatch(/^\/staff\/sign-in/);
  });

  it("refuses a wrong code, and a right code used a second time", async () => {
    const { name, secret } = await enrolled();
    await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
    const browser = new StaffBrowser(staffBase);
    await browser.post("/staff/sign-in", { name, password: STAFF_PASSWORD });
    const code = await totpCode(secret);
    const wrong = await browser.post("/staff/sign-in/code", { code: String((Number(code) + 1) % 1_000_000).padStart(6, "0") });
    expect(wrong.status).toBe(401);
    expect((await browser.post("/staff/sign-in/code", { code })).status).toBe(303);
    expect((await browser.get("/staff")).status).toBe(200);
    const again = new StaffBrowser(staffBase);
    await again.post("/staff/sign-in", { name, password: STAFF_PASSWORD });
    expect((await again.post("/staff/sign-in/code", { code })).status).toBe(401);
    expect(await events(name)).toEqual(expect.arrayContaining(["password_ok", "code_bad", "code_ok"]));
  });

  it("takes each recovery code once", async () => {
    const { name, recoveryCodes } = await enrolled();
    const browser = new StaffBrowser(staffBase);
    await browser.post("/staff/sign-in", { name, password: STAFF_PASSWORD });
    const used = await browser.post("/staff/sign-in/code", { code: recoveryCodes[0]!.toUpperCase() });
    expect(used.status).toBe(303);
    expect(used.location).toBe("/staff?recovery-codes-left=9");
    const again = new StaffBrowser(staffBase);
    await again.post("/staff/sign-in", { name, password: STAFF_PASSWORD });
    expect((await again.post("/staff/sign-in/code", { code: recoveryCodes[0]! })).status).toBe(401);
    expect(await events(name)).toContain("recovery_code_used");
  });

  it("gives a new session secret at each step, so a cookie fixed beforehand is never signed in", async () => {
    const { name, secret } = await enrolled();
    const browser = new StaffBrowser(staffBase);
    browser.cookie = "ImZpeGVkLWJ5LWFuLWF0dGFja2VyLWZpeGVkLWJ5LWFuLWF0dGFja2Vy";
    const planted = browser.cookie;
    await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
    await browser.post("/staff/sign-in", { name, password: STAFF_PASSWORD });
    const passwordStage = browser.cookie;
    expect(passwordStage).not.toBe(planted);
    await browser.post("/staff/sign-in/code", { code: await totpCode(secret) });
    expect(browser.cookie).not.toBe(passwordStage);
    expect((await browser.get("/staff")).status).toBe(200);
    for (const old of [planted, passwordStage]) {
      const stale = new StaffBrowser(staffBase);
      stale.cookie = old;
      expect((await stale.get("/staff")).status).toBe(303);
    }
  });

  it("locks a name on the network that fails five times, an unknown name alike, until an admin unlocks it", async () => {
    const { name } = await enrolled();
    const ghost = nameOf("ghost");
    const guesser = new StaffBrowser(staffBase);
    for (const who of [name, ghost]) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await guesser.post("/staff/sign-in", { name: who, password: "wrong password number one" })).status).toBe(401);
      }
      const locked = await guesser.post("/staff/sign-in", { name: who, password: STAFF_PASSWORD });
      expect(locked.status, who).toBe(429);
      expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(locked.text).toContain("Too many attempts have failed");
    }
    // From the owner's own network the name is not locked: failures elsewhere cannot lock its owner out.
    expect((await new StaffBrowser(staffBase).post("/staff/sign-in", { name, password: STAFF_PASSWORD })).status).toBe(303);
    const admin = await enrolled(["admin"]);
    await signIn(admin.browser, admin.name, admin.secret);
    await admin.browser.get("/staff/accounts");
    const unlocked = await admin.browser.post("/staff/accounts", { csrf: admin.browser.csrf!, intent: "unlock", account: name });
    expect(unlocked.status).toBe(303);
    expect((await guesser.post("/staff/sign-in", { name, password: STAFF_PASSWORD })).status).toBe(303);
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'staff account unlocked' AND actor = $1", [admin.name])).toBe(1);
  });

  it("locks an address after thirty failures on names that can sign in", async () => {
    const tried = await enrolled();
    // Thirty wrong passwords for a real account from one address in the last few minutes, as the log would hold them.
    await site.db.query(
      `INSERT INTO staff_sign_in_log (at, account_id, name_key, client, event)
       SELECT now() - interval '5 minutes', id, 'sprayed', '192.0.2.77', 'password_bad' FROM staff_account, generate_series(1, 30)
       WHERE name = $1`,
      [tried.name],
    );
    const { name } = await enrolled();
    expect((await new StaffBrowser(staffBase, "192.0.2.77").post("/staff/sign-in", { name, password: STAFF_PASSWORD })).status).toBe(429);
    expect((await new StaffBrowser(staffBase).post("/staff/sign-in", { name, password: STAFF_PASSWORD })).status).toBe(303);
  });

  it("does not lock an address for thirty failures on names nobody has: the accounts behind it still sign in", async () => {
    // An office behind one address, or compose's tunnel: someone there types thirty made-up names.
    const office = "192.0.2.78";
    const browser = new StaffBrowser(staffBase, office);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await browser.post("/staff/sign-in", { name: nameOf("made_up"), password: "wrong password again" })).status).toBe(401);
    }
    const { name } = await enrolled();
    expect((await new StaffBrowser(staffBase, office).post("/staff/sign-in", { name, password: STAFF_PASSWORD })).status).toBe(303);
    expect((await browser.post("/staff/sign-in", { name: nameOf("made_up"), password: "wrong password again" })).status).toBe(401);
  });
});

describe("known devices and the name's own limit", () => {
  const accountId = async (name: string) =>
    (await site.db.query<{ id: string }>("SELECT id::text FROM staff_account WHERE name = $1", [name])).rows[0]!.id;
  /** Password checks for the account in the last 15 minutes: from its known devices, or from any other browser. */
  const checks = (account: string, from: "known device" | "elsewhere") =>
    site.count(
      `SELECT count(*) FROM staff_sign_in_log WHERE account_id = $1 AND event = 'password_check' AND at > now() - interval '15 minutes'
         AND device_id IS ${from === "known device" ? "NOT " : ""}NULL`,
      [account],
    );

  it(
    "checks at most twenty passwords for a name in 15 minutes from 200 addresses, while its owner's own browser signs in",
    { timeout: scaled(180_000) },
    async () => {
      const owner = await enrolled();
      const account = await accountId(owner.name);
      // The owner has signed in from this browser before: it is a known device.
      await signIn(owner.browser, owner.name, owner.secret);
      const addresses = Array.from({ length: 200 }, (_, index) => `198.18.${Math.floor(index / 100)}.${(index % 100) + 1}`);
      const statuses: number[] = [];
      let next = 0;
      // Fifteen at a time, fewer than the back office turns away as busy, so that each one reaches the lock.
      const race = Promise.all(
        Array.from({ length: 15 }, async () => {
          while (next < addresses.length) {
            const guesser = new StaffBrowser(staffBase, addresses[next++]);
            statuses.push((await guesser.post("/staff/sign-in", { name: owner.name, password: "a guess from afar" })).status);
          }
        }),
      );
      await until(
        async () => (await checks(account, "elsewhere")) >= 20 || statuses.length === addresses.length,
        60_000,
        "the name's limit",
      );
      // Meanwhile, locked for everyone else, the owner signs in from their own browser.
      await signIn(owner.browser, owner.name, owner.secret);
      expect((await owner.browser.get("/staff")).status).toBe(200);
      await race;
      const tally = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((one) => one === status).length]));
      console.log(`200 addresses guessing one name: ${JSON.stringify(tally)}; checks ${await checks(account, "elsewhere")}`);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      expect(await checks(account, "elsewhere")).toBeLessThanOrEqual(20);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
      expect(await checks(account, "known device")).toBe(1);
      // Any other browser waits, even with the right password, and is told how long and what else to do.
      const stranger = await new StaffBrowser(staffBase, "198.18.9.9").post("/staff/sign-in", {
        name: owner.name,
        password: STAFF_PASSWORD,
      });
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(stranger.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
      expect(stranger.text).toContain("sign in on a computer or phone you have signed in on before");
      // Fifteen minutes on, as the log would stand then, the name may be tried again.
      await site.db.query("UPDATE staff_sign_in_log SET at = at - interval '15 minutes' WHERE account_id = $1", [account]);
      expect(
        (await new StaffBrowser(staffBase, "198.18.9.9").post("/staff/sign-in", { name: owner.name, password: STAFF_PASSWORD })).status,
      ).toBe(303);
    },
  );

  it("makes a browser that signed in a known device: a signed cookie for /staff alone, naming nobody, kept only as a hash", async () => {
    const { name, browser, secret } = await enrolled();
    await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
    expect((await browser.post("/staff/sign-in", { name, password: STAFF_PASSWORD })).status).toBe(303);
    expect(browser.device).toBeNull();
    const done = await browser.post("/staff/sign-in/code", { code: await totpCode(secret) });
    expect(done.status).toBe(303);
    const line = done.headers.getSetCookie().find((one) => one.startsWith(`${DEVICE_COOKIE}=`)) ?? "";
    for (const attribute of ["Path=/staff", "HttpOnly", "Secure", "SameSite=Strict"])
      expect(line.split("; "), attribute).toContain(attribute);
    expect(Number(/Max-Age=(\d+)/.exec(line)?.[1])).toBeGreaterThanOrEqual(90 * 24 * 60 * 60);
    const value = JSON.parse(Buffer.from(decodeURIComponent(browser.device!), "base64").toString("utf8")) as string;
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(value).not.toContain(name);
    const [id] = value.split(".");
    const devices = (revoked: boolean) =>
      site.count(
        `SELECT count(*) FROM staff_device d JOIN staff_account a ON a.id = d.account_id
         WHERE a.name = $1 AND d.revoked_at IS ${revoked ? "NOT " : ""}NULL`,
        [name],
      );
    expect(await site.count("SELECT count(*) FROM staff_device WHERE device_sha256 = sha256(convert_to($1, 'UTF8'))", [id])).toBe(1);
    expect(await devices(false)).toBe(1);
    expect(await events(name)).toContain("device_new");
    const account = await accountId(name);
    // A cookie whose signature is not ours is a stranger's browser, as is this device when it signs in as someone else.
    const forger = new StaffBrowser(staffBase);
    forger.device = encodeURIComponent(Buffer.from(JSON.stringify(`${id}.${"A".repeat(43)}`)).toString("base64"));
    expect((await forger.post("/staff/sign-in", { name, password: "a forged device" })).status).toBe(401);
    expect(await checks(account, "known device")).toBe(0);
    const other = await enrolled();
    const borrowed = new StaffBrowser(staffBase);
    borrowed.device = browser.device;
    expect((await borrowed.post("/staff/sign-in", { name: other.name, password: "not theirs" })).status).toBe(401);
    expect(await checks(await accountId(other.name), "known device")).toBe(0);
    // Signing out keeps it; its next sign-in is the device's, and signing in again gives it a new id.
    await browser.get("/staff");
    expect((await browser.post("/staff/sign-out", { csrf: browser.csrf! })).status).toBe(303);
    const before = browser.device;
    await signIn(browser, name, secret);
    expect(await checks(account, "known device")).toBe(1);
    expect(browser.device).not.toBe(before);
    expect(await devices(false)).toBe(1);
    // Five failed tries with it (signed out again) revoke it: the sixth is any other browser's, under the name's limits.
    await browser.get("/staff");
    expect((await browser.post("/staff/sign-out", { csrf: browser.csrf! })).status).toBe(303);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await browser.post("/staff/sign-in", { name, password: "my fingers slipped" })).status).toBe(401);
    }
    expect((await browser.post("/staff/sign-in", { name, password: STAFF_PASSWORD })).status).toBe(303);
    expect(await devices(true)).toBe(1);
    expect(await checks(account, "known device")).toBe(6);
    expect(await events(name)).toContain("device_revoked");
  });
});

describe("sessions", () => {
  it("end after 30 minutes idle, and after 12 hours whatever the use", async () => {
    for (const [column, age] of [
      ["last_seen_at", "31 minutes"],
      ["created_at", "12 hours 1 minute"],
    ] as const) {
      const { name, browser, secret } = await enrolled();
      await signIn(browser, name, secret);
      expect((await browser.get("/staff")).status).toBe(200);
      await site.db.query(
        `UPDATE staff_session SET ${column} = now() - interval '${age}' WHERE account_id = (SELECT id FROM staff_account WHERE name = $1) AND ended_at IS NULL`,
        [name],
      );
      const after = await browser.get("/staff");
      expect(after.status, column).toBe(303);
      expect(after.location).toMatch(/^\/staff\/sign-in/);
      expect(await events(name)).toContain("session_expired");
    }
  });

  it("signs out here, or on every device", async () => {
    const { name, secret } = await enrolled();
    const phone = new StaffBrowser(staffBase);
    const laptop = new StaffBrowser(staffBase);
    await signIn(phone, name, secret);
    await signIn(laptop, name, secret);
    await phone.get("/staff");
    const out = await phone.post("/staff/sign-out", { csrf: phone.csrf!, everywhere: "yes" });
    expect(out.status).toBe(303);
    // The cache, not every cookie: the device cookie stays, but on every device it no longer counts.
    expect(out.headers.get("Clear-Site-Data")).toBe('"cache"');
    expect((await laptop.get("/staff")).status).toBe(303);
    expect(await events(name)).toContain("signed_out_everywhere");
    expect(
      await site.count(
        "SELECT count(*) FROM staff_device d JOIN staff_account a ON a.id = d.account_id WHERE a.name = $1 AND d.revoked_at IS NULL",
        [name],
      ),
    ).toBe(0);
  });
  it("keep the sign-in log a year, and ended sessions and spent invitations 30 days", async () => {
    const { name } = await enrolled();
    const { rows } = await site.db.query<{ id: string }>("SELECT id FROM staff_account WHERE name = $1", [name]);
    const account = rows[0]!.id;
    await site.db.query(
      `INSERT INTO staff_sign_in_log (at, account_id, name_key, client, event) VALUES
         (now() - interval '400 days', $1, 'old', 'x', 'password_bad'), (now() - interval '300 days', $1, 'kept', 'x', 'password_bad')`,
      [account],
    );
    await site.db.query(
      `INSERT INTO staff_session (token_sha256, account_id, stage, created_at, last_seen_at, ended_at) VALUES
         (sha256('old session'), $1, 'full', now() - interval '41 days', now() - interval '41 days', now() - interval '40 days'),
         (sha256('recent session'), $1, 'full', now() - interval '2 days', now() - interval '2 days', now() - interval '1 day')`,
      [account],
    );
    await site.db.query(
      "INSERT INTO staff_invitation (token_sha256, account_id, expires_at) VALUES (sha256('old invitation'), $1, now() - interval '40 days')",
      [account],
    );
    const pruned = await withClient(
      site.officeDatabaseUrl,
      async (client) => (await client.query("SELECT * FROM staff_housekeeping()")).rows[0],
    );
    expect(pruned).toMatchObject({ sign_ins_deleted: 1, sessions_deleted: 1, invitations_deleted: 1 });
    expect(await site.count("SELECT count(*) FROM staff_sign_in_log WHERE name_key IN ('old', 'kept')")).toBe(1);
    expect(await site.count("SELECT count(*) FROM staff_session WHERE token_sha256 = sha256('recent session')")).toBe(1);
  });
});

describe("forms from elsewhere", () => {
  it("refuses a post from another origin, one without an origin, and one without the form's token", async () => {
    const { name, browser, secret } = await enrolled(["admin"]);
    await signIn(browser, name, secret);
    await browser.get("/staff/accounts");
    const fields = {
      csrf: browser.csrf!,
      intent: "invite",
      name: nameOf("x"),
      displayName: "X",
      email: "x@nassco.example",
      roles: "editor",
    };
    expect((await browser.post("/staff/accounts", fields, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await browser.post("/staff/accounts", fields, { Origin: "https://nassco.example" })).status).toBe(403);
    expect((await browser.post("/staff/accounts", fields, {})).status).toBe(403);
    expect((await browser.post("/staff/accounts", { ...fields, csrf: "forged" })).status).toBe(403);
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1", [fields.name])).toBe(0);
    expect((await browser.post("/staff/accounts", fields)).status).toBe(200);
    expect(await site.count("SELECT count(*) FROM staff_account WHERE name = $1", [fields.name])).toBe(1);
  });
});

describe("accounts", () => {
  it("lets an admin invite a colleague, whose link goes to their address and is never shown", async () => {
    const { name, browser, secret } = await enrolled(["admin"]);
    await signIn(browser, name, secret);
    await browser.get("/staff/accounts");
    const colleague = nameOf("colleague");
    const bad = await browser.post("/staff/accounts", { csrf: browser.csrf!, intent: "invite", name: "Not A Name", displayName: "" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Choose at least one role");
    expect(bad.text).toContain('value="Not A Name"');
    const made = await browser.post("/staff/accounts", {
      csrf: browser.csrf!,
      intent: "invite",
      name: colleague,
      displayName: "Chika Eze",
      email: "chika.eze@nassco.example",
      roles: ["editor", "publisher"],
    });
    expect(made.status).toBe(200);
    // The link is mailed to the colleague (tests/integration/staff-accounts.test.ts reads it there), never shown here.
    expect(made.text).not.toMatch(new RegExp(`${STAFF_SITE_URL}/staff/enrol/`));
    const { rows } = await site.db.query<{ roles: string[]; created_by: string; email: string }>(
      "SELECT roles, created_by, email FROM staff_account WHERE name = $1",
      [colleague],
    );
    expect(rows[0]).toEqual({ roles: ["editor", "publisher"], created_by: name, email: "chika.eze@nassco.example" });
    expect(await site.count("SELECT count(*) FROM audit_log WHERE action = 'staff account invited' AND actor = $1", [name])).toBe(1);
  });

  it("disables an account at once: its sessions end", async () => {
    const admin = await enrolled(["admin"]);
    await signIn(admin.browser, admin.name, admin.secret);
    const other = await enrolled();
    await signIn(other.browser, other.name, other.secret);
    expect((await other.browser.get("/staff")).status).toBe(200);
    await admin.browser.get("/staff/accounts");
    expect(
      (await admin.browser.post("/staff/accounts", { csrf: admin.browser.csrf!, intent: "disable", account: other.name })).status,
    ).toBe(303);
    expect((await other.browser.get("/staff")).status).toBe(303);
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'staff account disabled' AND subject = $1", [`staff:${other.name}`]),
    ).toBe(1);
  });

  it("sets someone's sign-in up again: the old password and sessions stop at once, a new invitation is mailed to them", async () => {
    const admin = await enrolled(["admin"]);
    await signIn(admin.browser, admin.name, admin.secret);
    const other = await enrolled();
    await signIn(other.browser, other.name, other.secret);
    await site.db.query("UPDATE staff_account SET email = $2 WHERE name = $1", [other.name, `${other.name}@nassco.example`]);
    await admin.browser.get("/staff/accounts");
    const reset = await admin.browser.post("/staff/accounts", { csrf: admin.browser.csrf!, intent: "reset", account: other.name });
    expect(reset.status).toBe(200);
    // The new link is mailed to their address (tests/integration/staff-accounts.test.ts follows it), never shown here.
    expect(reset.text).not.toMatch(new RegExp(`${STAFF_SITE_URL}/staff/enrol/`));
    expect((await other.browser.get("/staff")).status).toBe(303);
    expect((await new StaffBrowser(staffBase).post("/staff/sign-in", { name: other.name, password: STAFF_PASSWORD })).status).toBe(401);
    expect(
      await site.count("SELECT count(*) FROM staff_recovery_code r JOIN staff_account a ON a.id = r.account_id WHERE a.name = $1", [
        other.name,
      ]),
    ).toBe(0);
    expect(
      await site.count("SELECT count(*) FROM audit_log WHERE action = 'staff account sign-in reset' AND actor = $1", [admin.name]),
    ).toBe(1);
    const editor = await enrolled();
    await signIn(editor.browser, editor.name, editor.secret);
    const editorToken = editor.browser.tokenHash();
    expect(await asApp("SELECT staff_account_reset($1, $2, $3, 'x')", [editorToken, admin.name, Buffer.alloc(32)])).toBe("42501");
  });

  it("is the admin's alone, in the database too: an editor's session cannot list, invite or disable", async () => {
    const editor = await enrolled(["editor", "publisher"]);
    await signIn(editor.browser, editor.name, editor.secret);
    expect((await editor.browser.get("/staff/accounts")).status).toBe(403);
    const token = editor.browser.tokenHash();
    expect(await asOffice("SELECT * FROM staff_accounts($1)", [token])).toBe("42501");
    expect(
      await asOffice("SELECT staff_invite($1, 'sneaky', 'Sneaky', 'sneaky@example.com', ARRAY['admin'], NULL, $2)", [
        token,
        Buffer.alloc(32),
      ]),
    ).toBe("42501");
    expect(await asOffice("SELECT staff_account_set($1, $2, 'disable', 'x')", [token, editor.name])).toBe("42501");
  });

  it("keeps accounts, sessions and secrets out of the site's own reach", async () => {
    for (const table of ["staff_account", "staff_session", "staff_recovery_code", "staff_invitation", "staff_sign_in_log"]) {
      expect(await asApp(`SELECT count(*) FROM ${table}`), table).toBe("42501");
    }
    expect(await asApp("SELECT staff_invite_as('me', 'sneaky', 'Sneaky', NULL, ARRAY['admin'], NULL, $1)", [Buffer.alloc(32)])).toBe(
      "42501",
    );
    expect(await asApp("INSERT INTO staff_sign_in_log (name_key, client, event) VALUES ('x', 'y', 'code_ok')")).toBe("42501");
  });
});
