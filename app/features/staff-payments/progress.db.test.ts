import { describe, expect, it } from "vitest";
import type { Prisma } from "~/generated/prisma/client";
import { rolledBack, staffSessionIn } from "../../../tests/support/rolled-back";

/**
 * Payment progress in the database (decision 0108, slice 3), each case in a
 * transaction that is rolled back: a publisher's staged file becomes the
 * LGAs' rows and, in the same transaction, the state and national totals;
 * the database itself refuses an LGA no live window of the cycle names, more
 * paid than due, older figures over newer ones, and anyone but a publisher.
 */
async function liveWindow(tx: Prisma.TransactionClient, state: string, lgas: string[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, source_name, checked_on,
                                provenance, status, publish_at)
    VALUES (${`test-progress-${state.toLowerCase()}`}, 2025, 7, ${state}, ${lgas}::text[], '2025-07-07', '2025-07-18', true, 'NCTO',
            '2025-07-01', 'illustrative', 'published', now() - interval '1 day')`;
}

async function staged(tx: Prisma.TransactionClient, token: Buffer, asAt: string, text = "state,lga\n"): Promise<bigint> {
  const [row] = await tx.$queryRaw<{ id: bigint }[]>`
    SELECT staff_payment_progress_stage(${token}, 2025, 7, ${asAt}::timestamptz, 'NCTO', ${text}) AS id`;
  return row!.id;
}

const sha256 = async (tx: Prisma.TransactionClient, id: bigint) =>
  (await tx.$queryRaw<{ sha: string }[]>`SELECT file_sha256::text AS sha FROM payment_progress_upload WHERE id = ${id}`)[0]!.sha;

async function publish(tx: Prisma.TransactionClient, token: Buffer, id: bigint, rows: [string, string, number, number][]) {
  return tx.$queryRaw<{ n: number }[]>`
    SELECT staff_payment_progress_publish(${token}, ${id}, ${await sha256(tx, id)},
      ${rows.map((row) => row[0])}::text[], ${rows.map((row) => row[1])}::text[],
      ${rows.map((row) => row[2])}::int[], ${rows.map((row) => row[3])}::int[]) AS n`;
}

const totals = (tx: Prisma.TransactionClient) =>
  tx.$queryRaw<{ state: string | null; lgas: number; due: string; paid: string }[]>`
    SELECT state, lgas, households_due::text AS due, households_paid::text AS paid FROM payment_progress_total
    WHERE cycle_year = 2025 AND cycle_number = 7 ORDER BY state NULLS FIRST`;

/** Runs `work`, expecting the database to refuse it, and takes back what the refusal left. */
async function refused(tx: Prisma.TransactionClient, work: () => Promise<unknown>, why: RegExp) {
  await tx.$executeRaw`SAVEPOINT refused`;
  await expect(work()).rejects.toThrow(why);
  await tx.$executeRaw`ROLLBACK TO SAVEPOINT refused`;
}

describe("payment progress", () => {
  it("writes the LGAs' rows and each state's and the country's totals in the publishing transaction, named in the audit", async () => {
    await rolledBack(async (tx) => {
      await tx.$executeRaw`DELETE FROM payment_progress_total WHERE cycle_year = 2025 AND cycle_number = 7`;
      await tx.$executeRaw`DELETE FROM payment_progress WHERE cycle_year = 2025 AND cycle_number = 7`;
      await liveWindow(tx, "Kano", ["Dala", "Fagge"]);
      await liveWindow(tx, "Jigawa", ["Dutse"]);
      const publisher = await staffSessionIn(tx, ["publisher"]);
      const first = await staged(tx, publisher, "2025-07-09T14:00:00+01:00");
      const [published] = await publish(tx, publisher, first, [
        ["Kano", "Dala", 2000, 1500],
        ["Kano", "Fagge", 1000, 200],
        ["Jigawa", "Dutse", 800, 800],
      ]);
      expect(published!.n).toBe(3);
      expect(await totals(tx)).toEqual([
        { state: null, lgas: 3, due: "3800", paid: "2500" },
        { state: "Jigawa", lgas: 1, due: "800", paid: "800" },
        { state: "Kano", lgas: 2, due: "3000", paid: "1700" },
      ]);
      // A later file for one LGA replaces its figures only, and the totals follow.
      const second = await staged(tx, publisher, "2025-07-11T09:30:00+01:00");
      await publish(tx, publisher, second, [["Kano", "Fagge", 1000, 900]]);
      expect((await totals(tx))[0]).toEqual({ state: null, lgas: 3, due: "3800", paid: "3200" });
      const audit = await tx.$queryRaw<{ action: string }[]>`
        SELECT action FROM audit_log WHERE subject IN (${`payment_progress_upload:${first}`}, ${`payment_progress_upload:${second}`}) ORDER BY id`;
      expect(audit.map((row) => row.action)).toEqual([
        "payment progress uploaded",
        "payment progress published",
        "payment progress uploaded",
        "payment progress published",
      ]);
      // Published once: the same file again is refused.
      await refused(tx, () => publish(tx, publisher, first, [["Kano", "Dala", 2000, 1500]]), /not waiting to be published/);
    });
  });

  it("refuses an LGA no live window of the cycle names, more paid than due, and older figures over newer", async () => {
    await rolledBack(async (tx) => {
      await liveWindow(tx, "Kano", ["Dala"]);
      const publisher = await staffSessionIn(tx, ["publisher"]);
      const file = await staged(tx, publisher, "2025-07-09T14:00:00+01:00");
      await refused(tx, () => publish(tx, publisher, file, [["Kano", "Fagge", 10, 5]]), /no live window of 2025 tranche 7 names Fagge/);
      await refused(tx, () => publish(tx, publisher, file, [["Kano", "Dala", 10, 11]]), /payment_progress_paid_check/);
      await publish(tx, publisher, await staged(tx, publisher, "2025-07-12T08:00:00+01:00"), [["Kano", "Dala", 10, 9]]);
      await refused(tx, () => publish(tx, publisher, file, [["Kano", "Dala", 10, 5]]), /newer figures for Dala/);
      await refused(tx, () => staged(tx, publisher, "2999-01-01T00:00:00+01:00"), /still to come/);
    });
  });

  it("is a publisher's alone", async () => {
    await rolledBack(async (tx) => {
      const editor = await staffSessionIn(tx, ["editor"]);
      await refused(tx, () => staged(tx, editor, "2025-07-09T14:00:00+01:00"), /./);
    });
  });
});
