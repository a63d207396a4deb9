import { smsCallbacks, ussdCallbacks } from "~/features/channels/callback-outcomes.server";
import { formPosts } from "~/features/forms/form-outcomes.server";
import { prisma } from "~/utils/db.server";
import type { Channel, ChannelState } from "./channels";
import { laneState, outcomesState, RECENT_MINUTES, type LaneMeasure } from "./rules";

interface LaneRow {
  lane: string;
  oldest_due_seconds: number;
  failing: bigint;
  sent_recently: bigint;
}

/**
 * What the site measures of its channels now (decision 0113): its two outboxes through
 * service_status_measures() (counts and ages, all the public site's login may read of them), and
 * its forms' and callbacks' recent outcomes in this process. The website and the 969 line are not
 * measured: only the office's notices speak for them.
 */
export async function measuredStates(now = Date.now()): Promise<Partial<Record<Channel, ChannelState>>> {
  const rows = await prisma.$queryRaw<LaneRow[]>`SELECT * FROM service_status_measures(make_interval(mins => ${RECENT_MINUTES}))`;
  const lane = (name: Channel): ChannelState => {
    const row = rows.find((one) => one.lane === name);
    const measure: LaneMeasure = {
      oldestDueSeconds: row?.oldest_due_seconds ?? 0,
      failing: Number(row?.failing ?? 0),
      sentRecently: Number(row?.sent_recently ?? 0),
    };
    return laneState(measure);
  };
  return {
    form: outcomesState(formPosts.within(RECENT_MINUTES, now)),
    ussd: outcomesState(ussdCallbacks.within(RECENT_MINUTES, now)),
    "sms-in": outcomesState(smsCallbacks.within(RECENT_MINUTES, now)),
    "sms-out": lane("sms-out"),
    email: lane("email"),
  };
}
