/**
 * A payment window as readers' pages take it (decision 0108): one state, one
 * or more of its LGAs, dates in Lagos, how it is paid. Never a person.
 */
export interface PaymentWindow {
  id: string;
  cycleYear: number;
  cycleNumber: number;
  /** As the register names it ("FCT"). */
  state: string;
  lgas: string[];
  /** Lagos dates, "2026-12-07". */
  opensOn: string;
  closesOn: string;
  amountNaira: number | null;
  byBank: boolean;
  byWallet: boolean;
  atPayPoints: boolean;
  payPoints: string[];
  pauseReason: PauseReason | null;
  sourceName: SourceName;
  checkedOn: string;
}

/** Why payments are paused, as the database allows; each is worded in every language. */
export const PAUSE_REASONS = [
  { value: "funds", label: "Waiting for funds" },
  { value: "verification", label: "Households being verified" },
  { value: "security", label: "Security" },
  { value: "holiday", label: "Public holiday" },
  { value: "other", label: "Another reason" },
] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number]["value"];

/** Whose schedule it is. */
export const SOURCE_NAMES = [
  { value: "NCTO", label: "NCTO (the cash transfer office)" },
  { value: "NASSCO", label: "NASSCO" },
  { value: "SOCU", label: "The state's operations coordinating unit (SOCU)" },
] as const;
export type SourceName = (typeof SOURCE_NAMES)[number]["value"];

/**
 * Where a window stands on a Lagos day. Never stored: it turns with the date.
 * A pause matters only until the window closes.
 */
export type Phase = "announced" | "open" | "paused" | "closed";

export function phaseOf(window: Pick<PaymentWindow, "opensOn" | "closesOn" | "pauseReason">, today: string): Phase {
  if (window.closesOn < today) return "closed";
  if (window.pauseReason) return "paused";
  return window.opensOn <= today ? "open" : "announced";
}

/** The ways a window pays, in the order readers' sentences name them. */
export type PayWay = "bank" | "wallet" | "payPoints";
export function payWays(window: Pick<PaymentWindow, "byBank" | "byWallet" | "atPayPoints">): PayWay[] {
  return [window.byBank && "bank", window.byWallet && "wallet", window.atPayPoints && "payPoints"].filter(Boolean) as PayWay[];
}

/** What readers' label calls an illustrative window, and what content:audit asks the office for. */
export const PAYMENT_WINDOW_PROVENANCE = {
  noun: "payment window",
  supply: "the real schedule from the cash transfer office, confirmed",
} as const;
