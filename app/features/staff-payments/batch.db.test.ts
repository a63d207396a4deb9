import { describe, expect, it } from "vitest";
import type { Prisma } from "~/generated/prisma/client";
import { rolledBack, staffSessionIn } from "../../../tests/support/rolled-back";

/**
 * A CSV's windows as one batch in the database (decision 0108, slice 2),
 * each case inside a transaction that is rolled back: a batch holds only
 * drafts its uploader has just sent for review; a publisher publishes them
 * all through staff_draft_publish, so four eyes hold for the batch as for
 * one draft, and a window returned since stops the whole batch.
 */
const window = (lga: string) => ({
  programme: "cash-transfer",
  state: "Jigawa",
  lgas: [lga],
  cycle_year: 2099,
  cycle_number: 1,
  opens_on: "2099-03-02",
  closes_on: "2099-03-13",
  amount_naira: null,
  by_bank: true,
  by_wallet: false,
  at_pay_points: false,
  pay_points: [],
  pause_reason: null,
  source_name: "NCTO",
  checked_on: "2026-11-28",
  provenance: "illustrative",
  source_url: null,
  source_as_at: null,
});

/** Two windows saved and sent for review by `token`, as one batch; the batch's id and its drafts. */
async function uploaded(tx: Prisma.TransactionClient, token: Buffer): Promise<{ batch: bigint; drafts: bigint[] }> {
  const drafts: bigint[] = [];
  for (const lga of ["Dutse", "Kazaure"]) {
    const [saved] = await tx.$queryRaw<{ draft_id: bigint | null; message: string | null }[]>`
      SELECT * FROM staff_draft_save(${token}, 'payment_window', ${`jigawa-2099-1-${lga.toLowerCase()}`}, ${JSON.stringify(window(lga))}::jsonb, true)`;
    expect(saved?.message ?? null).toBeNull();
    await tx.$executeRaw`SELECT staff_draft_move(${token}, ${saved!.draft_id}::bigint, 'submit', '')`;
    drafts.push(saved!.draft_id!);
  }
  const [row] = await tx.$queryRaw<{ id: bigint }[]>`
    SELECT staff_payment_batch_submit(${token}, ${"a".repeat(64)}, ${drafts}::bigint[]) AS id`;
  return { batch: row!.id, drafts };
}

const liveIds = async (tx: Prisma.TransactionClient) =>
  (
    await tx.$queryRaw<{ id: string }[]>`SELECT id FROM payment_window WHERE id LIKE 'jigawa-2099-1-%' AND status = 'published' ORDER BY id`
  ).map((row) => row.id);

describe("a batch of payment windows", () => {
  it("is published whole by a second publisher, each window as one draft is, with the batch in the audit log", async () => {
    await rolledBack(async (tx) => {
      const editor = await staffSessionIn(tx, ["editor"]);
      const publisher = await staffSessionIn(tx, ["publisher"]);
      const { batch } = await uploaded(tx, editor);
      const [waiting] = await tx.$queryRaw<{ windows: number; in_review: number; item_ids: string[] }[]>`
        SELECT windows, in_review, item_ids FROM staff_payment_batches(${publisher}) WHERE id = ${batch}`;
      expect(waiting).toEqual({ windows: 2, in_review: 2, item_ids: ["jigawa-2099-1-dutse", "jigawa-2099-1-kazaure"] });
      const [published] = await tx.$queryRaw<{ n: number }[]>`
        SELECT staff_payment_batch_publish(${publisher}, ${batch}, NULL, '') AS n`;
      expect(published!.n).toBe(2);
      expect(await liveIds(tx)).toEqual(["jigawa-2099-1-dutse", "jigawa-2099-1-kazaure"]);
      const audit = await tx.$queryRaw<{ action: string }[]>`
        SELECT action FROM audit_log WHERE subject = ${`payment_window_batch:${batch}`} ORDER BY id`;
      expect(audit.map((row) => row.action)).toEqual(["payment windows sent for review", "payment windows published"]);
      const again = await tx.$queryRaw<{ id: bigint }[]>`SELECT id FROM staff_payment_batches(${publisher}) WHERE id = ${batch}`;
      expect(again).toEqual([]);
    });
  });

  it("is refused, whole, to the publisher who uploaded it unless they say why it is urgent", async () => {
    await rolledBack(async (tx) => {
      const publisher = await staffSessionIn(tx, ["publisher"]);
      const { batch } = await uploaded(tx, publisher);
      await tx.$executeRaw`SAVEPOINT own`;
      await expect(tx.$queryRaw`SELECT staff_payment_batch_publish(${publisher}, ${batch}, NULL, '')`).rejects.toThrow(/own draft/);
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT own`;
      expect(await liveIds(tx)).toEqual([]);
      await tx.$queryRaw`SELECT staff_payment_batch_publish(${publisher}, ${batch}, NULL, 'The state announced the dates today') AS n`;
      expect(await liveIds(tx)).toHaveLength(2);
    });
  });

  it("stops when a window of it has been returned since, and publishes none", async () => {
    await rolledBack(async (tx) => {
      const editor = await staffSessionIn(tx, ["editor"]);
      const publisher = await staffSessionIn(tx, ["publisher"]);
      const { batch, drafts } = await uploaded(tx, editor);
      await tx.$executeRaw`SELECT staff_draft_move(${publisher}, ${drafts[1]}::bigint, 'return', 'Check the dates')`;
      await tx.$executeRaw`SAVEPOINT returned`;
      await expect(tx.$queryRaw`SELECT staff_payment_batch_publish(${publisher}, ${batch}, NULL, '')`).rejects.toThrow(
        /no longer in review/,
      );
      await tx.$executeRaw`ROLLBACK TO SAVEPOINT returned`;
      expect(await liveIds(tx)).toEqual([]);
    });
  });

  it("holds only drafts its uploader has just sent for review", async () => {
    await rolledBack(async (tx) => {
      const editor = await staffSessionIn(tx, ["editor"]);
      const other = await staffSessionIn(tx, ["editor"]);
      const { drafts } = await uploaded(tx, editor);
      await expect(tx.$queryRaw`SELECT staff_payment_batch_submit(${other}, ${"b".repeat(64)}, ${drafts}::bigint[])`).rejects.toThrow(
        /only payment windows this account has just sent/,
      );
    });
  });
});
