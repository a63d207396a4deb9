import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "./secret.server";

/**
 * A row id signed for one purpose, for links in mail: `<id>.<expiry>.<mac>`.
 * The expiry is in seconds since 1970, or 0 for a link that must keep working
 * (an unsubscribe link in an old message). Nothing personal is in the token.
 */
export type TokenPurpose = "newsletter-confirm" | "newsletter-unsubscribe";

export type TokenCheck = { id: number } | { problem: "invalid" | "expired" };

function mac(purpose: TokenPurpose, id: number, expiry: number): string {
  return createHmac("sha256", sessionSecret()).update(`${purpose}\n${id}\n${expiry}`).digest("base64url").slice(0, 32);
}

export function signToken(purpose: TokenPurpose, id: number, validForSeconds?: number, now = Date.now()): string {
  const expiry = validForSeconds === undefined ? 0 : Math.floor(now / 1000) + validForSeconds;
  return `${id}.${expiry}.${mac(purpose, id, expiry)}`;
}

export function checkToken(token: unknown, purpose: TokenPurpose, now = Date.now()): TokenCheck {
  if (typeof token !== "string") return { problem: "invalid" };
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{32})$/.exec(token);
  if (!match) return { problem: "invalid" };
  const id = Number(match[1]);
  const expiry = Number(match[2]);
  const expected = Buffer.from(mac(purpose, id, expiry));
  const given = Buffer.from(match[3]!);
  if (!timingSafeEqual(expected, given)) return { problem: "invalid" };
  if (expiry !== 0 && expiry * 1000 < now) return { problem: "expired" };
  return { id };
}
