import { addDays } from "~/utils/lagos-time";
import { phaseOf, type PaymentWindow } from "./payment-window";

/** How long after a window closes its page still offers to report a payment not received. */
export const REPORT_DAYS_AFTER_CLOSE = 60;

/**
 * The date by which a household should have been paid, while a report of a
 * payment not received makes sense: the closing date of a window that is
 * open, paused, or closed within the last 60 days (the latest such); null otherwise.
 */
export function reportBy(windows: readonly Pick<PaymentWindow, "opensOn" | "closesOn" | "pauseReason">[], today: string): string | null {
  const since = addDays(today, -REPORT_DAYS_AFTER_CLOSE);
  const due = windows.filter((window) => window.opensOn <= today && (phaseOf(window, today) !== "closed" || window.closesOn >= since));
  return (
    due
      .map((window) => window.closesOn)
      .sort()
      .at(-1) ?? null
  );
}
