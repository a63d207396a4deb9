import { randomBytes } from "node:crypto";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { sha256 } from "~/features/staff-auth/totp.server";
import { prisma } from "~/utils/db.server";

/** A partner as the admin's page lists it: never its key or the key's hash. */
export interface PartnerSummary {
  id: number;
  name: string;
  contactEmail: string;
  createdBy: string;
  createdAt: Date;
  disabledAt: Date | null;
  lastUsedAt: Date | null;
}

export async function listPartners(admin: StaffMember): Promise<PartnerSummary[]> {
  const rows = await prisma.$queryRaw<
    {
      id: number;
      name: string;
      contact_email: string;
      created_by: string;
      created_at: Date;
      disabled_at: Date | null;
      last_used_at: Date | null;
    }[]
  >`SELECT * FROM staff_partners(${admin.tokenHash})`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contactEmail: row.contact_email,
    createdBy: row.created_by,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** A partner's key: 256 bits, shown to the admin once; the database keeps its SHA-256. The prefix says what it is where it is pasted. */
export function newPartnerKey(): string {
  return `nsr_grv_${randomBytes(32).toString("base64url")}`;
}

/** Adds the partner and returns its key. Throws 23505 when the name (in any case) is taken. */
export async function addPartner(admin: StaffMember, partner: { name: string; contactEmail: string }): Promise<string> {
  const key = newPartnerKey();
  await prisma.$queryRaw`SELECT staff_partner_add(${admin.tokenHash}, ${partner.name}, ${partner.contactEmail}, ${sha256(key)})`;
  return key;
}

export async function disablePartner(admin: StaffMember, id: number): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ done: boolean }[]>`SELECT staff_partner_disable(${admin.tokenHash}, ${id}::integer) AS done`;
  return row?.done ?? false;
}
