import type { Prisma } from "~/generated/prisma/client";
import { AUTO_SUBMITTED, queueMail } from "~/features/mail/compose.server";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { howToOpen, STAFF_NOTICES_PER_HOUR } from "~/features/requests/office-notice.server";
import { prisma } from "~/utils/db.server";
import { getEnv, mailSettings, staffOrigin } from "~/utils/env.server";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";
import { OVERDUE_AFTER_WORKING_DAYS } from "./queue";
import { workingDaysText } from "./request-words";

/**
 * The office's digests, written by the back office's mail sender before each
 * round (queueDigestsIfDue): the hourly one, of requests beyond the hour's
 * notices (requests/office-notice.server.ts), and the daily one. The
 * hand-over is in the database (staff_digest_take, staff_daily_digest_take),
 * so whichever instance asks first writes each, once.
 */

/** The references for a digest that is due, taken once, by one instance; empty otherwise. */
export async function takeStaffDigest(tx: Prisma.TransactionClient): Promise<string[]> {
  const rows = await tx.$queryRaw<{ reference: string }[]>`SELECT staff_digest_take AS reference FROM staff_digest_take()`;
  return rows.map((row) => row.reference).sort();
}

/** To the office, when more requests came within an hour than it gets notices for: their references, nothing else. */
export function staffDigest(references: readonly string[], backOffice: string | null): MailContent {
  const count = `${references.length} new data access request${references.length === 1 ? "" : "s"}`;
  return {
    subject: `${count} (digest)`,
    heading: count,
    blocks: [
      {
        type: "paragraph",
        text: `More than ${STAFF_NOTICES_PER_HOUR} requests arrived within an hour, so these were not announced one by one:`,
      },
      { type: "list", items: references },
      ...howToOpen(references, backOffice),
    ],
    footer: [
      {
        type: "paragraph",
        text: `Sent by the NASSCO website to STAFF_NOTIFY_TO when more than ${STAFF_NOTICES_PER_HOUR} data access requests arrive within an hour.`,
      },
    ],
  };
}

/** The daily digest's lists, as staff_daily_digest_take() gives them. */
export interface DailyDigest {
  new: { reference: string; organisation: string | null; channel: string }[];
  overdue: { reference: string; assignee: string | null; working_days: number }[];
  unassigned: { reference: string; working_days: number }[];
}

const requests = (count: number) => `${count} request${count === 1 ? "" : "s"}`;

/** To the office, once a day: what came in since yesterday's, and what is overdue or has nobody on it. */
export function staffDailyDigest(digest: DailyDigest, day: string, backOffice: string | null): MailContent {
  const section = (heading: string, items: string[]): MailBlock[] =>
    items.length === 0
      ? [{ type: "paragraph", text: `${heading}: none.` }]
      : [
          { type: "paragraph", text: `${heading}:` },
          { type: "list", items },
        ];
  return {
    subject: `Data access requests, ${day}: ${digest.new.length} new, ${digest.overdue.length} overdue, ${digest.unassigned.length} unassigned`,
    heading: `Data access requests on ${day}`,
    blocks: [
      ...section(
        `New since the last digest (${requests(digest.new.length)})`,
        digest.new.map((entry) => `${entry.reference}, ${entry.organisation ?? "details erased"} (${entry.channel})`),
      ),
      ...section(
        `Overdue: open for more than ${OVERDUE_AFTER_WORKING_DAYS} working days (${requests(digest.overdue.length)})`,
        digest.overdue.map((entry) => `${entry.reference}, ${workingDaysText(entry.working_days)}, ${entry.assignee ?? "nobody assigned"}`),
      ),
      ...section(
        `Open with nobody assigned (${requests(digest.unassigned.length)})`,
        digest.unassigned.map((entry) => `${entry.reference}, ${workingDaysText(entry.working_days)}`),
      ),
      ...howToOpen([...new Set([...digest.overdue, ...digest.unassigned, ...digest.new].map((entry) => entry.reference))], backOffice),
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website to STAFF_NOTIFY_TO once a day, from DAILY_DIGEST_HOUR in Lagos, when there is anything to list. Working days leave out weekends and the public holidays kept in the back office.",
      },
    ],
  };
}

/** Writes the staff digest if one is due: the references and the digest's message in one transaction. */
export async function queueStaffDigestIfDue(): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const references = await takeStaffDigest(tx);
    if (references.length === 0) return;
    await queueMail(tx, "staff digest", mailSettings().staffNotifyTo, staffDigest(references, staffOrigin()), {
      ...AUTO_SUBMITTED,
    });
  });
}

/**
 * The office's daily digest, if today's is due (from DAILY_DIGEST_HOUR, Lagos
 * time): taken once, by whichever instance asks first, and written in the
 * same transaction, so it is sent exactly once. Nothing is sent on a day with
 * nothing to list. `now` is the clock, for tests.
 */
export async function queueDailyDigestIfDue(now = new Date()): Promise<DailyDigest | null> {
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ digest: DailyDigest | null }[]>`
      SELECT staff_daily_digest_take(${now}::timestamptz, ${getEnv().DAILY_DIGEST_HOUR}::integer) AS digest`;
    const digest = row?.digest ?? null;
    if (!digest || digest.new.length + digest.overdue.length + digest.unassigned.length === 0) return null;
    await queueMail(
      tx,
      "staff daily digest",
      mailSettings().staffNotifyTo,
      staffDailyDigest(digest, formatMonthDayYear(lagosToday(now)), staffOrigin()),
      {
        ...AUTO_SUBMITTED,
      },
    );
    return digest;
  });
}

/** Both digests, if due: the mail sender's errand before each round. */
export async function queueDigestsIfDue(): Promise<void> {
  await queueStaffDigestIfDue();
  await queueDailyDigestIfDue();
}
