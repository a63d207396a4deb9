import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

/**
 * The site works on one subscriber at a time through database functions; it
 * cannot read the list. Returns the row's id when a confirmation mail is due
 * (a new address, a pending one last mailed over an hour ago, or one that had
 * unsubscribed), and null otherwise.
 */
export async function subscribe(tx: Prisma.TransactionClient, email: string, sourcePage: string): Promise<number | null> {
  const [row] = await tx.$queryRaw<{ id: number | null }[]>`SELECT newsletter_subscribe(${email}, ${sourcePage}) AS id`;
  return row?.id ?? null;
}

/** False when there is no such subscriber any more, or it has unsubscribed since. */
export async function confirmSubscription(id: number): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ done: boolean | null }[]>`SELECT newsletter_confirm(${id}::integer) AS done`;
  return row?.done === true;
}

export async function unsubscribe(id: number): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ done: boolean | null }[]>`SELECT newsletter_unsubscribe(${id}::integer) AS done`;
  return row?.done === true;
}
