import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { CONFIRM_LINK_DAYS } from "~/content/newsletter";
import { prisma } from "~/utils/db.server";

/**
 * The site works on one subscriber at a time through database functions; it
 * cannot read the list. Each confirmation mail carries a new random secret in
 * its links; the database keeps only its SHA-256 and checks every link
 * against it, so neither the site nor anyone holding SESSION_SECRET can
 * confirm or unsubscribe an address without the mail.
 */

/** What the database makes of a link's secret. */
export type NewsletterLinkState = "pending" | "expired" | "confirmed" | "unsubscribed" | "unknown";

/**
 * Returns the secret for the links of a confirmation mail when one is due (a
 * new address, a pending one last mailed over an hour ago, or one that had
 * unsubscribed), and null otherwise.
 */
export async function subscribe(tx: Prisma.TransactionClient, email: string, sourcePage: string): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await tx.$queryRaw<{ due: boolean }[]>`
    SELECT newsletter_subscribe(${email}, ${sourcePage}, ${token}, ${CONFIRM_LINK_DAYS}::integer) AS due`;
  return row?.due ? token : null;
}

export async function linkState(token: string): Promise<NewsletterLinkState> {
  const [row] = await prisma.$queryRaw<{ state: NewsletterLinkState | null }[]>`SELECT newsletter_link_state(${token}) AS state`;
  return row?.state ?? "unknown";
}

/** "gone": no address holds this secret any more, or it has unsubscribed since. */
export async function confirmSubscription(token: string): Promise<"confirmed" | "expired" | "gone"> {
  const [row] = await prisma.$queryRaw<{ outcome: "confirmed" | "expired" | "gone" }[]>`SELECT newsletter_confirm(${token}) AS outcome`;
  return row?.outcome ?? "gone";
}

export async function unsubscribe(token: string): Promise<"unsubscribed" | "gone"> {
  const [row] = await prisma.$queryRaw<{ outcome: "unsubscribed" | "gone" }[]>`SELECT newsletter_unsubscribe(${token}) AS outcome`;
  return row?.outcome ?? "gone";
}
