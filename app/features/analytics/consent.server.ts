import { createCookie } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import { wantsLitePages, refusesTracking } from "~/utils/reader-preferences";

/**
 * The reader's answer to the consent banner. It is a preference, not a
 * credential (forging "yes" only loads the tag in one's own browser), so it is
 * not signed. Only a request that carries it gets a page made for one reader:
 * everyone else's pages stay the same bytes, cacheable by anyone.
 */
export const CONSENT_COOKIE = "nassco_analytics";

const cookie = createCookie(CONSENT_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", maxAge: 365 * 86_400 });

export type Consent = "yes" | "no";

export function writeConsent(choice: Consent, https: boolean): Promise<string> {
  return cookie.serialize(choice, { secure: https });
}

async function readConsent(request: Request): Promise<Consent | null> {
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  return value === "yes" || value === "no" ? value : null;
}

/** What the page shows about third-party analytics: the banner, the tag, or neither. */
export interface ThirdPartyAnalytics {
  /** Ask: the office has a measurement id and this reader has not answered. */
  ask: boolean;
  /** The measurement id, when its tag may load for this reader on this page. */
  tag: string | null;
  /** The reader has answered, so the page was made for them alone. */
  personal: boolean;
}

export async function thirdPartyAnalytics(request: Request): Promise<ThirdPartyAnalytics> {
  const id = getEnv().ANALYTICS_MEASUREMENT_ID;
  if (!id) return { ask: false, tag: null, personal: false };
  const consent = await readConsent(request);
  const optedOut = refusesTracking((name) => request.headers.get(name));
  const tag = consent === "yes" && !optedOut && !wantsLitePages(request.headers.get("Save-Data")) ? id : null;
  return { ask: consent === null, tag, personal: consent !== null };
}

/** The hosts Google's tag loads from and reports to, and nothing else, for the CSP of a page that carries it. */
export const THIRD_PARTY_ANALYTICS_HOSTS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};
