import type { Provenance, Sourced } from "~/content/provenance";
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { lagosToday } from "~/utils/lagos-time";
import type { PaymentWindow, PauseReason, SourceName } from "./payment-window";
import { FROM_THE_LATEST, WINDOW_QUERIES, type ChangeRow, type WindowRow } from "./window-queries";

/** A window as a page shows it: its fields, and where it comes from (illustrative until the office confirms it). */
export type ShownWindow = PaymentWindow & Sourced & { updatedAt?: Date };

/** How many past windows an LGA's page lists: a year of monthly cycles. */
export const PAST_SHOWN = 12;

function shown(row: WindowRow): ShownWindow {
  return {
    id: row.id,
    cycleYear: row.cycle_year,
    cycleNumber: row.cycle_number,
    state: row.state,
    lgas: row.lgas,
    opensOn: row.opens_on,
    closesOn: row.closes_on,
    amountNaira: row.amount_naira,
    byBank: row.by_bank,
    byWallet: row.by_wallet,
    atPayPoints: row.at_pay_points,
    payPoints: row.pay_points,
    pauseReason: row.pause_reason as PauseReason | null,
    sourceName: row.source_name as SourceName,
    checkedOn: row.checked_on,
    provenance: row.provenance as Provenance,
    source: row.source_url && row.source_as_at ? { url: row.source_url, asAt: row.source_as_at } : null,
    updatedAt: row.updated_at,
  };
}

/**
 * One of the statements, its $1, $2… (each once, in order) given as Prisma's parameters: run
 * through $queryRaw, so the read is noted for the answer's cache tags as every raw read is.
 */
export const statement = (sql: string, values: unknown[]) => Prisma.sql(sql.split(/\$\d+/), ...values);
const windows = async (sql: string, ...values: unknown[]) => (await prisma.$queryRaw<WindowRow[]>(statement(sql, values))).map(shown);

/** Each state's soonest window not yet closed on a Lagos day, the soonest first: /payments, one line a state. */
export async function soonestByState(today: string): Promise<ShownWindow[]> {
  const rows = await windows(WINDOW_QUERIES.soonestByState, today);
  return rows.sort((a, b) => a.opensOn.localeCompare(b.opensOn) || a.state.localeCompare(b.state));
}

/** A state's windows not yet closed, the soonest first: its page's next payment in each LGA. */
export function stateWindowsNotClosed(state: string, today: string): Promise<ShownWindow[]> {
  return windows(WINDOW_QUERIES.stateNotClosed, state, today);
}

/** An LGA's windows not yet closed, the soonest first. */
export function lgaComingWindows(state: string, lga: string, today: string): Promise<ShownWindow[]> {
  return windows(WINDOW_QUERIES.lgaComing, state, lga, today);
}

/** Where a page of an LGA's past windows starts: after the window with this opening day and id ("2025-07-07.kano-2025-7-dala"). */
export interface PastKey {
  opensOn: string;
  id: string;
}

export const pastKeyText = (window: Pick<ShownWindow, "opensOn" | "id">) => `${window.opensOn}.${window.id}`;

/** A key from an address, or null when it is not one. */
export function pastKeyOf(text: string): PastKey | null {
  const match = /^(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{1,200})$/.exec(text);
  return match && !Number.isNaN(Date.parse(match[1]!)) ? { opensOn: match[1]!, id: match[2]! } : null;
}

/**
 * An LGA's windows: those not yet closed (the soonest first), and a page of the closed ones (the
 * latest first; after `older` when given), with the key of the next page if there is one.
 */
export async function lgaWindows(
  state: string,
  lga: string,
  today: string,
  older: PastKey | null = null,
): Promise<{ coming: ShownWindow[]; past: ShownWindow[]; olderKey: string | null }> {
  const [coming, past] = await Promise.all([
    lgaComingWindows(state, lga, today),
    windows(WINDOW_QUERIES.lgaPast, state, lga, today, (older ?? FROM_THE_LATEST).opensOn, (older ?? FROM_THE_LATEST).id, PAST_SHOWN + 1),
  ]);
  const shown = past.slice(0, PAST_SHOWN);
  return { coming, past: shown, olderKey: past.length > PAST_SHOWN ? pastKeyText(shown[shown.length - 1]!) : null };
}

/** A feed's windows, the newest by opening day first: the country's, a state's or an LGA's. */
export function newestWindows(place: { state: string; lga: string | null } | null, count: number): Promise<ShownWindow[]> {
  if (!place) return windows(WINDOW_QUERIES.newest, count);
  return place.lga
    ? windows(WINDOW_QUERIES.lgaNewest, place.state, place.lga, count)
    : windows(WINDOW_QUERIES.stateNewest, place.state, count);
}

/** What a live window was before a change a reader must know of, the latest first. */
export interface WindowChange {
  windowId: string;
  /** Lagos date of the change. */
  changedOn: string;
  was: Pick<PaymentWindow, "opensOn" | "closesOn" | "amountNaira" | "byBank" | "byWallet" | "atPayPoints" | "pauseReason">;
}

export async function windowChanges(windowIds: readonly string[]): Promise<WindowChange[]> {
  if (windowIds.length === 0) return [];
  const rows = await prisma.$queryRaw<ChangeRow[]>(statement(WINDOW_QUERIES.changes, [[...windowIds]]));
  return rows.map((row) => ({
    windowId: row.window_id,
    changedOn: lagosToday(row.changed_at),
    was: {
      opensOn: row.was_opens_on,
      closesOn: row.was_closes_on,
      amountNaira: row.was_amount_naira,
      byBank: row.was_by_bank,
      byWallet: row.was_by_wallet,
      atPayPoints: row.was_at_pay_points,
      pauseReason: row.was_pause_reason as PauseReason | null,
    },
  }));
}
