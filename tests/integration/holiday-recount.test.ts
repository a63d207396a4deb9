import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { until } from "./support/until";

/**
 * A holiday's recount of the working-day histogram beside a writer of grievance (migration
 * 20270113090000): the recount has deleted and counted the histogram again, and has not yet
 * committed, when an officer's change to a resolved case arrives. The change's own delta must
 * land on the recounted rows as one case moved, never as one case counted twice (which a delta
 * taken from before the recount made of it, in CI's grievances-at-scale run).
 */
let db: ScratchDatabase;
let recount: pg.Client;
let writer: pg.Client;

beforeAll(async () => {
  db = await createScratchDatabase({ prepared: true });
  recount = new pg.Client({ connectionString: db.url });
  writer = new pg.Client({ connectionString: db.url });
  await Promise.all([recount.connect(), writer.connect()]);
});

afterAll(async () => {
  await Promise.all([recount?.end(), writer?.end()]);
  await db?.drop();
});

/** The histogram as kept, and as every resolved case gives it now, each as sorted lines. */
async function histograms(): Promise<{ kept: string[]; counted: string[] }> {
  const { rows } = await recount.query<{ kept: string[] | null; counted: string[] | null }>(
    `SELECT (SELECT array_agg(line ORDER BY line) FROM (
               SELECT concat_ws(' ', dimension, key, working_days, resolved) AS line
               FROM grievance_figure_days WHERE resolved > 0) k) AS kept,
            (SELECT array_agg(line ORDER BY line) FROM (
               SELECT concat_ws(' ', f.dimension, f.key, f.working_days, count(*)) AS line
               FROM grievance g, grievance_figure_facts(g) f WHERE g.resolved_at IS NOT NULL
               GROUP BY f.dimension, f.key, f.working_days) c) AS counted`,
  );
  return { kept: rows[0]!.kept ?? [], counted: rows[0]!.counted ?? [] };
}

describe("a public holiday's recount of the grievances' working days", () => {
  it("lets a writer under way finish first, and holds a new one off until it commits, so no case counts twice", async () => {
    const { rows } = await writer.query<{ id: number; created: string }>(
      `INSERT INTO grievance (category, description, state, channel, entered_by, created_at, status, resolution, resolved_at)
       VALUES ('other', 'A case the holiday falls inside', 'Kano', 'web', 'test', now() - interval '20 days',
               'resolved', 'explained', now() - interval '2 days')
       RETURNING id, (created_at AT TIME ZONE 'Africa/Lagos')::date::text AS created`,
    );
    const { id, created } = rows[0]!;
    const before = await histograms();
    expect(before.kept).toEqual(before.counted);

    // The recount: a holiday inside the case's span, in a transaction still open.
    await recount.query("BEGIN");
    await recount.query("INSERT INTO public_holiday (day, name) VALUES ($1::date + 3, 'Recount test day')", [created]);
    // The officer's change arrives meanwhile: it waits for the recount to commit.
    const { rows: pid } = await writer.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const change = writer.query("UPDATE grievance SET resolved_at = resolved_at - interval '5 days' WHERE id = $1", [id]);
    await until(
      async () => (await recount.query("SELECT FROM pg_locks WHERE pid = $1 AND NOT granted", [pid[0]!.pid])).rows.length > 0,
      10_000,
      "the officer's change to wait for the recount",
    );
    await recount.query("COMMIT");
    await change;

    const after = await histograms();
    expect(after.kept).toEqual(after.counted);
    await recount.query("DELETE FROM public_holiday WHERE name = 'Recount test day'");
    const removed = await histograms();
    expect(removed.kept).toEqual(removed.counted);
  });
});
