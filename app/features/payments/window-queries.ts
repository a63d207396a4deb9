import { states } from "~/content/states";

/**
 * The payment pages' reads, as SQL (decision 0108): each an index range,
 * bounded by a LIMIT, however many years of windows the table holds. Kept
 * apart from the code that runs them (windows.server.ts) so that the
 * at-scale test runs these very statements under the site's login and reads
 * their plans.
 */

/**
 * A window's columns as the pages read them: dates as Lagos days ("2026-12-07"). A bare opens_on in
 * an ORDER BY is this text, which no index is in the order of: the statements sort by
 * payment_window.opens_on, so that an index gives the order and the LIMIT stops the scan.
 */
const COLUMNS = `id, cycle_year, cycle_number, state, lgas, opens_on::text, closes_on::text, amount_naira, by_bank, by_wallet,
  at_pay_points, pay_points, pause_reason, source_name, checked_on::text, provenance, source_url, source_as_at::text, updated_at`;

/** Live windows only, as row-level security says for the site's login; said again for a site run as the owner. */
const LIVE = `locale = 'en' AND content_is_live(status, publish_at, unpublish_at)`;

/** Every state a window may name (its state is one of register_state, which a test keeps the same as this list). */
const STATES = states.map((state) => `'${state.registerName.replaceAll("'", "''")}'`).join(", ");

/** The most days a window lasts (payment_window_closes_on_check): one not closed on a day opened at most this many days before. */
export const LONGEST_WINDOW_DAYS = 120;

/** The key before every window: the first page of an LGA's past windows starts after it. */
export const FROM_THE_LATEST = { opensOn: "9999-12-31", id: "" } as const;

/** The most windows a page reads: a state's LGAs (Kano's 44) over a few cycles announced ahead, with room. */
export const MOST_WINDOWS = 500;

export const WINDOW_QUERIES = {
  /**
   * Each state's soonest window not yet closed on a day ($1): /payments, one line a state. Read a
   * state at a time, as the first window open that day (it opened in the LONGEST_WINDOW_DAYS before)
   * or else the first to open after it, each a LIMIT 1 on an index: sorting every window not yet
   * closed took as long as the cycles announced ahead and open that day were many. Within a
   * state's two, the days as text sort as the dates do.
   */
  soonestByState: `SELECT soonest.* FROM (SELECT $1::date AS today) AS day CROSS JOIN unnest(ARRAY[${STATES}]::text[]) AS registered (state)
    CROSS JOIN LATERAL (
      (SELECT ${COLUMNS} FROM payment_window
        WHERE ${LIVE} AND state = registered.state AND closes_on >= day.today
          AND opens_on BETWEEN day.today - ${LONGEST_WINDOW_DAYS} AND day.today
        ORDER BY payment_window.opens_on, id LIMIT 1)
      UNION ALL
      (SELECT ${COLUMNS} FROM payment_window
        WHERE ${LIVE} AND state = registered.state AND opens_on > day.today
        ORDER BY payment_window.opens_on, id LIMIT 1)
      ORDER BY opens_on, id LIMIT 1) AS soonest`,
  /** A state's ($1) windows not yet closed on a day ($2), the soonest first. */
  stateNotClosed: `SELECT ${COLUMNS} FROM payment_window
    WHERE ${LIVE} AND state = $1 AND closes_on >= $2::date ORDER BY payment_window.opens_on, id LIMIT ${MOST_WINDOWS}`,
  /** An LGA's ($2 of state $1) windows not yet closed on a day ($3), the soonest first. */
  lgaComing: `SELECT ${COLUMNS} FROM payment_window
    WHERE ${LIVE} AND state = $1 AND lgas @> ARRAY[$2::text] AND closes_on >= $3::date ORDER BY payment_window.opens_on, id LIMIT ${MOST_WINDOWS}`,
  /**
   * An LGA's closed windows before a day ($3), the latest first, after a page's last one (its
   * opening day $4 and id $5; FROM_THE_LATEST for the first page), at most $6.
   */
  lgaPast: `SELECT ${COLUMNS} FROM payment_window
    WHERE ${LIVE} AND state = $1 AND lgas @> ARRAY[$2::text] AND closes_on < $3::date
      AND (opens_on, id) < ($4::date, $5::text)
    ORDER BY payment_window.opens_on DESC, id DESC LIMIT $6`,
  /** The feeds: the newest windows by opening day, at most $1; of a state ($1, at most $2); of an LGA ($2 of state $1, at most $3). */
  newest: `SELECT ${COLUMNS} FROM payment_window WHERE ${LIVE} ORDER BY payment_window.opens_on DESC, id DESC LIMIT $1`,
  stateNewest: `SELECT ${COLUMNS} FROM payment_window WHERE ${LIVE} AND state = $1 ORDER BY payment_window.opens_on DESC, id DESC LIMIT $2`,
  lgaNewest: `SELECT ${COLUMNS} FROM payment_window
    WHERE ${LIVE} AND state = $1 AND lgas @> ARRAY[$2::text] ORDER BY payment_window.opens_on DESC, id DESC LIMIT $3`,
  /** The changes of some windows ($1), the latest first. */
  changes: `SELECT window_id, changed_at, was_opens_on::text, was_closes_on::text, was_amount_naira, was_by_bank, was_by_wallet,
      was_at_pay_points, was_pause_reason
    FROM payment_window_change WHERE window_id = ANY($1::text[]) AND kind = 'changed' ORDER BY changed_at DESC, id DESC LIMIT ${MOST_WINDOWS}`,
} as const;

/** A window's row as these statements give it. */
export interface WindowRow {
  id: string;
  cycle_year: number;
  cycle_number: number;
  state: string;
  lgas: string[];
  opens_on: string;
  closes_on: string;
  amount_naira: number | null;
  by_bank: boolean;
  by_wallet: boolean;
  at_pay_points: boolean;
  pay_points: string[];
  pause_reason: string | null;
  source_name: string;
  checked_on: string;
  provenance: string;
  source_url: string | null;
  source_as_at: string | null;
  updated_at: Date;
}

export interface ChangeRow {
  window_id: string;
  changed_at: Date;
  was_opens_on: string;
  was_closes_on: string;
  was_amount_naira: number | null;
  was_by_bank: boolean;
  was_by_wallet: boolean;
  was_at_pay_points: boolean;
  was_pause_reason: string | null;
}
