import { getEnv } from "~/utils/env.server";
import { CONSENT_COOKIE, type Consent } from "./consent";

/**
 * The consent banner's cookie, as its form's answer sets it, for a year: the bare word (not
 * Remix's encoded JSON) and not httpOnly, as the page's own script reads it and the server never
 * does (features/analytics/consent.ts, decision 0114).
 */
export function writeConsent(choice: Consent, https: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${365 * 86_400}; Path=/; SameSite=Lax${https ? "; Secure" : ""}`;
}

/**
 * The measurement id, when the office has one: the same for every reader, so the banner (hidden)
 * and its script are in every public page, and the page's script decides, in the browser.
 */
export function measurementId(): string | null {
  return getEnv().ANALYTICS_MEASUREMENT_ID ?? null;
}

/**
 * The hosts Google's tag loads from and reports to, and nothing else. In the CSP of every page
 * whenever the office has a measurement id, whoever reads it: the page is the same for everyone,
 * and its script may load the tag (decision 0114).
 */
export const THIRD_PARTY_ANALYTICS_HOSTS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};
