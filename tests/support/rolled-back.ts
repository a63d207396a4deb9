import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { prisma } from "../../app/utils/db.server";
import type { Prisma } from "../../app/generated/prisma/client";

/**
 * A database test's work inside a transaction that is always rolled back, so that what it changes
 * (a collection's flag, a batch published) never reaches the tests that run beside it.
 */
class RolledBack extends Error {}

export async function rolledBack(work: (tx: Prisma.TransactionClient) => Promise<void>): Promise<void> {
  await expect(
    prisma.$transaction(async (tx) => {
      await work(tx);
      throw new RolledBack();
    }),
  ).rejects.toThrow(RolledBack);
}

/** A member of staff signed in with these roles, inside the transaction: the session token's digest, as staff_member() takes it. */
export async function staffSessionIn(tx: Prisma.TransactionClient, roles: string[]): Promise<Buffer> {
  const token = randomBytes(32);
  const [account] = await tx.$queryRaw<{ id: bigint }[]>`
    INSERT INTO staff_account (name, display_name, roles, created_by)
    VALUES (${`test_${token.toString("hex").slice(0, 12)}`}, 'Database test', ${roles}::text[], 'test') RETURNING id`;
  await tx.$executeRaw`INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (${token}, ${account!.id}, 'full')`;
  return token;
}
