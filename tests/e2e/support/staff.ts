import { createHash, randomBytes } from "node:crypto";
import { generateTOTP } from "@epic-web/totp";
import type { APIRequestContext } from "@playwright/test";
import { queryStaffDatabase } from "./database";
import { E2E_STAFF_PUBLIC_URL, E2E_STAFF_SECOND_URL } from "./server";

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
