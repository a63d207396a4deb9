import type { Prisma } from "~/generated/prisma/client";

/**
 * The office hears of each new request by its own notice, up to
 * STAFF_NOTICES_PER_HOUR in any hour; beyond that the references wait in
 * staff_digest_entry, and one digest lists them an hour after the first. The counting and the hand-over are in the
 * database (staff_notice_due, staff_digest_take), so every instance agrees.
 */

/** How many new requests the office hears of one by one in any hour. */
export const STAFF_NOTICES_PER_HOUR = 10;

/** In the transaction that stores the request: true if it gets a notice of its own, false if it waits for the digest. */
export async function staffNoticeDue(tx: Prisma.TransactionClient, reference: string): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ due: boolean }[]>`SELECT staff_notice_due(${reference}, ${STAFF_NOTICES_PER_HOUR}::integer) AS due`;
  return row?.due === true;
}

/** The references for a digest that is due, taken once, by one instance; empty otherwise. */
export async function takeStaffDigest(tx: Prisma.TransactionClient): Promise<string[]> {
  const rows = await tx.$queryRaw<{ reference: string }[]>`SELECT staff_digest_take AS reference FROM staff_digest_take()`;
  return rows.map((row) => row.reference).sort();
}
