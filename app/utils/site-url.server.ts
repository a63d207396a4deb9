import { getEnv } from "./env.server";

/** The public origin: SITE_URL when configured, else the origin this request arrived at. */
export function siteOrigin(request: Request): string {
  return (getEnv().SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}
