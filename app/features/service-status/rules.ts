import type { Outcomes } from "~/utils/recent-outcomes.server";
import { worst, type Channel, type ChannelState, type ProblemState } from "./channels";

/**
 * How the site judges its own channels (decision 0113), in one place. A lane is an outbox (SMS
 * from the office, its e-mail): it is judged by how long its oldest due message has waited and by
 * its failures; a form or a callback by how many of its recent posts failed.
 */

/** "Recently": what the measurements look back over, as long as an alert's rule waits (docs/observability.md). */
export const RECENT_MINUTES = 15;
/** A message due this long and still not sent: its lane is slow (a text normally goes within seconds). */
export const SLOW_AFTER_SECONDS = 10 * 60;
/** Due this long: its lane is down, failures or not (no sender is taking it at all). */
export const DOWN_AFTER_SECONDS = 60 * 60;
/** Failed posts or callbacks within RECENT_MINUTES, none of them working, for a channel to be down; fewer, or any that worked: slow. */
export const FAILURES_FOR_DOWN = 3;

/** An outbox as service_status_measures() gives it: counts and ages only. */
export interface LaneMeasure {
  /** How long the oldest message due has waited; 0 when none is due. */
  oldestDueSeconds: number;
  /** Messages waiting after a failed try, or given up within RECENT_MINUTES. */
  failing: number;
  /** Messages sent within RECENT_MINUTES. */
  sentRecently: number;
}

/** Down when failing and nothing gets through, or nothing has gone for an hour; slow when some fail or wait; else working. */
export function laneState({ oldestDueSeconds, failing, sentRecently }: LaneMeasure): ChannelState {
  if (oldestDueSeconds >= DOWN_AFTER_SECONDS || (failing > 0 && sentRecently === 0)) return "down";
  if (failing > 0 || oldestDueSeconds >= SLOW_AFTER_SECONDS) return "slow";
  return "working";
}

/** Down when FAILURES_FOR_DOWN or more failed and none worked; slow when any failed; else working (no traffic is no evidence). */
export function outcomesState({ ok, failed }: Outcomes): ChannelState {
  if (failed === 0) return "working";
  return failed >= FAILURES_FOR_DOWN && ok === 0 ? "down" : "slow";
}

/** An office's notice as the rules read it. */
export interface NoticeSpan {
  channel: Channel;
  state: ProblemState;
  startsAt: Date;
  /** null: until further notice. */
  endsAt: Date | null;
}

/** Whether a notice holds at `now`: from its start, until its end. */
export const inEffect = (notice: NoticeSpan, now: Date) => notice.startsAt <= now && (notice.endsAt === null || now < notice.endsAt);

/**
 * Each channel's state now: the worst of what the office's notices in effect say and what the
 * site measured. The office's word stands even where the measurements see nothing wrong (a
 * network's outage the site cannot see); a measurement stands without a notice.
 */
export function channelState(
  channel: Channel,
  notices: readonly NoticeSpan[],
  measured: Partial<Record<Channel, ChannelState>>,
  now: Date,
): ChannelState {
  const said = notices.filter((notice) => notice.channel === channel && inEffect(notice, now)).map((notice) => notice.state);
  return worst([...said, measured[channel] ?? "working"]);
}
