import { lagosDay } from "~/utils/lagos-time";

/**
 * A request that came on paper (the printable form, posted or handed in) or
 * by e-mail, as an officer types it in: how it came and the day it reached
 * the office, checked before the request's own fields are.
 */

/** The ways a request reaches the office other than the website: an officer types these in. */
export const ENTERED_CHANNELS = ["paper", "e-mail"] as const;
export type EnteredChannel = (typeof ENTERED_CHANNELS)[number];

export const CHANNEL_LABELS: Record<EnteredChannel, string> = { paper: "On paper (posted or handed in)", "e-mail": "By e-mail" };

export function isEnteredChannel(value: string): value is EnteredChannel {
  return (ENTERED_CHANNELS as readonly string[]).includes(value);
}

/** What is wrong with how it came and when, by field, as Conform's field errors; `today` is Lagos's, as 2026-11-25. */
export function entryProblems(channel: string, receivedOn: string, today: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (!isEnteredChannel(channel)) problems.channel = ["Choose how the request came"];
  const received = lagosDay(receivedOn);
  if (!received) problems.receivedOn = ["Enter the day it reached the office, as 2026-11-25"];
  else if (receivedOn > today) problems.receivedOn = ["The day it reached the office cannot be in the future"];
  return problems;
}
