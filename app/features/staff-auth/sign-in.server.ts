import { setTimeout as sleep } from "node:timers/promises";
import pLimit from "p-limit";
import { queueSignInAlert } from "~/features/staff-auth/alerts.server";
import { prisma } from "~/utils/db.server";
import { BUSY_RETRY_SECONDS, hashPassword, passwordMatches, passwordWorkIsBusy, PasswordWorkBusy } from "./password.server";
import { isDatabaseBusy } from "./database-errors.server";
import { newDevice } from "./known-device.server";
import { countSignIn } from "./sign-in-counts";
import { nameKey, newSessionToken, sessionAt, type StaffMember } from "./session.server";
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, sha256, typedCode } from "./totp.server";

/**
 * Signing in, in two steps, each ending with a new session secret: the
 * password opens a 'password' session that can do nothing but take a code;
 * the code (or a recovery code) replaces it with a full one. The password is
 * checked here (argon2, a kept library), in the back office's process, whose
 * login alone may say it matched; the code is checked in the database,
 * against a secret that never leaves it. The database counts every check as
 * it starts and logs each step (migrations 20261212090000, 20261223090000,
 * 20261229110000). A browser the person has signed in from before (its device
 * cookie, known-device.server.ts) is held to its own limit alone; any other
 * shares the name's: five checks on one network, twenty on all of them, in 15
 * minutes, each a little later than the last once the name is being guessed.
 */

/** One answer for a wrong name, a wrong password, a disabled account: nobody learns which. */
export type PasswordOutcome =
  | { next: "code"; token: string }
  | { refused: "wrong" }
  | { refused: "locked"; waitSeconds: number }
  | { refused: "busy"; waitSeconds: number };

const busy = { refused: "busy", waitSeconds: BUSY_RETRY_SECONDS } as const;

/**
 * Sign-ins checked at once, each a few queries and one password hash; past
 * the waiting ones the rest are told to try again (busy) before they touch the
 * database, so a burst never waits for a connection of the back office's
 * small pool, let alone the public site's.
 */
const checking = pLimit(2);
const MAX_WAITING_CHECKS = 20;

/** `device`: the hash of the browser's device cookie's id, when its signature is ours (knownDeviceOf). */
export async function signInWithPassword(name: string, password: string, client: string, device: Buffer | null): Promise<PasswordOutcome> {
  const outcome = await passwordStep(name, password, client, device);
  countSignIn("password", "next" in outcome ? "ok" : outcome.refused);
  return outcome;
}

interface CheckStart {
  account_id: bigint | null;
  password_hash: string | null;
  wait_seconds: number;
  delay_seconds: number;
  device_id: bigint | null;
}

async function passwordStep(name: string, password: string, client: string, device: Buffer | null): Promise<PasswordOutcome> {
  // A burst that finds no free connection in time is told to try again, as one past the queue is.
  return checkedPasswordStep(name, password, client, device).catch((error: unknown) => {
    if (isDatabaseBusy(error)) return busy;
    throw error;
  });
}

async function checkedPasswordStep(name: string, password: string, client: string, device: Buffer | null): Promise<PasswordOutcome> {
  if (checking.pendingCount >= MAX_WAITING_CHECKS || passwordWorkIsBusy()) return busy;
  const login = name.trim().toLowerCase();
  const key = nameKey(login);
  const [start] = await checking(
    () => prisma.$queryRaw<CheckStart[]>`
      SELECT account_id, password_hash, wait_seconds, delay_seconds, device_id
      FROM staff_sign_in_start(${login}, ${key}, ${client}, ${device}::bytea)`,
  );
  if (!start) return busy;
  if (start.wait_seconds > 0) return { refused: "locked", waitSeconds: start.wait_seconds };
  // A name that strangers are failing on: the check the database has just counted is made a
  // little later, so however many are let through, their answers come slowly. Nobody is locked
  // out by it, and waiting holds none of the checks' places.
  if (start.delay_seconds > 0) await sleep(start.delay_seconds * 1000);
  return checking(() => checkPassword(login, key, password, client, start));
}

