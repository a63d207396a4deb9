import { prisma } from "~/utils/db.server";
import type { StaffMember } from "./session.server";

/** The signed-in person's own address (for tests of a newsletter), which only they and the database see. */
export async function ownEmail(member: StaffMember): Promise<string | null> {
  const [row] = await prisma.$queryRaw<{ email: string | null }[]>`SELECT staff_email(${member.tokenHash}) AS email`;
  return row?.email ?? null;
}

export async function setOwnEmail(member: StaffMember, email: string | null): Promise<void> {
  await prisma.$executeRaw`SELECT staff_email_set(${member.tokenHash}, ${email ?? ""})`;
}
