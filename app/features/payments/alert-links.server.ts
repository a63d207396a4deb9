import { prisma } from "~/utils/db.server";

/**
 * The links in payment alert mails (decision 0109), as the newsletter's: the
 * site reads or acts on one subscription at a time through functions, by the
 * secret the link carries, and cannot read the subscriptions.
 */

/** What a link's secret names: unknown once the alerts are stopped, erased or replaced by a newer link. */
export type AlertLinkState = "pending" | "confirmed" | "expired" | "unknown";

export async function alertLinkState(token: string): Promise<AlertLinkState> {
  const [row] = await prisma.$queryRaw<{ state: AlertLinkState }[]>`SELECT payment_alert_link_state(${token}) AS state`;
  return row?.state ?? "unknown";
}

export async function confirmAlerts(token: string): Promise<"confirmed" | "expired" | "gone"> {
  const [row] = await prisma.$queryRaw<
    { outcome: "confirmed" | "expired" | "gone" }[]
  >`SELECT payment_alert_confirm_email(${token}) AS outcome`;
  return row?.outcome ?? "gone";
}

export async function stopAlerts(token: string): Promise<"stopped" | "gone"> {
  const [row] = await prisma.$queryRaw<{ outcome: "stopped" | "gone" }[]>`SELECT payment_alert_stop_email(${token}) AS outcome`;
  return row?.outcome ?? "gone";
}