async function checkPassword(login: string, key: string, password: string, client: string, start: CheckStart): Promise<PasswordOutcome> {
  const matched = await passwordMatches(start.password_hash, password).catch(busyOr);
  if (matched === null) return busy;
  const token = newSessionToken();
  const [opened] = await prisma.$queryRaw<{ ok: boolean; alert_to: string[] }[]>`
    SELECT ok, alert_to
    FROM staff_sign_in_password(${start.account_id}::bigint, ${key}, ${client}, ${matched}, ${sha256(token)}, ${start.device_id}::bigint)`;
  await alertIfGuessed(login, opened?.alert_to);
  return opened?.ok ? { next: "code", token } : { refused: "wrong" };
}

/** The checks' queue was full (null), or any other failure thrown on. */
function busyOr(error: unknown): null {
  if (error instanceof PasswordWorkBusy) return null;
  throw error;
}

/** Tells the account's admins and its owner that it is being guessed, when the database says it is time to. */
async function alertIfGuessed(name: string, to: string[] | undefined): Promise<void> {
  if (!to || to.length === 0) return;
  await prisma.$transaction((tx) => queueSignInAlert(tx, to, name));
}

/** Signed in: the full session's secret, the recovery codes left if one was used, and the browser's new device cookie. */
export type CodeOutcome =
  | { signedIn: true; token: string; recoveryCodesLeft: number | null; device: string }
  | { signedIn: false; startAgain: boolean; waitSeconds: number };

/** The second step: six digits from the app, or one of the recovery codes (such as abcde-fghij). `device` as for the first. */
export async function signInWithCode(request: Request, code: string, client: string, device: Buffer | null): Promise<CodeOutcome> {
  const outcome = await codeStep(request, code, client, device);
  countSignIn("code", outcome.signedIn ? "ok" : outcome.waitSeconds > 0 ? "locked" : outcome.startAgain ? "expired" : "wrong");
  return outcome;
}

async function codeStep(request: Request, code: string, client: string, device: Buffer | null): Promise<CodeOutcome> {
  const session = await sessionAt(request, "password");
  if (!session) return { signedIn: false, startAgain: true, waitSeconds: 0 };
  const key = nameKey(session.name);
  const typed = typedCode(code);
  const isTotp = /^\d{6}$/.test(typed);
  const recovery = !isTotp && /^[a-z2-7]{10}$/i.test(typed) ? recoveryCodeHash(typed) : null;
  const token = newSessionToken();
  // Signed in, this browser becomes (or stays, under a new id) a known device of the account.
  const next = newDevice();
  // The code goes to the database, which checks it against the secret it keeps.
  const [result] = await prisma.$queryRaw<
    { signed_in: boolean; recovery_codes_left: number | null; alert_to: string[]; wait_seconds: number }[]
  >`
    SELECT signed_in, recovery_codes_left, alert_to, wait_seconds
    FROM staff_sign_in_code(${session.tokenHash}, ${client}, ${key}, ${isTotp ? typed : null}, ${recovery}, ${sha256(token)},
                            ${device}::bytea, ${next.sha256})`;
  if (result?.signed_in) {
    return { signedIn: true, token, recoveryCodesLeft: recovery ? result.recovery_codes_left : null, device: next.value };
  }
  await alertIfGuessed(session.name, result?.alert_to);
  const stillOpen = await sessionAt(request, "password");
  return { signedIn: false, startAgain: !stillOpen, waitSeconds: result?.wait_seconds ?? 0 };
}

export async function signOut(request: Request, everywhere: boolean, client: string): Promise<void> {
  const session = await sessionAt(request, "full");
  if (!session) return;
  await prisma.$executeRaw`SELECT staff_sign_out(${session.tokenHash}, ${everywhere}, ${client})`;
}

export type PasswordChangeOutcome =
  | { changed: true; token: string }
  | { refused: "wrong" | "same" }
  | { refused: "locked"; waitSeconds: number }
  | { refused: "busy"; waitSeconds: number };

