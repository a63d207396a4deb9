import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { statusCodeHash } from "~/features/cases/status-code.server";
import type { Locale } from "~/i18n/locales";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";

/**
 * A person's own view of their report, through grievance_status(): found with
 * the reference and the code (the database compares the code's hash), counted
 * against the client's limit whether or not it matches, and without anything
 * personal. Days are written here in the page's language, as the request's
 * status page writes them (requests/status.server.ts).
 */
export interface GrievanceStatus {
  reference: string;
  category: string;
  /** Null for a case sent as a free SMS, until the office places it. */
  state: string | null;
  lga: string | null;
  status: string;
  receivedOn: string;
  expectedOn: string;
  /** Past the promised date and not resolved. */
  overdue: boolean;
  resolution: string | null;
  resolvedOn: string | null;
  /** The office's public replies, oldest first; notes never leave the database. */
  replies: { on: string; body: string }[];
}

interface StatusRow {
  reference: string;
  category: string;
  state: string | null;
  lga: string | null;
  status: string;
  created_at: Date;
  expected_on: string;
  resolution: string | null;
  resolved_at: Date | null;
  replies: { at: string; body: string }[];
}

export type GrievanceStatusOutcome = { found: GrievanceStatus } | { notFound: true } | { limited: true; retryAfter: number };

export async function lookUpGrievanceStatus(
  reference: string,
  code: string,
  clientAddress: string,
  locale: Locale,
  now = new Date(),
): Promise<GrievanceStatusOutcome> {
  const outcome = await storeWithinLimits([addressCheck("grievance-status", clientAddress)], async (tx) => {
    const [row] = await tx.$queryRaw<StatusRow[]>`
      SELECT reference, category, state, lga, status, created_at, expected_on::text AS expected_on, resolution, resolved_at, replies
      FROM grievance_status(${reference}, ${statusCodeHash(code)})`;
    return row ?? null;
  });
  if ("limited" in outcome) return { limited: true, retryAfter: outcome.retryAfter };
  const row = outcome.stored;
  if (!row) return { notFound: true };
  const day = (at: Date | string) => formatMonthDayYear(lagosToday(new Date(at)), locale);
  return {
    found: {
      reference: row.reference,
      category: row.category,
      state: row.state,
      lga: row.lga,
      status: row.status,
      receivedOn: day(row.created_at),
      expectedOn: formatMonthDayYear(row.expected_on, locale),
      overdue: row.status !== "resolved" && lagosToday(now) > row.expected_on,
      resolution: row.resolution,
      resolvedOn: row.resolved_at ? day(row.resolved_at) : null,
      replies: row.replies.map((reply) => ({ on: day(reply.at), body: reply.body })),
    },
  };
}
