import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import pLimit from "p-limit";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-limits";

/**
 * Back-office passwords: argon2id with OWASP's minimum parameters (19 MiB,
 * two passes), stored as the PHC string, so stronger parameters can come
 * later without a migration. Each hash takes about 90 ms and 19 MiB of one
 * core: one runs at a time, so a burst of sign-ins leaves the machine's other
 * cores to the public site, and past a short queue the rest are turned away
 * at once (PasswordWorkBusy, a 429) rather than left to time out.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const cpu = pLimit(1);
/** Checks waiting their turn: about a second of work at most. */
const MAX_WAITING = 10;

/** Too many passwords are being checked at once: try again shortly. */
export class PasswordWorkBusy extends Error {
  constructor() {
    super("The back office is busy checking other passwords.");
  }
}

/** Seconds to suggest before trying again after PasswordWorkBusy. */
export const BUSY_RETRY_SECONDS = 10;

/** Whether a check asked for now would be turned away: asked first, so that no attempt is counted for nothing. */
export function passwordWorkIsBusy(): boolean {
  return cpu.pendingCount >= MAX_WAITING;
}

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (passwordWorkIsBusy()) return Promise.reject(new PasswordWorkBusy());
  return cpu(work);
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password.normalize("NFC"), ARGON2ID));
}

/** Checked against when the name is unknown, so that a wrong name takes as long as a wrong password. */
let dummy: Promise<string> | undefined;

/** Whether the password is the one stored; with nothing stored, false after the same work. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  const phc = stored ?? (await (dummy ??= hashPassword(`not a password ${crypto.randomUUID()}`)));
  const matches = await bounded(() => verify(phc, password.normalize("NFC")).catch(() => false));
  return stored !== null && matches;
}

/** The 49,000 most common passwords and keyboard patterns, from zxcvbn-ts's own lists: nothing leaves the server. */
const common = new Set(dictionary["passwords-common"]);
const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** Why a new password will not do, or null. `about` holds the person's own words (name, display name). */
export function passwordProblem(password: string, about: string[]): string | null {
  const value = password.normalize("NFC");
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return `Enter a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Enter a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (common.has(value.toLowerCase())) return "This password is on a list of common passwords. Choose another.";
  if (strength.check(value, ["nassco", "staff", ...about]).score < 3) {
    return "This password would be easy to guess. Use a few unrelated words, or make it longer.";
  }
  return null;
}
