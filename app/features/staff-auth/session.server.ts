import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { prisma } from "~/utils/db.server";
import { getEnv, staffOrigin } from "~/utils/env.server";
import { staffKeyedHash, staffSecret } from "~/utils/secret.server";
import { sha256 } from "./totp.server";

export const STAFF_ROLES = ["editor", "publisher", "request_officer", "grievance_officer", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who is signed in, as the database says for this request's cookie. */
export interface StaffMember {
  name: string;
  displayName: string;
  roles: StaffRole[];
  /** The hash of the cookie's secret: what every staff_* function takes as proof. */
  tokenHash: Buffer;
  /** Sent back with each form: a post without it is refused (csrfProblem). */
  csrf: string;
}

export type SessionStage = "password" | "enrol" | "full";

/**
 * The session cookie holds only a random secret; the database keeps its
 * hash and every limit (30 minutes idle, 12 hours in all). Over HTTPS it is a
 * __Host- cookie: this host only, never a subdomain's or the public site's.
 * SameSite=Strict: no other site's page can send it. No Max-Age: it ends
 * with the browser.
 */
function staffCookie() {
  const https = staffOrigin()?.startsWith("https://") ?? false;
  return createCookie(https ? "__Host-nassco_staff" : "nassco_staff", { httpOnly: true, sameSite: "strict", secure: https, path: "/" });
}

/** A new secret for a new session: every step of signing in gets one, so no earlier cookie survives it. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function sessionTokenOf(request: Request): Promise<string | null> {
  const value: unknown = await staffCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setSessionCookie(token: string): Promise<string> {
  return staffCookie().serialize(token);
}

export function clearSessionCookie(): Promise<string> {
  return staffCookie().serialize("", { expires: new Date(0) });
}

/** The lock on a name is kept under a keyed hash of it, so that a name nobody has is locked the same way. */
export function nameKey(name: string): string {
  return staffKeyedHash(`staff-name\n${name.trim().toLowerCase()}`);
}

function csrfToken(token: string): string {
  return createHmac("sha256", staffSecret()).update(`staff-form\n${token}`).digest("base64url");
}

interface SessionRow {
  account_id: bigint;
  name: string;
  display_name: string;
  roles: string[];
}

/** The session a request's cookie names at this stage, or null (none, ended, idle too long, too old, or disabled). */
export async function sessionAt(request: Request, stage: SessionStage): Promise<(StaffMember & { token: string }) | null> {
  const token = await sessionTokenOf(request);
  if (!token) return null;
  const tokenHash = sha256(token);
  const [row] = await prisma.$queryRaw<
    SessionRow[]
  >`SELECT account_id, name, display_name, roles FROM staff_session_of(${tokenHash}, ${stage})`;
  if (!row) return null;
  return {
    name: row.name,
    displayName: row.display_name,
    roles: row.roles.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role)),
    tokenHash,
    csrf: csrfToken(token),
    token,
  };
}

/** The back office answers only on its own listener; anywhere else its addresses do not exist. */
export function requireStaffListener(context: AppLoadContext): void {
  if (!context.staffListener) throw new Response("Not found", { status: 404 });
}

/**
 * The signed-in person, or a redirect to sign in (back to this page after).
 * With `role` (or several), a 403 for anyone without it (or any of them);
 * the database checks the roles again in each function it calls.
 */
export async function requireStaff(request: Request, context: AppLoadContext, role?: StaffRole | StaffRole[]): Promise<StaffMember> {
  requireStaffListener(context);
  const member = await sessionAt(request, "full");
  if (!member) {
    const { pathname, search } = new URL(request.url);
    const headers = (await sessionTokenOf(request)) ? { "Set-Cookie": await clearSessionCookie() } : undefined;
    throw redirect(`/staff/sign-in?next=${encodeURIComponent(`${pathname}${search}`)}`, { status: 303, headers });
  }
  const anyOf = role === undefined ? [] : [role].flat();
  if (anyOf.length > 0 && !anyOf.some((one) => member.roles.includes(one))) {
    throw new Response("Your account does not have a role that may do this.", { status: 403 });
  }
  return member;
}

/** For each post of a signed-in form: its token must be the session's. */
export function csrfMatches(member: StaffMember, sent: FormDataEntryValue | null): boolean {
  if (typeof sent !== "string") return false;
  const expected = Buffer.from(member.csrf);
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function requireCsrf(member: StaffMember, form: FormData): void {
  if (!csrfMatches(member, form.get("csrf"))) {
    throw new Response("This form has expired. Go back, reload the page and try again.", { status: 403 });
  }
}

/** The link an invitation is used by, on the back office's own origin. */
export function invitationLink(token: string): string {
  return `${staffOrigin() ?? `http://localhost:${getEnv().STAFF_PORT}`}/staff/enrol/${token}`;
}