/**
 * A signed-in person changes their own password. The current one is checked
 * as at sign-in, and a wrong one is logged as a failed password under the
 * name's key, so it counts towards the same lock (five in 15 minutes), which
 * then refuses this form as it refuses signing in. A change ends every other
 * session of the person and returns this one's new secret (migrations
 * 20261217090000, 20261223090000).
 */
export async function changePassword(
  member: StaffMember,
  current: string,
  password: string,
  client: string,
): Promise<PasswordChangeOutcome> {
  const key = nameKey(member.name);
  if (passwordWorkIsBusy()) return busy;
  const [stored] = await prisma.$queryRaw<{ password_hash: string | null; wait_seconds: number }[]>`
    SELECT password_hash, wait_seconds FROM staff_password_current(${member.tokenHash}, ${key}, ${client})`;
  if (stored && stored.wait_seconds > 0) return { refused: "locked", waitSeconds: stored.wait_seconds };
  try {
    const matched = await passwordMatches(stored?.password_hash ?? null, current);
    if (matched && (await passwordMatches(stored?.password_hash ?? null, password))) return { refused: "same" };
    const passwordHash = matched ? await hashPassword(password) : null;
    const token = newSessionToken();
    const [result] = await prisma.$queryRaw<{ ok: boolean }[]>`
      SELECT staff_password_change(${member.tokenHash}, ${key}, ${client}, ${matched}, ${passwordHash}::text, ${sha256(token)}) AS ok`;
    return result?.ok ? { changed: true, token } : { refused: "wrong" };
  } catch (error) {
    if (busyOr(error) === null) return busy;
    throw error;
  }
}

/** Whom an invitation's link is for, while it can be used. */
export async function invitationFor(invitation: string): Promise<{ name: string; displayName: string } | null> {
  const [row] = await prisma.$queryRaw<{ name: string; display_name: string }[]>`
    SELECT name, display_name FROM staff_invitation_for(${sha256(invitation)})`;
  return row ? { name: row.name, displayName: row.display_name } : null;
}

/** Enrolment, step one: the chosen password is kept, a new authenticator secret waits for its first code. */
export async function enrolPassword(invitation: string, password: string): Promise<string | null> {
  const token = newSessionToken();
  const passwordHash = await hashPassword(password);
  const [row] = await prisma.$queryRaw<{ ok: boolean }[]>`
    SELECT staff_enrol_password(${sha256(invitation)}, ${passwordHash}, ${newTotpSecret()}, ${sha256(token)}) AS ok`;
  return row?.ok ? token : null;
}

export async function pendingTotpSecret(request: Request): Promise<{ name: string; secret: string } | null> {
  const session = await sessionAt(request, "enrol");
  if (!session) return null;
  const [row] = await prisma.$queryRaw<{ secret: string | null }[]>`SELECT staff_totp_pending(${session.tokenHash}) AS secret`;
  return row?.secret ? { name: session.name, secret: row.secret } : null;
}

/** Enrolment, step two: a right code makes the secret the account's and signs the person in; the recovery codes are returned to show once. */
export async function enrolCode(
  request: Request,
  code: string,
  client: string,
): Promise<{ token: string; recoveryCodes: string[] } | { wrong: true } | { startAgain: true }> {
  const session = await sessionAt(request, "enrol");
  const pending = session && (await pendingTotpSecret(request));
  if (!session || !pending) return { startAgain: true };
  const recoveryCodes = newRecoveryCodes();
  const token = newSessionToken();
  const hashes = recoveryCodes.map(recoveryCodeHash);
  // The database checks the code against the pending secret; false with the enrolment still under way is a wrong code.
  const [row] = await prisma.$queryRaw<{ ok: boolean }[]>`
    SELECT staff_enrol_code(${session.tokenHash}, ${client}, ${typedCode(code)}, ${hashes}::bytea[], ${sha256(token)}) AS ok`;
  if (row?.ok) return { token, recoveryCodes };
  return (await pendingTotpSecret(request)) ? { wrong: true } : { startAgain: true };
}
