import { prisma } from "~/utils/db.server";
import { hashPassword, passwordMatches } from "./password.server";
import { nameKey, newSessionToken, sessionAt, type StaffMember } from "./session.server";
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, sha256, totpStep, typedCode } from "./totp.server";

/**
 * Signing in, in two steps, each ending with a new session secret: the
 * password opens a 'password' session that can do nothing but take a code;
 * the code (or a recovery code) replaces it with a full one. The checks run
 * here, through kept libraries; the database counts every failure, locks
 * names and addresses, and logs each step (migration 20261212090000).
 */

/** One answer for a wrong name, a wrong password, a disabled account: nobody learns which. */
export type PasswordOutcome = { next: "code"; token: string } | { refused: "wrong" } | { refused: "locked"; waitSeconds: number };

export async function signInWithPassword(name: string, password: string, client: string): Promise<PasswordOutcome> {
  const login = name.trim().toLowerCase();
  const key = nameKey(login);
  const [start] = await prisma.$queryRaw<{ account_id: bigint | null; password_hash: string | null; wait_seconds: number }[]>`
    SELECT account_id, password_hash, wait_seconds FROM staff_sign_in_start(${login}, ${key}, ${client})`;
  if (start && start.wait_seconds > 0) return { refused: "locked", waitSeconds: start.wait_seconds };
  const matched = await passwordMatches(start?.password_hash ?? null, password);
  const token = newSessionToken();
  const [opened] = await prisma.$queryRaw<{ ok: boolean }[]>`
    SELECT staff_sign_in_password(${start?.account_id ?? null}::bigint, ${key}, ${client}, ${matched}, ${sha256(token)}) AS ok`;
  return opened?.ok ? { next: "code", token } : { refused: "wrong" };
}

export type CodeOutcome =
  { signedIn: true; token: string; recoveryCodesLeft: number | null } | { signedIn: false; startAgain: boolean; waitSeconds: number };

/** The second step: six digits from the app, or one of the recovery codes (such as abcde-fghij). */
export async function signInWithCode(request: Request, code: string, client: string): Promise<CodeOutcome> {
  const session = await sessionAt(request, "password");
  if (!session) return { signedIn: false, startAgain: true, waitSeconds: 0 };
  const key = nameKey(session.name);
  const [secret] = await prisma.$queryRaw<
    { secret: string | null }[]
  >`SELECT staff_totp_secret(${session.tokenHash}, 'password') AS secret`;
  const typed = typedCode(code);
  const isTotp = /^\d{6}$/.test(typed);
  const step = isTotp && secret?.secret ? await totpStep(secret.secret, typed) : null;
  const recovery = !isTotp && /^[a-z2-7]{10}$/i.test(typed) ? recoveryCodeHash(typed) : null;
  const token = newSessionToken();
  const [result] = await prisma.$queryRaw<{ signed_in: boolean; recovery_codes_left: number | null }[]>`
    SELECT signed_in, recovery_codes_left FROM staff_sign_in_code(${session.tokenHash}, ${client}, ${key}, ${step}::bigint, ${recovery}, ${sha256(token)})`;
  if (result?.signed_in) return { signedIn: true, token, recoveryCodesLeft: recovery ? result.recovery_codes_left : null };
  const [wait] = await prisma.$queryRaw<{ seconds: number }[]>`SELECT staff_sign_in_wait(${key}, ${client}) AS seconds`;
  const stillOpen = await sessionAt(request, "password");
  return { signedIn: false, startAgain: !stillOpen, waitSeconds: wait?.seconds ?? 0 };
}

export async function signOut(request: Request, everywhere: boolean, client: string): Promise<void> {
  const session = await sessionAt(request, "full");
  if (!session) return;
  await prisma.$executeRaw`SELECT staff_sign_out(${session.tokenHash}, ${everywhere}, ${client})`;
}

export type PasswordChangeOutcome =
  { changed: true; token: string } | { refused: "wrong" | "same" } | { refused: "locked"; waitSeconds: number };

/**
 * A signed-in person changes their own password. The current one is checked
 * as at sign-in, and a wrong one is logged as a failed password under the
 * name's key, so it counts towards the same lock (five in 15 minutes), which
 * then refuses this form as it refuses signing in. A change ends every other
 * session of the person and returns this one's new secret (migration 20261217090000).
 */
export async function changePassword(
  member: StaffMember,
  current: string,
  password: string,
  client: string,
): Promise<PasswordChangeOutcome> {
  const key = nameKey(member.name);
  const [stored] = await prisma.$queryRaw<{ password_hash: string | null; wait_seconds: number }[]>`
    SELECT password_hash, wait_seconds FROM staff_password_current(${member.tokenHash}, ${key}, ${client})`;
  if (stored && stored.wait_seconds > 0) return { refused: "locked", waitSeconds: stored.wait_seconds };
  const matched = await passwordMatches(stored?.password_hash ?? null, current);
  if (matched && (await passwordMatches(stored?.password_hash ?? null, password))) return { refused: "same" };
  const passwordHash = matched ? await hashPassword(password) : null;
  const token = newSessionToken();
  const [result] = await prisma.$queryRaw<{ ok: boolean }[]>`
    SELECT staff_password_change(${member.tokenHash}, ${key}, ${client}, ${matched}, ${passwordHash}::text, ${sha256(token)}) AS ok`;
  if (result?.ok) return { changed: true, token };
  if (!matched) return { refused: "wrong" };
  // Locked between the two steps by failures elsewhere.
  const [wait] = await prisma.$queryRaw<{ seconds: number }[]>`SELECT staff_sign_in_wait(${key}, ${client}) AS seconds`;
  return { refused: "locked", waitSeconds: wait?.seconds ?? 0 };
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
  const [row] = await prisma.$queryRaw<{ secret: string | null }[]>`SELECT staff_totp_secret(${session.tokenHash}, 'enrol') AS secret`;
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
  const step = await totpStep(pending.secret, code);
  if (step === null) return { wrong: true };
  const recoveryCodes = newRecoveryCodes();
  const token = newSessionToken();
  const hashes = recoveryCodes.map(recoveryCodeHash);
  const [row] = await prisma.$queryRaw<{ ok: boolean }[]>`
    SELECT staff_enrol_code(${session.tokenHash}, ${client}, ${step}::bigint, ${hashes}::bytea[], ${sha256(token)}) AS ok`;
  return row?.ok ? { token, recoveryCodes } : { startAgain: true };
}
