import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateTOTP } from "@epic-web/totp";
import { freePort } from "../../../server/app-process";
import { startTestSite, type TestSite, type TestSiteOptions } from "./site";

/** The back office's own origin in these tests: https, so its cookie is the __Host- one, as in production. */
export const STAFF_SITE_URL = "https://staff.nassco.example";
export const STAFF_COOKIE = "__Host-nassco_staff";
/** The cookie that makes a browser a known device of the person who signed in with it (decision 0085). */
export const DEVICE_COOKIE = "__Secure-nassco_device";
export const STAFF_PASSWORD = "tangerine lorry kaduna 47";

/** The code an authenticator app would show now. */
export async function totpCode(secret: string): Promise<string> {
  return (await generateTOTP({ secret, algorithm: "SHA-1", period: 30, digits: 6 })).otp;
}

/**
 * Invites an account as the owner's CLI does, without an address, and returns the invitation's
 * secret. A grievance officer is given the national office, chosen, as every invitation of one must.
 */
export async function invite(site: Pick<TestSite, "db">, name: string, roles: string[]): Promise<string> {
  const invitation = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(invitation).digest();
  const desk = roles.includes("grievance_officer") ? "national" : null;
  await site.db.query("SELECT staff_invite_as('test', $1, $2, NULL, $3::text[], $4, $5)", [name, `Test ${name}`, roles, desk, hash]);
  return invitation;
}

/**
 * A browser on the back office, by hand: it keeps the session cookie and the
 * device cookie, sends the Origin a browser sends with a form, and reads each
 * answer's form token. `client` is its address, as the proxy names it.
 */
export class StaffBrowser {
  cookie: string | null = null;
  device: string | null = null;
  csrf: string | null = null;
  constructor(
    readonly base: string,
    readonly client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
  ) {}

  async get(path: string): Promise<{ status: number; location: string | null; text: string; headers: Headers }> {
    const response = await fetch(this.base + path, { redirect: "manual", headers: this.headers() });
    return this.read(response);
  }

  async post(
    path: string,
    fields: Record<string, string | string[]>,
    extra: Record<string, string> = { Origin: STAFF_SITE_URL },
  ): Promise<{ status: number; location: string | null; text: string; headers: Headers }> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    const response = await fetch(this.base + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...this.headers(), "Content-Type": "application/x-www-form-urlencoded", ...extra },
      body,
    });
    return this.read(response);
  }

  /** Posts a multipart form, as a browser sends a file with its form. */
  async postFile(
    path: string,
    fields: Record<string, string>,
    file: { name: string; type: string; content: Uint8Array<ArrayBuffer> | string } | null,
    fileField = "file",
  ): Promise<{ status: number; location: string | null; text: string; headers: Headers }> {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (file) body.append(fileField, new Blob([file.content], { type: file.type }), file.name);
    const response = await fetch(this.base + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...this.headers(), Origin: STAFF_SITE_URL },
      body,
    });
    return this.read(response);
  }

  /** Enrols with an invitation: password, then the first code. Returns the secret and the recovery codes. */
  async enrol(invitation: string, password = STAFF_PASSWORD): Promise<{ secret: string; recoveryCodes: string[] }> {
    const chosen = await this.post(`/staff/enrol/${invitation}`, { password, confirm: password });
    if (chosen.status !== 303) throw new Error(`Choosing a password answered ${chosen.status}`);
    const page = await this.get("/staff/enrol/authenticator");
    const secret = /class="staff-secret">([A-Z2-7 ]+)</.exec(page.text)?.[1]?.replace(/ /g, "");
    if (!secret) throw new Error("The set-up page shows no key");
    const done = await this.post("/staff/enrol/authenticator", { code: await totpCode(secret) });
    const recoveryCodes = [...done.text.matchAll(/<li>([a-z2-7]{5}-[a-z2-7]{5})<\/li>/g)].map((match) => match[1]!);
    return { secret, recoveryCodes };
  }

  /** Both steps of signing in; the code is the app's unless given. */
  async signIn(name: string, secret: string, password = STAFF_PASSWORD): Promise<void> {
    const first = await this.post("/staff/sign-in", { name, password });
    if (first.status !== 303) throw new Error(`The password step answered ${first.status}`);
    const second = await this.post("/staff/sign-in/code", { code: await totpCode(secret) });
    if (second.status !== 303) throw new Error(`The code step answered ${second.status}`);
  }

  /** The session's secret as the cookie holds it (Remix writes it as base64 JSON), and its hash as the database keeps it. */
  tokenHash(): Buffer {
    if (!this.cookie) throw new Error("No session cookie");
    const token = JSON.parse(Buffer.from(decodeURIComponent(this.cookie), "base64").toString("utf8")) as string;
    return createHash("sha256").update(token).digest();
  }

  private headers(): Record<string, string> {
    const cookies = [
      ...(this.cookie ? [`${STAFF_COOKIE}=${this.cookie}`] : []),
      ...(this.device ? [`${DEVICE_COOKIE}=${this.device}`] : []),
    ];
    return { "X-Forwarded-For": this.client, ...(cookies.length > 0 ? { Cookie: cookies.join("; ") } : {}) };
  }

  private async read(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=");
      if (name === STAFF_COOKIE) this.cookie = value ? value : null;
      if (name === DEVICE_COOKIE) this.device = value ? value : null;
    }
    const text = await response.text();
    this.csrf = /name="csrf" value="([^"]+)"/.exec(text)?.[1] ?? this.csrf;
    return { status: response.status, location: response.headers.get("Location"), text, headers: response.headers };
  }
}

let accounts = 0;

/**
 * A new account with these roles, set up and signed in, in a browser of its
 * own. Setting up used this 30-second step's code, so the owner lets the step
 * be used again, as a person would wait for the app's next code.
 */
export async function signedInStaff(
  site: Pick<TestSite, "db">,
  base: string,
  roles: string[],
): Promise<{ name: string; browser: StaffBrowser }> {
  const name = `${roles[0]}_${process.pid % 10_000}_${++accounts}`;
  const browser = new StaffBrowser(base);
  const { secret } = await browser.enrol(await invite(site, name, roles));
  await site.db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
  await browser.signIn(name, secret);
  return { name, browser };
}

/** The built site with its back office on a free port of its own, on a scratch database; `env` adds settings. */
export async function startStaffTestSite(
  env: Record<string, string> = {},
  options: TestSiteOptions = {},
): Promise<{ site: TestSite; staffBase: string }> {
  const staffPort = await freePort();
  const site = await startTestSite({ STAFF_PORT: String(staffPort), STAFF_SITE_URL, ...env }, options);
  return { site, staffBase: `http://localhost:${staffPort}` };
}

/**
 * The addresses each message with this subject was sent to, read from the .eml files the site
 * keeps in `mailDir` without SMTP (the outbox clears an address once it is sent).
 */
export function mailedTo(mailDir: string, subject: string): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => readFileSync(path.join(mailDir, file), "utf8"))
    .filter((message) => new RegExp(`^Subject: ${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\r?$`, "m").test(message))
    .map((message) => /^To: (.+?)\r?$/m.exec(message)?.[1] ?? "")
    .sort();
}
