import type { StaffMember } from "~/features/staff-auth/session.server";
import { prisma } from "~/utils/db.server";

/**
 * The back office's reads of the SMS outbox and its one change, each through
 * a function that checks the session, the role and the desk in the database
 * (migration 20261227103000_sms_back_office). None returns a number, a code
 * or a message's text.
 */

export interface StaffSms {
  id: string;
  kind: string;
  createdAt: Date;
  state: string;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  segments: number | null;
  encoding: string | null;
  costCurrency: string | null;
  costAmount: string | null;
  deliveryStatus: string | null;
  deliveryFailure: string | null;
  deliveryReportedAt: Date | null;
  mayRetry: boolean;
  /** The case's (or data request's) reference: on the failures list only. */
  reference: string | null;
}

function smsOf(row: Record<string, unknown>): StaffSms {
  const text = (name: string) => (typeof row[name] === "string" ? row[name] : null);
  const number = (name: string) => (typeof row[name] === "number" ? row[name] : null);
  const time = (name: string) => (text(name) ? new Date(text(name)!) : null);
  return {
    id: String(row.id),
    kind: text("kind") ?? "",
    createdAt: time("created_at")!,
    state: text("state") ?? "",
    sentAt: time("sent_at"),
    attempts: number("attempts") ?? 0,
    lastError: text("last_error"),
    segments: number("segments"),
    encoding: text("encoding"),
    costCurrency: text("cost_currency"),
    // numeric comes as a JSON number: kept as its decimal text.
    costAmount: typeof row.cost_amount === "number" || typeof row.cost_amount === "string" ? String(row.cost_amount) : null,
    deliveryStatus: text("delivery_status"),
    deliveryFailure: text("delivery_failure"),
    deliveryReportedAt: time("delivery_reported_at"),
    mayRetry: row.may_retry === true,
    reference: text("reference"),
  };
}

/** The text messages of one case the officer's desk covers, oldest first (no_data_found for another state's). */
export async function grievanceSms(member: StaffMember, reference: string): Promise<StaffSms[]> {
  const rows = await prisma.$queryRaw<{ sms: Record<string, unknown> }[]>`
    SELECT s AS sms FROM staff_grievance_sms(${member.tokenHash}, ${reference}) s`;
  return rows.map((row) => smsOf(row.sms));
}

export interface SmsSummary {
  byKindState: { kind: string; state: string; count: number }[];
  byDelivery: { status: string; count: number }[];
  cost: { currency: string; amount: string }[];
  failures: StaffSms[];
  next: string | null;
}

/** A period's figures and failures (national office and admins). */
export async function smsSummary(member: StaffMember, from: Date, to: Date, limit: number, cursor: string | null): Promise<SmsSummary> {
  const [row] = await prisma.$queryRaw<{ summary: Record<string, unknown> }[]>`
    SELECT staff_sms_summary(${member.tokenHash}, ${from}::timestamptz, ${to}::timestamptz, ${limit}::integer, ${cursor}::text) AS summary`;
  const summary = row!.summary as {
    by_kind_state: { kind: string; state: string; count: number }[];
    by_delivery: { status: string; count: number }[];
    cost: { currency: string; amount: number | string }[];
    failures: Record<string, unknown>[];
    next: string | null;
  };
  return {
    byKindState: summary.by_kind_state,
    byDelivery: summary.by_delivery,
    cost: summary.cost.map((entry) => ({ currency: entry.currency, amount: String(entry.amount) })),
    failures: summary.failures.map(smsOf),
    next: summary.next,
  };
}

/** A dead message back to the outbox; returns its case's reference. Refused (23514) when it may not go again. */
export async function retrySms(member: StaffMember, id: string): Promise<string> {
  const [row] = await prisma.$queryRaw<{ reference: string }[]>`
    SELECT staff_sms_retry(${member.tokenHash}, ${id}::bigint) AS reference`;
  return row!.reference;
}
