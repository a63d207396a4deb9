import { createHmac, randomBytes } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * A process's secrets from one setting: its list, newest first, or one random secret for the life
 * of this process (refused in production); the newest, which signs and keys from now on; and a
 * keyed hash under it, stable for the same input and useless for finding what the input was.
 */
function secretsOf(setting: () => string[] | undefined) {
  let fallback: string | undefined;
  const secrets = (): string[] => setting() ?? [(fallback ??= randomBytes(32).toString("hex"))];
  const newest = (): string => secrets()[0]!;
  return { secrets, newest, keyedHash: (value: string): string => createHmac("sha256", newest()).update(value).digest("hex") };
}

/** The public site's: SESSION_SECRET. */
const site = secretsOf(() => getEnv().SESSION_SECRET);
export const sessionSecrets = site.secrets;
export const sessionSecret = site.newest;
export const keyedHash = site.keyedHash;

/** The back office's own: STAFF_SESSION_SECRET, never SESSION_SECRET, which the public site holds. */
const office = secretsOf(() => getEnv().STAFF_SESSION_SECRET);
export const staffSecrets = office.secrets;
export const staffSecret = office.newest;
export const staffKeyedHash = office.keyedHash;
