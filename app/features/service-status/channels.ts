/**
 * The channels a household reaches the office by, in the order the status page lists them
 * (decision 0113). The database checks a notice's and a day's channel against the same ids
 * (migration 20270112100000_service_status); another channel is a migration too.
 */
export const CHANNELS = ["website", "form", "ussd", "sms-in", "sms-out", "email", "phone"] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a channel can be, best first; "planned": the office is working on it, as it said it would. */
export const STATES = ["working", "planned", "slow", "down"] as const;
export type ChannelState = (typeof STATES)[number];
/** The states an office's notice or a day of history names: a channel that works needs neither. */
export type ProblemState = Exclude<ChannelState, "working">;
export const PROBLEM_STATES = ["slow", "down", "planned"] as const satisfies readonly ProblemState[];

export const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);
export const isProblemState = (value: string): value is ProblemState => (PROBLEM_STATES as readonly string[]).includes(value);

/** The worse of the states: down, then slow, then planned work, then working. */
export function worst(states: readonly ChannelState[]): ChannelState {
  return states.reduce<ChannelState>((worse, state) => (STATES.indexOf(state) > STATES.indexOf(worse) ? state : worse), "working");
}
