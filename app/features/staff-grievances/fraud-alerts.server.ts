import type { Prisma } from "~/generated/prisma/client";
import { AUTO_SUBMITTED, queueMail } from "~/features/mail/compose.server";
import type { MailBlock, MailContent } from "~/features/mail/content";
import { categoryName, channelName } from "~/features/grievances/words";
import { FRAUD_CATEGORY } from "~/features/grievances/kinds";
import { stateName } from "~/content/states";
import { prisma } from "~/utils/db.server";
import { mailSettings, staffOrigin } from "~/utils/env.server";
import { lagosTimeText } from "~/utils/lagos-time";
import { grievanceCaseHref } from "./paths";

/**
 * Fraud reports (someone asked for money) reach the office the same day,
 * whatever their channel: the web form, a call, SMS, USSD, a partner's
 * system. The database marks each one taken (grievance_fraud_alerts_take) and
 * names the grievance officers who see it, national and that state's desk,
 * each at their own address once they have set up (the accounts page shows it);
 * the alerts are written to the outbox in the same transaction, by the back
 * office's mail sender before each of its rounds, so each goes once.
 */

export interface FraudAlert {
  reference: string;
  /** Null for a case sent as a free SMS, not yet placed: only the national office has it. */
  state: string | null;
  channel: string;
  received_at: Date;
  recipients: string[];
}

/** The case's page, or where to find it when the back office has no address. */
function openIt(reference: string, backOffice: string | null): MailBlock {
  return backOffice
    ? { type: "button", label: "Open the case in the back office", href: `${backOffice}${grievanceCaseHref(reference)}` }
    : { type: "paragraph", text: `Find ${reference} under Grievances in the back office.` };
}

/** To a grievance officer: which case, of what, where and when. Never the person's details or what they wrote: mail is kept. */
export function fraudAlert(alert: FraudAlert, backOffice: string | null): MailContent {
  const state = alert.state === null ? "state not given" : stateName(alert.state);
  return {
    subject: `Fraud report ${alert.reference} (${state})`,
    heading: `Fraud report ${alert.reference}`,
    blocks: [
      {
        type: "paragraph",
        text: "Someone reported that they were asked for money, or offered a false service, in NASSCO's name. Look at it today.",
      },
      {
        type: "facts",
        rows: [
          ["Reference", alert.reference],
          ["Category", categoryName(FRAUD_CATEGORY)],
          ["State", state],
          ["Received", `${lagosTimeText(alert.received_at)} (Lagos time)`],
          ["Came by", channelName(alert.channel)],
        ],
      },
      openIt(alert.reference, backOffice),
    ],
    footer: [
      {
        type: "paragraph",
        text: "Sent by the NASSCO website as soon as a fraud report arrives by any channel: to each grievance officer who sees this state's cases, has set up their account and has an e-mail address in the back office (their own, which they can change on the page Your e-mail address, and which administrators see on the Accounts page), or, when there is none, to the office's mailbox for new requests.",
      },
    ],
  };
}

/** Takes the fraud reports not yet alerted and writes one alert to each officer who sees them, in one transaction. */
export async function queueFraudAlerts(): Promise<FraudAlert[]> {
  return prisma.$transaction(async (tx: Prisma.TransactionClient) => {
    // No officer to receive one: the office's own mailbox, where new requests are announced.
    const alerts = await tx.$queryRaw<FraudAlert[]>`SELECT * FROM grievance_fraud_alerts_take(${mailSettings().staffNotifyTo})`;
    for (const alert of alerts) {
      for (const recipient of alert.recipients) {
        await queueMail(tx, "grievance fraud alert", recipient, fraudAlert(alert, staffOrigin()), { ...AUTO_SUBMITTED });
      }
    }
    return alerts;
  });
}
