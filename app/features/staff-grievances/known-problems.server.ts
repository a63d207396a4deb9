import { isLocale } from "~/i18n/locales";
import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";
import { resolveGrievance } from "./grievances.server";
import type { DeskKnownProblem } from "./known-problems-page";
import { closingLetter, grievanceLetterLinks, grievanceLetterMessage } from "./letters.server";

interface Row {
  id: string;
  state: string;
  lga: string | null;
  category: string;
  expected_on: string | null;
  origin: "office" | "rule";
  status: string;
  publish_at: Date;
  closed_at: Date | null;
  closed_by: string | null;
  open_cases: bigint;
  cases: bigint;
  shown: bigint;
  filed: bigint;
}

/** The known problems of the officer's desk: open ones first, then those closed in the last 90 days. */
export async function deskKnownProblems(member: StaffMember): Promise<DeskKnownProblem[]> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT id, state, lga, category, expected_on::text AS expected_on, origin, status, publish_at, closed_at, closed_by,
           open_cases, cases, shown, filed
    FROM staff_known_problems(${member.tokenHash})`;
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    lga: row.lga,
    category: row.category,
    expectedOn: row.expected_on,
    origin: row.origin,
    status: row.status,
    publishAt: row.publish_at,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
    openCases: Number(row.open_cases),
    cases: Number(row.cases),
    shown: Number(row.shown),
    filed: Number(row.filed),
  }));
}

/**
 * Closes a known problem (decision 0112), and with `resolve` first resolves each of its open cases
 * that the desk covers with the one reply, each with its closing letter in the person's language
 * (the database writes it only to those who agreed) and its own "Was it fixed?": all in one
 * transaction, so a failure leaves every case and the notice as they were. Returns how many cases
 * were resolved.
 */
export async function closeKnownProblem(
  member: StaffMember,
  id: string,
  resolve: { resolution: string; reply: string } | null,
): Promise<number> {
  return prisma.$transaction(
    async (tx) => {
      let resolved = 0;
      if (resolve) {
        const cases = await tx.$queryRaw<{ reference: string; locale: string }[]>`
          SELECT reference, locale FROM staff_known_problem_cases(${member.tokenHash}, ${id})`;
        for (const { reference, locale } of cases) {
          const language = isLocale(locale) ? locale : "en";
          const letter = closingLetter(reference, resolve.resolution, resolve.reply, grievanceLetterLinks(language), language);
          await resolveGrievance(member, reference, resolve.resolution, resolve.reply, grievanceLetterMessage(letter), tx);
          resolved += 1;
        }
      }
      await tx.$executeRaw`SELECT staff_known_problem_close(${member.tokenHash}, ${id})`;
      return resolved;
    },
    // A notice may have many cases: each is a few statements, well within a minute.
    { timeout: 60_000, maxWait: 10_000 },
  );
}
