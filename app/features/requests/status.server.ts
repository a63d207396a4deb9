import type { Prisma } from "~/generated/prisma/client";
import { queueRequestSummary } from "~/features/requests/outbox.server";
import { addressCheck, storeWithinLimits } from "~/features/forms/rate-limit.server";
import { statusCodeHash } from "~/features/cases/status-code.server";
import { receiptRowFromColumns, receiptRows } from "~/features/requests/summary";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";

/**
 * The requester's own view of their request: found with its reference and
 * the code from the acknowledgement (the database compares the code's
 * hash), counted against the client's limit whether or not it matches. The
 * first look proves the address is the requester's, so the summary of what
 * they sent is mailed then, in the same transaction. Its days are written
 * here, in the page's language (a Lagos day, as utils/format.ts writes it):
 * the page may hydrate, and a browser's ICU may lack that language's dates.
 */
export interface RequestStatus {
  reference: string;
  status: string;
  receivedOn: string;
  decidedOn: string | null;
  /** What they sent, as the receipt shows it. */
  rows: [string, string][];
  /** Each move, oldest first, with the officer's words to the requester where a move has them. */
  steps: { on: string; status: string; note: string | null }[];
  letters: { subject: string; on: string; state: "pending" | "sent" | "dead" }[];
  /** This look was the first: the summary has just been mailed. */
  summaryMailed: boolean;
}

interface StatusRow {
  reference: string;
  status: string;
  received_at: Date;
  decided_at: Date | null;
  first_look: boolean;
  request: Record<string, unknown>;
  steps: { at: string; status: string; note: string | null }[];
  letters: { subject: string; at: string; state: "pending" | "sent" | "dead" }[];
}

async function lookUp(tx: Prisma.TransactionClient, reference: string, code: string, locale: Locale): Promise<RequestStatus | null> {
  const [row] = await tx.$queryRaw<StatusRow[]>`
    SELECT reference, status, received_at, decided_at, first_look, request, steps, letters
    FROM dar_status(${reference}, ${statusCodeHash(code)})`;
  if (!row) return null;
  const receipt = receiptRowFromColumns(row.request);
  const summaryMailed = row.first_look && receipt.emailAddress !== null;
  // The summary mail and the page are both in the language the requester opened the page in.
  const rows = receiptRows(receipt, { words: messages[locale] });
  if (summaryMailed) await queueRequestSummary(tx, row.reference, locale);
  const day = (at: Date | string) => formatMonthDayYear(lagosToday(new Date(at)), locale);
  return {
    reference: row.reference,
    status: row.status,
    receivedOn: day(row.received_at),
    decidedOn: row.decided_at ? day(row.decided_at) : null,
    rows,
    steps: row.steps.map((step) => ({ on: day(step.at), status: step.status, note: step.note })),
    letters: row.letters.map((letter) => ({ subject: letter.subject, on: day(letter.at), state: letter.state })),
    summaryMailed,
  };
}

export type StatusOutcome = { found: RequestStatus } | { notFound: true } | { limited: true; retryAfter: number };

/** A look at the status page, by a client address: within its limit, found or not; what was sent labelled in the page's words. */
export async function lookUpRequestStatus(
  reference: string,
  code: string,
  clientAddress: string,
  locale: Locale = "en",
): Promise<StatusOutcome> {
  const outcome = await storeWithinLimits([addressCheck("request-status", clientAddress)], (tx) => lookUp(tx, reference, code, locale));
  if ("limited" in outcome) return { limited: true, retryAfter: outcome.retryAfter };
  return outcome.stored ? { found: outcome.stored } : { notFound: true };
}
