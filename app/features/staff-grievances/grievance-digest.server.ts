import { AUTO_SUBMITTED, queueMail } from "~/features/mail/compose.server";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { categoryName, channelName } from "~/features/grievances/words";
import { FRAUD_CATEGORY, REOPENED_TARGET_WORKING_DAYS, RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";
import { stateName } from "~/content/states";
import { prisma } from "~/utils/db.server";
import { getEnv, staffOrigin } from "~/utils/env.server";
import { formatMonthDayYear } from "~/utils/format";
import { lagosTimeText, lagosToday } from "~/utils/lagos-time";

/**
 * The grievance officers' daily digest, from DAILY_DIGEST_HOUR in Lagos, as
 * the request officers' (staff-requests/digests.server.ts): one message to
 * each officer with an e-mail address, of what their desk sees (a state, or
 * every state for the national office): the cases that came since the last
 * one, fraud reports first, the cases a person's "no" to "Was it fixed?"
 * reopened (decision 0110), and how many are open and overdue. Taken once,
 * by whichever instance asks first (grievance_daily_digest_take).
 */

export interface GrievanceDigest {
  desk: string | null;
  new: { reference: string; category: string; state: string | null; channel: string; received_at: string }[];
  reopened: { reference: string; category: string; state: string | null; reopened_at: string; expected_on: string }[];
  open: number;
  overdue: number;
}

const cases = (count: number) => `${count} case${count === 1 ? "" : "s"}`;

function listOrNone(heading: string, items: string[]): MailBlock[] {
  return items.length === 0
    ? [{ type: "paragraph", text: `${heading}: none.` }]
    : [
        { type: "paragraph", text: `${heading}:` },
        { type: "list", items },
      ];
}

/** What finds a case in a digest's list: its reference, category and state. */
const caseText = (entry: { reference: string; category: string; state: string | null }) =>
  `${entry.reference}, ${categoryName(entry.category)}, ${entry.state === null ? "state not given" : stateName(entry.state)}`;

/** One officer's digest: no contact details and no descriptions, only what finds each case. */
export function grievanceDigest(digest: GrievanceDigest, day: string, backOffice: string | null): MailContent {
  const fraud = digest.new.filter((entry) => entry.category === FRAUD_CATEGORY);
  const others = digest.new.filter((entry) => entry.category !== FRAUD_CATEGORY);
  const line = (entry: GrievanceDigest["new"][number]) =>
    `${caseText(entry)}, ${channelName(entry.channel)}, received ${lagosTimeText(new Date(entry.received_at))}`;
  const reopened = (entry: GrievanceDigest["reopened"][number]) =>
    `${caseText(entry)}, reopened ${lagosTimeText(new Date(entry.reopened_at))}, to resolve by ${formatMonthDayYear(entry.expected_on)}`;
  const desk = digest.desk ? `the ${stateName(digest.desk)} desk` : "every state";
  return {
    subject: `Grievances, ${day}: ${digest.new.length} new (${fraud.length} fraud), ${digest.reopened.length} reopened, ${digest.overdue} overdue`,
    heading: `Grievances on ${day}, ${desk}`,
    blocks: [
      ...listOrNone(`Fraud reports since the last digest (${cases(fraud.length)})`, fraud.map(line)),
      ...listOrNone(`Other new cases (${cases(others.length)})`, others.map(line)),
      ...listOrNone(`Reopened: the person said it was not fixed (${cases(digest.reopened.length)})`, digest.reopened.map(reopened)),
      {
        type: "paragraph",
        text: `Open: ${cases(digest.open)}, of which ${digest.overdue} overdue (past the ${RESOLUTION_TARGET_WORKING_DAYS} working days the office promises, or a reopened case's ${REOPENED_TARGET_WORKING_DAYS}).`,
      },
      backOffice
        ? { type: "button", label: "Open the grievances in the back office", href: `${backOffice}/staff/grievances` }
        : { type: "paragraph", text: "Open Grievances in the back office." },
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website once a day, from DAILY_DIGEST_HOUR in Lagos, to each grievance officer with an e-mail address in the back office, when there is anything to list.",
      },
    ],
  };
}

/** Writes today's digests if they are due; returns them, for tests. `now` is the clock. */
export async function queueGrievanceDigestsIfDue(now = new Date()): Promise<{ recipient: string; digest: GrievanceDigest }[]> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ recipient: string; digest: GrievanceDigest }[]>`
      SELECT recipient, digest FROM grievance_daily_digest_take(${now}::timestamptz, ${getEnv().DAILY_DIGEST_HOUR}::integer)`;
    const due = rows.filter((row) => row.digest.new.length > 0 || row.digest.reopened.length > 0 || row.digest.overdue > 0);
    const day = formatMonthDayYear(lagosToday(now));
    for (const row of due) {
      await queueMail(tx, "grievance digest", row.recipient, grievanceDigest(row.digest, day, staffOrigin()), { ...AUTO_SUBMITTED });
    }
    return due;
  });
}
