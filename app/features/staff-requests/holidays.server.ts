import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";

/** Public holidays from a day on, oldest first: anyone may read them (the site's login included); staff change them. */
export async function holidays(from: string): Promise<{ day: string; name: string; addedBy: string }[]> {
  const rows = await prisma.publicHoliday.findMany({
    where: { day: { gte: new Date(`${from}T00:00:00Z`) } },
    orderBy: { day: "asc" },
    select: { day: true, name: true, addedBy: true },
  });
  return rows.map((row) => ({ day: row.day.toISOString().slice(0, 10), name: row.name, addedBy: row.addedBy }));
}

/** Adds a holiday, or renames the one on that day; the database checks the role and names the person. */
export async function setHoliday(member: StaffMember, day: string, name: string): Promise<void> {
  await prisma.$executeRaw`SELECT staff_holiday_set(${member.tokenHash}, ${day}::date, ${name})`;
}

export async function removeHoliday(member: StaffMember, day: string): Promise<void> {
  await prisma.$executeRaw`SELECT staff_holiday_remove(${member.tokenHash}, ${day}::date)`;
}
