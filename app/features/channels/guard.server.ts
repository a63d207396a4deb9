import { createHash, timingSafeEqual } from "node:crypto";
import ipaddr from "ipaddr.js";
import { getEnv, type Env } from "~/utils/env.server";

export type CallerCheck = "allowed" | "refused" | "hidden";

/** A client's address as the load context gives it: IPv4 whole, IPv6 as its /64 ("2001:db8:0:1::/64"). */
function parsed(clientAddress: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const address = clientAddress.replace(/\/64$/, "");
  return ipaddr.isValid(address) ? ipaddr.process(address) : null;
}

function isLoopback(address: ipaddr.IPv4 | ipaddr.IPv6 | null): boolean {
  if (!address) return false;
  // ::1 arrives as its /64, ::/64, where nothing else routable lives.
  return address.kind() === "ipv4" ? address.range() === "loopback" : address.toNormalizedString() === "0:0:0:0:0:0:0:0";
}

function inList(address: ipaddr.IPv4 | ipaddr.IPv6 | null, list: readonly string[]): boolean {
  if (!address) return false;
  return list.some((entry) => {
    const [range, bits] = entry.includes("/") ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), entry.includes(":") ? 128 : 32];
    // An IPv6 caller is known only by its /64, so the settings list IPv6 by /64 or wider (env.server.ts
    // refuses a narrower entry at start, which could never match).
    return address.kind() === range.kind() && (range.kind() === "ipv4" || bits <= 64) && address.match(range, bits);
  });
}

/** Equal secrets, compared in constant time (their digests, so their lengths do not show either). */
function sameSecret(given: string | null, secret: string): boolean {
  if (given === null) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * Who may call the USSD and SMS callbacks (decision 0072): the aggregator's
 * addresses with the shared secret in the callback address's `key`; with
 * neither configured, the simulator and curl on this machine outside
 * production, and nobody in production, where the callbacks do not exist
 * until the office has an aggregator.
 */
export function checkCaller(request: Request, clientAddress: string, env: Env = getEnv()): CallerCheck {
  const address = parsed(clientAddress);
  if (env.CHANNELS_ALLOWED_ADDRESSES && env.CHANNELS_SECRET) {
    const key = new URL(request.url).searchParams.get("key");
    // Each secret compared, not the first that matches: the time taken does not say which one it was.
    const secretRight = env.CHANNELS_SECRET.map((secret) => sameSecret(key, secret)).includes(true);
    return inList(address, env.CHANNELS_ALLOWED_ADDRESSES) && secretRight ? "allowed" : "refused";
  }
  if (callbacksHidden(env)) return "hidden";
  return isLoopback(address) ? "allowed" : "refused";
}

/** In production with neither setting the callbacks do not exist: every method there is a 404 (express-app.ts asks first). */
export function callbacksHidden(env: Env = getEnv()): boolean {
  return env.NODE_ENV === "production" && !(env.CHANNELS_ALLOWED_ADDRESSES && env.CHANNELS_SECRET);
}

/** The callbacks' addresses: /channels/ussd, /channels/sms and its delivery reports. */
export const isCallbackPath = (pathname: string) => pathname === "/channels" || pathname.startsWith("/channels/");

/** The answer to a caller the guard turned away: no detail, never cached. */
export function refusedCaller(check: Exclude<CallerCheck, "allowed">): Response {
  return new Response(null, { status: check === "hidden" ? 404 : 403, headers: { "Cache-Control": "no-store" } });
}
