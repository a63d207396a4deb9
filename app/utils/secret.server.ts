import { createHmac, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

let fallback: string | undefined;
let staffFallback: string | undefined;

/** SESSION_SECRET's list, newest first, or one random secret for the life of this process (refused in production). */
export function sessionSecrets(): string[] {
  return getEnv().SESSION_SECRET ?? [(fallback ??= randomBytes(32).toString("hex"))];
}

/** The newest secret: what signs and keys from now on. */
export function sessionSecret(): string {
  return sessionSecrets()[0]!;
}

/** A keyed hash: stable for the same input, useless for finding what the input was. */
export function keyedHash(value: string): string {
  return createHmac("sha256", sessionSecret()).update(value).digest("hex");
}

/**
 * The back office's own: STAFF_SESSION_SECRET's list, newest first, or one random secret for the
 * life of this process (refused in production). Never SESSION_SECRET, which the public site holds.
 */
export function staffSecrets(): string[] {
  return getEnv().STAFF_SESSION_SECRET ?? [(staffFallback ??= randomBytes(32).toString("hex"))];
}

/** The back office's newest secret: what signs and keys there from now on. */
export function staffSecret(): string {
  return staffSecrets()[0]!;
}

/** keyedHash under the back office's secret. */
export function staffKeyedHash(value: string): string {
  return createHmac("sha256", staffSecret()).update(value).digest("hex");
}
