import { RecentOutcomes } from "~/utils/recent-outcomes.server";

/**
 * The aggregator's USSD and SMS callbacks in this process: answered, or failed with the site's fault
 * (the toll-free screen for USSD, a 503 for an SMS). The status page reads them for those channels
 * (decision 0113); a caller the guard refuses or a malformed call counts as neither.
 */
export const ussdCallbacks = new RecentOutcomes();
export const smsCallbacks = new RecentOutcomes();
