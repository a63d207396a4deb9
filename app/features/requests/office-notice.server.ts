import type { Prisma } from "~/generated/prisma/client";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { queueSiteMail } from "~/features/mail/site-queue.server";

/**
 * The office hears of each new request by its own notice, queued in the
 * transaction that stores the request, up to STAFF_NOTICES_PER_HOUR in any
 * hour; beyond that the references wait in staff_digest_entry, and one digest
 * lists them an hour later (staff-requests/digests.server.ts). The counting
 * is in the database (staff_notice_due), so every instance agrees. It lives
 * here, with the request it announces, because the back office's code
 * (staff-requests) builds on requests and never the other way round.
 */

/** How many new requests the office hears of one by one in any hour. */
export const STAFF_NOTICES_PER_HOUR = 10;

/** In the transaction that stores the request: true if it gets a notice of its own, false if it waits for the digest. */
export async function staffNoticeDue(tx: Prisma.TransactionClient, reference: string): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ due: boolean }[]>`SELECT staff_notice_due(${reference}, ${STAFF_NOTICES_PER_HOUR}::integer) AS due`;
  return row?.due === true;
}

/** Where an officer opens a request: the back office, when it runs; otherwise their own database login. */
export function howToOpen(references: readonly string[], backOffice: string | null): MailBlock[] {
  if (backOffice) {
    return references.length === 1
      ? [{ type: "button", label: "Open it in the back office", href: `${backOffice}/staff/requests/${references[0]}` }]
      : [{ type: "button", label: "Open the queue in the back office", href: `${backOffice}/staff/requests` }];
  }
  return [
    { type: "paragraph", text: "Read it in PostgreSQL with your own staff login:" },
    {
      type: "code",
      text: `SELECT reference, organization_name, sector, status FROM data_access_request_queue\nWHERE reference IN (${references.map((reference) => `'${reference}'`).join(", ")}) \\gx`,
    },
  ];
}

/** To the office: enough to find the request, and nothing personal beyond the organisation's name. */
export function staffNotification(reference: string, organisation: string, channel: string, backOffice: string | null): MailContent {
  return {
    subject: `New data access request ${reference}`,
    heading: `New data access request ${reference}`,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Reference", reference],
          ["Organisation", organisation],
          ["Sent through", channel],
        ],
      },
      ...howToOpen([reference], backOffice),
    ],
    footer: [
      {
        type: "paragraph",
        text: `Sent by the NASSCO website to STAFF_NOTIFY_TO for each data access request, up to ${STAFF_NOTICES_PER_HOUR} an hour. Beyond that, new requests are listed in one digest an hour later.`,
      },
    ],
  };
}

/**
 * Named in the transaction that stores the request, when staffNoticeDue says so. The database
 * takes the organisation and the channel from the request; the back office writes the notice to
 * its own mailbox, STAFF_NOTIFY_TO (site-mail/write.server.ts).
 */
export function queueStaffNotification(tx: Prisma.TransactionClient, reference: string): Promise<void> {
  return queueSiteMail(tx, "staff notification", reference, {});
}
