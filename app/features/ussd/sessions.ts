import type { UssdMenu } from "./place";

/**
 * USSD sessions by menu, for the metrics: each session counted once at each
 * menu it reaches, however many callbacks (a back, a wrong choice) it takes
 * there. In this process, since the last start; the sessions it remembers
 * are bounded, the oldest forgotten first (a session lasts a few minutes).
 */
const REMEMBERED = 10_000;
/**
 * The longest session id taken (Africa's Talking's are about 30 characters):
 * the callback refuses a longer one before anything, so that ten thousand
 * remembered ids stay a few hundred kilobytes, and this ignores one too.
 */
export const USSD_SESSION_ID_MAX = 100;
const seen = new Map<string, Set<UssdMenu>>();
const counts: Partial<Record<UssdMenu, number>> = {};

export function recordUssdArrival(sessionId: string, menu: UssdMenu): void {
  if (sessionId.length > USSD_SESSION_ID_MAX) return;
  let menus = seen.get(sessionId);
  if (!menus) {
    if (seen.size >= REMEMBERED) seen.delete(seen.keys().next().value!);
    seen.set(sessionId, (menus = new Set()));
  }
  if (menus.has(menu)) return;
  menus.add(menu);
  counts[menu] = (counts[menu] ?? 0) + 1;
}

/** Sessions that reached each menu, by its name (main, report-category, office-sent…). */
export function ussdSessionCounts(): Record<string, number> {
  return { ...counts };
}
