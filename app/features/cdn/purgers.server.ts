import type { Env } from "~/utils/env.server";

/**
 * A CDN's purge API, as its documentation gives it (decision 0076): one call
 * purges a batch of cache tags, at most `batchSize` of them. A purge that
 * fails throws, and the lane tries the batch again later.
 */
export interface CdnPurger {
  name: string;
  batchSize: number;
  purge(tags: readonly string[]): Promise<void>;
}

/** Long enough for a slow answer, short enough that a hung API holds the lane for seconds, not minutes. */
const TIMEOUT_MS = 10_000;

const trimmed = (base: string) => base.replace(/\/+$/, "");

/** What went wrong, for the row's last_error: the status and the start of the API's answer, never the token. */
async function refused(name: string, answer: Response): Promise<Error> {
  const body = (await answer.text().catch(() => "")).slice(0, 300);
  return new Error(`${name} answered ${answer.status}${body ? `: ${body}` : ""}`);
}

/**
 * Cloudflare: POST /zones/{zone_id}/purge_cache with {"tags": [...]} and the
 * API token as a bearer token; the answer's `success` says whether it was
 * taken. 30 tags a call, its documented limit (within 30,000 calls a day).
 */
export function cloudflarePurger({ zoneId, token, apiUrl }: { zoneId: string; token: string; apiUrl: string }): CdnPurger {
  return {
    name: "Cloudflare",
    batchSize: 30,
    async purge(tags) {
      const answer = await fetch(`${trimmed(apiUrl)}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!answer.ok) throw await refused("Cloudflare", answer);
      const result = (await answer.json().catch(() => null)) as { success?: boolean } | null;
      if (result?.success !== true) throw new Error(`Cloudflare did not confirm the purge: ${JSON.stringify(result).slice(0, 300)}`);
    },
  };
}

/**
 * Fastly: POST /service/{service_id}/purge with {"surrogate_keys": [...]}
 * and the token as Fastly-Key. A hard purge, not a soft one (Fastly-Soft-Purge),
 * which would leave the copies to be served stale for a day (stale-if-error):
 * a page withdrawn because it must not be read must go at once. nginx behind
 * the CDN keeps the origin's load flat meanwhile. 256 keys a call, its limit.
 */
export function fastlyPurger({ serviceId, token, apiUrl }: { serviceId: string; token: string; apiUrl: string }): CdnPurger {
  return {
    name: "Fastly",
    batchSize: 256,
    async purge(tags) {
      const answer = await fetch(`${trimmed(apiUrl)}/service/${encodeURIComponent(serviceId)}/purge`, {
        method: "POST",
        headers: { "Fastly-Key": token, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ surrogate_keys: tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!answer.ok) throw await refused("Fastly", answer);
    },
  };
}

/** The purger the settings choose, or null for CDN_PURGER=none (env.server.ts refuses one half-configured). */
export function createCdnPurger(env: Env): CdnPurger | null {
  switch (env.CDN_PURGER) {
    case "cloudflare":
      return cloudflarePurger({
        zoneId: env.CLOUDFLARE_ZONE_ID!,
        token: env.CLOUDFLARE_API_TOKEN!,
        apiUrl: env.CDN_PURGE_API_URL ?? "https://api.cloudflare.com/client/v4",
      });
    case "fastly":
      return fastlyPurger({
        serviceId: env.FASTLY_SERVICE_ID!,
        token: env.FASTLY_API_TOKEN!,
        apiUrl: env.CDN_PURGE_API_URL ?? "https://api.fastly.com",
      });
    default:
      return null;
  }
}
