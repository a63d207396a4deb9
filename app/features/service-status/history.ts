import { addDays } from "~/utils/lagos-time";
import { PROBLEM_STATES, type Channel, type ProblemState } from "./channels";

/** The days the page and its feed look back over, and the history keeps (service_status_record() deletes older ones). */
export const HISTORY_DAYS = 90;

/** A Lagos day on which a channel was not all working: its worst state that day (service_status_day). */
export interface ProblemDay {
  channel: Channel;
  /** "2027-01-12". */
  day: string;
  state: ProblemState;
}

/** Days in a row on which a channel was in the same state: one incident as the site saw it. */
export interface ProblemSpan {
  channel: Channel;
  state: ProblemState;
  from: string;
  to: string;
}

/** How many of the days each problem took, for the sentence that stands for a channel's 90 days. */
export function dayCounts(days: readonly ProblemDay[], channel: Channel): Record<ProblemState, number> {
  const counts = Object.fromEntries(PROBLEM_STATES.map((state) => [state, 0])) as Record<ProblemState, number>;
  for (const day of days) if (day.channel === channel) counts[day.state] += 1;
  return counts;
}

/** The days as incidents, newest first: a channel's days in a row in one state make one. */
export function problemSpans(days: readonly ProblemDay[]): ProblemSpan[] {
  const sorted = [...days].sort((a, b) => a.channel.localeCompare(b.channel) || a.day.localeCompare(b.day));
  const spans: ProblemSpan[] = [];
  for (const day of sorted) {
    const last = spans.at(-1);
    if (last && last.channel === day.channel && last.state === day.state && addDays(last.to, 1) === day.day) last.to = day.day;
    else spans.push({ channel: day.channel, state: day.state, from: day.day, to: day.day });
  }
  return spans.sort((a, b) => b.to.localeCompare(a.to) || b.from.localeCompare(a.from) || a.channel.localeCompare(b.channel));
}
