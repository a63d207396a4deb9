import { createHash, randomBytes } from "node:crypto";
import { generateTOTP } from "@epic-web/totp";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { queryStaffDatabase } from "./database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL, E2E_STAFF_URL } from "./server";

export { expect };

export const STAFF_PASSWORD = "tangerine lorry kaduna 47";

/**
 * An account invited as the owner's CLI invites one, without an address; returns the invitation's
 * secret. A grievance officer is given the national office, chosen, as every invitation of one must.
 */
export async function inviteStaff(name: string, roles: StaffRole[]): Promise<string> {
  const invitation = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(invitation).digest();
  const desk = roles.includes("grievance_officer") ? "national" : null;
  await queryStaffDatabase("SELECT staff_invite_as('e2e', $1, $2, NULL, $3::text[], $4, $5)", [name, `Tester ${name}`, roles, desk, hash]);
  return invitation;
}

/** The code the authenticator app shows now. */
export async function totpCode(secret: string): Promise<string> {
  return (await generateTOTP({ secret, algorithm: "SHA-1", period: 30, digits: 6 })).otp;
}

/** A code is accepted once per 30-second step; a test that signs in again at once lets the owner reopen the step. */
export async function allowCodeAgain(name: string): Promise<void> {
  await queryStaffDatabase("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
}

/** A name no other test or project uses. */
export function staffName(project: string): string {
  return `e2e_${project.replace(/[^a-z]/g, "")}_${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
}

/**
 * A person signed in to the back office through its own forms, in the cookies of `request`
 * (a page's request shares its browser context's): the account is invited as the owner would,
 * then set up with a password and an authenticator code.
 */
async function enrol(request: APIRequestContext, staffUrl: string, name: string, roles: StaffRole[]): Promise<string> {
  const invitation = await inviteStaff(name, roles);
  const post = (path: string, form: Record<string, string>) =>
    request.post(`${staffUrl}${path}`, { form, headers: { Origin: staffUrl }, maxRedirects: 0 });
  await post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
  const setup = await (await request.get(`${staffUrl}/staff/enrol/authenticator`)).text();
  const secret = /class="staff-secret">([A-Z2-7 ]+)</.exec(setup)?.[1]?.replace(/ /g, "");
  if (!secret) throw new Error("The set-up page shows no key");
  const done = await post("/staff/enrol/authenticator", { code: await totpCode(secret) });
  if (done.status() !== 200) throw new Error(`Setting up answered ${done.status()}`);
  return secret;
}

/** An account of its own, signed in in this page's browser context: for a test that changes the account itself. Returns its authenticator's secret, to sign in again. */
export async function signInAs(page: Page, staffUrl: string, name: string, roles: StaffRole[]): Promise<string> {
  return enrol(page.request, staffUrl, name, roles);
}

export type StaffRole = "editor" | "publisher" | "request_officer" | "grievance_officer" | "admin";

/** A signed-in member of staff in a browser context of their own: its page, and their account's name. */
export interface SignedIn {
  page: Page;
  name: string;
}

/**
 * The back office's tests share their set-up: one account per set of roles, signed in once per
 * worker, whose cookies every test of that worker starts from (`staff`). Each call of `staff`
 * opens a new browser context in that session, on a 360 px phone with the project's JavaScript
 * setting, closed when the test ends. A test that changes its account (its password, its roles)
 * makes its own with `signInAs`.
 */
export const test = base.extend<
  { staff: (roles: StaffRole[]) => Promise<SignedIn> },
  { staffSessions: (roles: StaffRole[]) => Promise<Session> }
>({
  staffSessions: [
    async ({ playwright }, provide, workerInfo) => {
      const sessions = new Map<string, Promise<Session>>();
      const requests: APIRequestContext[] = [];
      await provide((roles) => {
        const key = [...roles].sort().join("+");
        if (!sessions.has(key)) {
          sessions.set(
            key,
            (async () => {
              const request = await playwright.request.newContext();
              requests.push(request);
              // The roles' initials keep the name within the 40 characters an account name may have.
              const name = staffName(`${workerInfo.project.name}${roles.map((role) => role[0]).join("")}`);
              await enrol(request, E2E_STAFF_URL, name, roles);
              return { name, state: await request.storageState() };
            })(),
          );
        }
        return sessions.get(key)!;
      });
      await Promise.all(requests.map((request) => request.dispose()));
    },
    { scope: "worker" },
  ],
  staff: async ({ browser, staffSessions }, provide, testInfo) => {
    const contexts: BrowserContext[] = [];
    await provide(async (roles) => {
      const session = await staffSessions(roles);
      const context = await browser.newContext({
        baseURL: E2E_STAFF_URL,
        viewport: { width: 360, height: 740 },
        javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
        storageState: session.state,
      });
      contexts.push(context);
      return { page: await context.newPage(), name: session.name };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

interface Session {
  name: string;
  state: Awaited<ReturnType<APIRequestContext["storageState"]>>;
}

/** Both public instances of the back office's server: what the office publishes must reach each. */
const PUBLIC_INSTANCES = [E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL];

/** Where readers meet a news article: its page, the news list, the home page, search and the RSS feed. */
function newsPlaces(slug: string, token: string): string[] {
  return [`/news/${slug}`, "/resource-hub/news", "/", `/search?query=${token}`, "/resource-hub/news/rss.xml"];
}

/** Every place on every instance where a news article should show: what whereNewsIsSeen gives once it is live. */
export function everywhereNewsShows(slug: string, token: string): string[] {
  return PUBLIC_INSTANCES.flatMap((base) => newsPlaces(slug, token).map((path) => base + path));
}

/** The places, on both instances, whose answer carries the article's title (the article's page only when it answers 200). */
export async function whereNewsIsSeen(request: APIRequestContext, title: string, slug: string, token: string): Promise<string[]> {
  const places = everywhereNewsShows(slug, token);
  const seen = await Promise.all(
    places.map(async (url) => {
      const response = await request.get(url);
      return response.ok() && (await response.text()).includes(title);
    }),
  );
  return places.filter((_, i) => seen[i]);
}

/** A back-office page as a phone shows it: axe finds nothing serious (where scripts run), and it is no wider than the screen. */
export async function checked(page: Page): Promise<void> {
  if (base.info().project.use.javaScriptEnabled !== false) await expectAccessible(page);
  // As in expectAccessible: the width is the styled page's.
  await page.waitForLoadState("load");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}
