import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { queueInvitation, queueRolesChanged } from "~/features/staff-auth/alerts.server";
import { prisma } from "~/utils/db.server";
import type { Invitation } from "./account-forms.server";
import { deskLabel, NATIONAL_OFFICE } from "./desk";
import { invitationLink, nameKey, type StaffMember, type StaffRole } from "./session.server";
import { sha256 } from "./totp.server";

/** An account as the admin's page lists it: never a hash or a secret. */
export interface StaffAccountSummary {
  name: string;
  displayName: string;
  roles: StaffRole[];
  enrolled: boolean;
  disabled: boolean;
  createdBy: string;
  createdAt: Date;
  lastSignedIn: Date | null;
  openSessions: number;
  /** A grievance officer's state desk; null for the national office (and for everyone else). */
  deskState: string | null;
  /** Where their invitation and their alerts go; null when they have none. */
  email: string | null;
}

export async function listAccounts(admin: StaffMember): Promise<StaffAccountSummary[]> {
  const rows = await prisma.$queryRaw<
    {
      name: string;
      display_name: string;
      roles: StaffRole[];
      enrolled: boolean;
      disabled: boolean;
      created_by: string;
      created_at: Date;
      last_signed_in: Date | null;
      open_sessions: number;
      desk_state: string | null;
      email: string | null;
    }[]
  >`SELECT * FROM staff_accounts(${admin.tokenHash})`;
  return rows.map((row) => ({
    name: row.name,
    displayName: row.display_name,
    roles: row.roles,
    enrolled: row.enrolled,
    disabled: row.disabled,
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastSignedIn: row.last_signed_in,
    openSessions: row.open_sessions,
    deskState: row.desk_state,
    email: row.email,
  }));
}

/** A new invitation's secret: 256 bits, in the mailed link only; the database keeps its hash. */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The addresses of every admin who has set up, whom the back office tells of accounts and roles. */
async function adminAddresses(tx: Prisma.TransactionClient, admin: StaffMember): Promise<string[]> {
  const [row] = await tx.$queryRaw<{ to: string[] }[]>`SELECT staff_admin_addresses(${admin.tokenHash}) AS to`;
  return row?.to ?? [];
}

/**
 * Makes the account (or renews the invitation of one never set up) and mails its link to the
 * address given, and to nobody else; every admin is mailed a notice of it, in the same
 * transaction. Throws 23505 for a name that was ever set up, 23514 for a grievance officer
 * without a desk (invite.desk: a state, or "national"; null for anyone else).
 */
export async function inviteAccount(admin: StaffMember, invite: Invitation): Promise<void> {
  const invitation = newInvitationToken();
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`
      SELECT staff_invite(${admin.tokenHash}, ${invite.name}, ${invite.displayName}, ${invite.email}, ${invite.roles}::text[],
                          ${invite.desk}::text, ${sha256(invitation)})`;
    const account = {
      name: invite.name,
      displayName: invite.displayName,
      email: invite.email,
      roles: invite.roles,
      desk: invite.desk === null ? null : deskLabel(invite.desk === NATIONAL_OFFICE ? null : invite.desk),
    };
    await queueInvitation(tx, {
      admin: admin.name,
      account,
      href: invitationLink(invitation),
      again: false,
      admins: await adminAddresses(tx, admin),
    });
  });
}

export type AccountChange = "disable" | "enable" | "unlock";

export async function changeAccount(admin: StaffMember, name: string, change: AccountChange, client: string): Promise<void> {
  if (change === "unlock") {
    await prisma.$executeRaw`SELECT staff_unlock(${admin.tokenHash}, ${name}, ${nameKey(name)}, ${client})`;
    return;
  }
  await prisma.$executeRaw`SELECT staff_account_set(${admin.tokenHash}, ${name}, ${change}, ${client})`;
}

/**
 * Sets a colleague's roles; their sessions end. False: they had these roles
 * already. `desk` goes with a new grievance officer's role (a state, or
 * "national"), and is null otherwise. Every admin is mailed the change, in
 * the same transaction. Throws 42501 for anyone but an admin, and for an
 * admin's own account (another admin must change it), P0002 for an unknown
 * name, 23514 for a new grievance officer without a desk.
 */
export async function setRoles(admin: StaffMember, name: string, roles: StaffRole[], desk: string | null): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const rolesOf = async () =>
      (await tx.$queryRaw<{ roles: string[] }[]>`SELECT roles FROM staff_accounts(${admin.tokenHash}) WHERE name = ${name}`)[0]?.roles ??
      [];
    const before = await rolesOf();
    const [row] = await tx.$queryRaw<
      { changed: boolean }[]
    >`SELECT staff_account_roles(${admin.tokenHash}, ${name}, ${roles}::text[], ${desk}::text) AS changed`;
    if (!row?.changed) return false;
    const given = desk === null ? null : deskLabel(desk === NATIONAL_OFFICE ? null : desk);
    await queueRolesChanged(tx, await adminAddresses(tx, admin), { admin: admin.name, name, before, after: await rolesOf(), desk: given });
    return true;
  });
}

/**
 * Sets someone's sign-in up again: their password, authenticator and
 * recovery codes stop working and their sessions end at once; the new
 * invitation is mailed to the address the account has, and nowhere else,
 * and every admin is told, in the same transaction. Returns that address.
 * Throws 23502 for an account without one (nothing changes), P0002 for an
 * unknown or disabled name.
 */
export async function resetSignIn(admin: StaffMember, name: string, client: string): Promise<string> {
  const invitation = newInvitationToken();
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { email: string }[]
    >`SELECT staff_account_reset(${admin.tokenHash}, ${name}, ${sha256(invitation)}, ${client}) AS email`;
    const [account] = await tx.$queryRaw<
      { display_name: string; roles: string[]; desk_state: string | null }[]
    >`SELECT display_name, roles, desk_state FROM staff_accounts(${admin.tokenHash}) WHERE name = ${name}`;
    const email = row?.email;
    if (!email) throw new Error("staff_account_reset returned no address");
    const roles = account?.roles ?? [];
    const invited = {
      name,
      displayName: account?.display_name ?? name,
      email,
      roles,
      desk: roles.includes("grievance_officer") ? deskLabel(account?.desk_state ?? null) : null,
    };
    await queueInvitation(tx, {
      admin: admin.name,
      account: invited,
      href: invitationLink(invitation),
      again: true,
      admins: await adminAddresses(tx, admin),
    });
    return email;
  });
}

/**
 * Sets a grievance officer's desk (a state of the register) or clears it
 * (null: the national office); their sessions end. False: it was so already.
 * Throws 42501 for anyone but an admin and for an admin's own account, P0002
 * for an unknown name, 23514 for a state not in the register or an account
 * that is not a grievance officer.
 */
export async function setDesk(admin: StaffMember, name: string, desk: string | null): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ changed: boolean }[]>`SELECT staff_account_desk(${admin.tokenHash}, ${name}, ${desk}) AS changed`;
  return row?.changed ?? false;
}
