import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAST_SHOWN } from "../../app/features/payments/windows.server";
import { FROM_THE_LATEST, WINDOW_QUERIES } from "../../app/features/payments/window-queries";
import { PROGRESS_QUERIES } from "../../app/features/payments/progress-queries";
import { CYCLES_SHOWN } from "../../app/features/payments/progress.server";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { plansDuring } from "./support/plans";
import { scaled } from "../support/time-scale";

/**
 * The payment pages' reads at years of windows (decision 0108): on the grown
 * template (a cycle of every LGA a month, each changed once), each statement
 * the pages run is an index range under the site's login, and reads a
 * bounded number of rows however many cycles the table holds. Plans and row
 * counts only, never timings; no count of windows pinned.
 */
let db: ScratchDatabase;
let owner: pg.Client;

beforeAll(async () => {
  db = await createScratchDatabase({ grown: true });
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
}, scaled(900_000));

afterAll(async () => {
  await owner?.end();
  await db?.drop();
});

/** A state and an LGA with many cycles, and the day the pages ask about. */
async function place(): Promise<{ state: string; lga: string; windows: number; today: string }> {
  const { rows } = await owner.query(
    `SELECT state, lgas[1] AS lga, count(*)::integer AS windows, (now() AT TIME ZONE 'Africa/Lagos')::date::text AS today
     FROM payment_window WHERE id LIKE 'growth-%' GROUP BY state, lgas[1] ORDER BY count(*) DESC, state, lgas[1] LIMIT 1`,
  );
  return rows[0];
}

describe("the payment pages at years of windows", () => {
  it("holds more cycles of an LGA than its page lists, and lists no more", async () => {
    const { state, lga, windows, today } = await place();
    expect(windows).toBeGreaterThan(PAST_SHOWN);
    const { rows } = await owner.query(WINDOW_QUERIES.lgaPast, [
      state,
      lga,
      today,
      FROM_THE_LATEST.opensOn,
      FROM_THE_LATEST.id,
      PAST_SHOWN,
    ]);
    expect(rows.length).toBe(PAST_SHOWN);
    // The next page starts after the last of these, and repeats none of them.
    const last = rows[rows.length - 1];
    const older = await owner.query(WINDOW_QUERIES.lgaPast, [state, lga, today, last.opens_on, last.id, PAST_SHOWN]);
    expect(older.rows.length).toBeGreaterThan(0);
    expect(older.rows.filter((row) => rows.some((shown) => shown.id === row.id))).toEqual([]);
  });

  it("gives /payments one line a state, whatever the years", async () => {
    const { today } = await place();
    const { rows } = await owner.query(WINDOW_QUERIES.soonestByState, [today]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(37);
  });

  it("reads /payments a state at a time: never every window not yet closed, at most a state's LGAs' windows a read", async () => {
    const { today } = await place();
    const text = await plansDuring(db.url, async (admin) => {
      await admin.query("SET auto_explain.log_analyze = on");
      await admin.query("SET ROLE nassco_app");
      try {
        // Today, and a day every LGA's grown cycle is open (the 7th to the 19th).
        for (const day of [today, `${today.slice(0, 8)}10`]) await admin.query(WINDOW_QUERIES.soonestByState, [day]);
      } finally {
        await admin.query("RESET ROLE");
      }
    });
    expect(text).not.toMatch(/Seq Scan on payment_window\b/);
    const { rows } = await owner.query<{ most: number }>(
      "SELECT max(lgas)::integer AS most FROM (SELECT count(*) AS lgas FROM register_lga GROUP BY state) AS states",
    );
    const scans = [
      ...text.matchAll(/(?:Index|Bitmap Heap) Scan[^\n]*on payment_window\b[^\n]*actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/g),
    ];
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) expect(Number(scan[1])).toBeLessThanOrEqual(rows[0]!.most);
  });

  it("reads a state's and an LGA's windows by index, never the table, and a bounded number of rows", async () => {
    const { state, lga, today } = await place();
    const text = await plansDuring(db.url, async (admin) => {
      await admin.query("SET auto_explain.log_analyze = on");
      await admin.query("SET ROLE nassco_app");
      try {
        await admin.query(WINDOW_QUERIES.stateNotClosed, [state, today]);
        await admin.query(WINDOW_QUERIES.lgaComing, [state, lga, today]);
        const first = await admin.query<{ opens_on: string; id: string }>(WINDOW_QUERIES.lgaPast, [
          state,
          lga,
          today,
          FROM_THE_LATEST.opensOn,
          FROM_THE_LATEST.id,
          PAST_SHOWN,
        ]);
        const last = first.rows[first.rows.length - 1]!;
        await admin.query(WINDOW_QUERIES.lgaPast, [state, lga, today, last.opens_on, last.id, PAST_SHOWN]);
        const ids = await admin.query<{ id: string }>(WINDOW_QUERIES.lgaComing, [state, lga, today]);
        await admin.query(WINDOW_QUERIES.changes, [ids.rows.map((row) => row.id)]);
      } finally {
        await admin.query("RESET ROLE");
      }
    });
    expect(text).not.toMatch(/Seq Scan on payment_window\b/);
    expect(text).not.toMatch(/Seq Scan on payment_window_change\b/);
    const { rows } = await owner.query<{ lgas: number }>("SELECT count(*)::integer AS lgas FROM register_lga");
    // What any scan of the windows returned: at most two cycles ahead of every LGA, never the years behind.
    for (const scan of text.matchAll(/(?:Index|Bitmap Heap) Scan[^\n]*on payment_window\b[^\n]*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/g)) {
      expect(Number(scan[1])).toBeLessThanOrEqual(3 * rows[0]!.lgas);
    }
  });

  it("reads progress by index, never the tables, and a bounded number of rows", async () => {
    const { state, lga } = await place();
    const { rows: latest } = await owner.query<{ cycle_year: number; cycle_number: number }>(
      "SELECT cycle_year, cycle_number FROM payment_progress WHERE state = $1 AND lga = $2 ORDER BY 1 DESC, 2 DESC LIMIT 1",
      [state, lga],
    );
    expect(latest).toHaveLength(1);
    const { cycle_year: year, cycle_number: number } = latest[0]!;
    const text = await plansDuring(db.url, async (admin) => {
      await admin.query("SET auto_explain.log_analyze = on");
      await admin.query("SET ROLE nassco_app");
      try {
        await admin.query(PROGRESS_QUERIES.cycles, [CYCLES_SHOWN]);
        await admin.query(PROGRESS_QUERIES.cycleTotals, [year, number]);
        await admin.query(PROGRESS_QUERIES.cycleLgas, [year, number]);
        await admin.query(PROGRESS_QUERIES.stateLatest, [state]);
        await admin.query(PROGRESS_QUERIES.stateLgas, [year, number, state]);
        await admin.query(PROGRESS_QUERIES.lgaLatest, [state, lga]);
      } finally {
        await admin.query("RESET ROLE");
      }
    });
    expect(text).not.toMatch(/Seq Scan on payment_progress\b/);
    expect(text).not.toMatch(/Seq Scan on payment_progress_total\b/);
    const { rows } = await owner.query<{ lgas: number }>("SELECT count(*)::integer AS lgas FROM register_lga");
    // Every read is one cycle's rows at most (the 774 and those added), or one state's totals across the cycles shown.
    for (const scan of text.matchAll(
      /(?:Index|Index Only|Bitmap Heap) Scan[^\n]*on payment_progress(?:_total)?\b[^\n]*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/g,
    )) {
      expect(Number(scan[1])).toBeLessThanOrEqual(rows[0]!.lgas);
    }
  });
});
