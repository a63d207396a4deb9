import { createHmac, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

let fallback: string | undefined;

/** SESSION_SECRET, or one random secret for the life of this process. */
export function sessionSecret(): string {
  return getEnv().SESSION_SECRET ?? (fallback ??= randomBytes(32).toString("hex"));
}

/** A keyed hash of a client address: stable per client, useless for finding who it was. */
export function clientKey(clientAddress: string): string {
  return createHmac("sha256", sessionSecret()).update(clientAddress).digest("hex");
}
