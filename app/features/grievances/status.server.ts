import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { statusCodeHash } from "~/features/cases/status-code.server";
import type { FixAnswer } from "~/features/was-it-fixed/answers";
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
  /** The promise that holds: a reopened case's own (10 working days), else the first (21). */
  expectedOn: string;
  /** Past that date and not resolved. */
  overdue: boolean;
  resolution: string | null;
  resolvedOn: string | null;
  /** The office's public replies, oldest first; notes never leave the database. */
  replies: { on: string; body: string }[];
  /** Whether "Was it fixed?" may be answered now, and the answer given to the latest resolution. */
  fixOpen: boolean;
  fixAnswer: FixAnswer | null;
  /** When the person's "no" last reopened it. */
  reopenedOn: string | null;
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
  fix_open: boolean;
  fix_answer: FixAnswer | null;
  reopened_at: Date | null;
  reopen_expected_on: string | null;
}

export type GrievanceStatusOutcome = { found: GrievanceStatus } | { notFound: true } | { limited: true; retryAfter: number };

/**
 * A look at the report, and with `answer` first the person's answer to "Was it fixed?" (which
 * grievance_fix_by_code records only while the question is open): one press, one count.
 */
export async function lookUpGrievanceStatus(
  reference: string,
  code: string,
  clientAddress: string,
  locale: Locale,
  { now = new Date(), answer }: { now?: Date; answer?: FixAnswer } = {},
): Promise<GrievanceStatusOutcome> {
  const outcome = await storeWithinLimits([addressCheck("grievance-status", clientAddress)], async (tx) => {
    if (answer) await tx.$queryRaw`SELECT grievance_fix_by_code(${reference}, ${statusCodeHash(code)}, ${answer})`;
    const [row] = await tx.$queryRaw<StatusRow[]>`
      SELECT reference, category, state, lga, status, created_at, expected_on::text AS expected_on, resolution, resolved_at, replies,
             fix_open, fix_answer, reopened_at, reopen_expected_on::text AS reopen_expected_on
      FROM grievance_status(${reference}, ${statusCodeHash(code)})`;
    return row ?? null;
  });
  if ("limited" in outcome) return { limited: true, retryAfter: outcome.retryAfter };
  const row = outcome.stored;
  if (!row) return { notFound: true };
  const promised = row.reopen_expected_on ?? row.expected_on;
  const day = (at: Date | string) => formatMonthDayYear(lagosToday(new Date(at)), locale);
  return {
    found: {
      reference: row.reference,
      category: row.category,
      state: row.state,
      lga: row.lga,
      status: row.status,
      receivedOn: day(row.created_at),
      expectedOn: formatMonthDayYear(promised, locale),
      overdue: row.status !== "resolved" && lagosToday(now) > promised,
      resolution: row.resolution,
      resolvedOn: row.resolved_at ? day(row.resolved_at) : null,
      replies: row.replies.map((reply) => ({ on: day(reply.at), body: reply.body })),
      fixOpen: row.fix_open,
      fixAnswer: row.fix_answer,
      reopenedOn: row.reopened_at ? day(row.reopened_at) : null,
    },
  };
}
