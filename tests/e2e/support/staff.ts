import { createHash, randomBytes } from "node:crypto";
import { generateTOTP } from "@epic-web/totp";
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { expectAccessible } from "./axe";
import { queryStaffDatabase } from "./database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL, E2E_STAFF_URL } from "./server";

export const STAFF_PASSWORD = "tangerine lorry kaduna 47";

/** An account invited as the owner's CLI invites one; returns the invitation's secret. */
export async function inviteStaff(name: string, roles: string[]): Promise<string> {
  const invitation = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(invitation).digest();
  await queryStaffDatabase("SELECT staff_invite_as('e2e', $1, $2, $3::text[], $4)", [name, `Tester ${name}`, roles, hash]);
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
 * A person signed in to the back office in this page's browser context: the
 * account is invited as the owner would, set up and signed in through the
 * back office's own forms (by the context's request, which shares its cookies).
 */
export async function signInAs(page: import("@playwright/test").Page, staffUrl: string, name: string, roles: string[]): Promise<void> {
  const invitation = await inviteStaff(name, roles);
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(`${staffUrl}${path}`, { form, headers: { Origin: staffUrl }, maxRedirects: 0 });
  await post(`/staff/enrol/${invitation}`, { password: STAFF_PASSWORD, confirm: STAFF_PASSWORD });
  const setup = await (await page.request.get(`${staffUrl}/staff/enrol/authenticator`)).text();
  const secret = /class="staff-secret">([A-Z2-7 ]+)</.exec(setup)?.[1]?.replace(/ /g, "");
  if (!secret) throw new Error("The set-up page shows no key");
  const done = await post("/staff/enrol/authenticator", { code: await totpCode(secret) });
  if (done.status() !== 200) throw new Error(`Setting up answered ${done.status()}`);
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

/**
 * An editor and a publisher, each signed in through the back office in a browser context of their
 * own on a 360 px phone, with the project's JavaScript setting; `tag` keeps their names apart.
 */
export async function editorAndPublisher(browser: Browser, testInfo: TestInfo, tag: { editor: string; publisher: string }) {
  const options = {
    baseURL: E2E_STAFF_URL,
    viewport: { width: 360, height: 740 },
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  };
  const contexts = [await browser.newContext(options), await browser.newContext(options)] as const;
  const [editor, publisher] = [await contexts[0].newPage(), await contexts[1].newPage()];
  const publisherName = staffName(`${testInfo.project.name}${tag.publisher}`);
  await signInAs(editor, E2E_STAFF_URL, staffName(`${testInfo.project.name}${tag.editor}`), ["editor"]);
  await signInAs(publisher, E2E_STAFF_URL, publisherName, ["publisher"]);
  return { editor, publisher, publisherName, close: () => Promise.all(contexts.map((context) => context.close())) };
}

/** A back-office page as a phone shows it: axe finds nothing serious (where scripts run), and it is no wider than the screen. */
export async function checked(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled !== false) await expectAccessible(page);
  // As in expectAccessible: the width is the styled page's.
  await page.waitForLoadState("load");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}
