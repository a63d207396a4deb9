import { randomBytes } from "node:crypto";
import { queueRolesChanged } from "~/features/staff-auth/alerts.server";
import { prisma } from "~/utils/db.server";
import { nameKey, type StaffMember, type StaffRole } from "./session.server";
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
  }));
}

/** A new invitation's secret: 256 bits, in the link only; the database keeps its hash. */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Makes the account (or renews a pending one's invitation) and returns the invitation's secret. Throws 23505 for an enrolled name. */
export async function inviteAccount(
  admin: StaffMember,
  account: { name: string; displayName: string; roles: StaffRole[] },
): Promise<string> {
  const invitation = newInvitationToken();
  await prisma.$queryRaw`SELECT staff_invite(${admin.tokenHash}, ${account.name}, ${account.displayName}, ${account.roles}::text[], ${sha256(invitation)})`;
  return invitation;
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
 * already. Every admin is mailed the change, in the same transaction. Throws
 * 42501 for anyone but an admin, and for an admin's own account (another
 * admin must change it), P0002 for an unknown name.
 */
export async function setRoles(admin: StaffMember, name: string, roles: StaffRole[]): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const rolesOf = async () =>
      (await tx.$queryRaw<{ roles: string[] }[]>`SELECT roles FROM staff_accounts(${admin.tokenHash}) WHERE name = ${name}`)[0]?.roles ??
      [];
    const before = await rolesOf();
    const [row] = await tx.$queryRaw<
      { changed: boolean }[]
    >`SELECT staff_account_roles(${admin.tokenHash}, ${name}, ${roles}::text[]) AS changed`;
    if (!row?.changed) return false;
    const [admins] = await tx.$queryRaw<{ to: string[] }[]>`SELECT staff_admin_addresses(${admin.tokenHash}) AS to`;
    await queueRolesChanged(tx, admins?.to ?? [], { admin: admin.name, name, before, after: await rolesOf() });
    return true;
  });
}

/**
 * Sets someone's sign-in up again: their password, authenticator and
 * recovery codes stop working and their sessions end at once; the new
 * invitation's secret is returned, to show once.
 */
export async function resetSignIn(admin: StaffMember, name: string, client: string): Promise<string> {
  const invitation = newInvitationToken();
  await prisma.$executeRaw`SELECT staff_account_reset(${admin.tokenHash}, ${name}, ${sha256(invitation)}, ${client})`;
  return invitation;
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
