import { onSiteDataChange } from "~/utils/data-changes.server";
import { prisma } from "~/utils/db.server";
import { logFailure } from "~/utils/log.server";

/** Asks again at least this often, so a clock change or a missed notice cannot stall a schedule for long. */
const LONGEST_WAIT_MS = 15 * 60 * 1000;
/** Not sooner than this: a database clock a little behind ours would otherwise be asked in a tight loop. */
const SHORTEST_WAIT_MS = 250;
const RETRY_MS = 30 * 1000;

/**
 * Content appears and disappears at its publish_at and unpublish_at with no
 * write to the database, so nothing would announce it. Every instance keeps
 * one timer for the next such time in any collection (content_next_change()),
 * and when it comes asks the database to re-index the items whose time fell
 * since the last one and announce the change (content_schedule_reached()); the
 * announcement empties every instance's page cache and sets the next timer.
 * A time that fell while no instance was up is named in the past, and reached
 * at once. This is a wake-up at a time the database names, not a recurring
 * job, so no scheduler library.
 */
export function startContentSchedule(): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Plans overlap when changes come quickly, and an earlier one's answer (read before the latest
  // change) may arrive last: only the latest plan sets the timer.
  let latest = 0;

  const wait = (ms: number, then: () => void) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(then, ms);
    timer.unref();
  };

  const plan = async () => {
    if (stopped) return;
    const mine = ++latest;
    try {
      const [row] = await prisma.$queryRaw<{ next: Date | null }[]>`SELECT content_next_change() AS next`;
      if (mine !== latest) return;
      const next = row?.next;
      if (!next) return wait(LONGEST_WAIT_MS, () => void plan());
      const ms = next.getTime() - Date.now();
      if (ms > LONGEST_WAIT_MS) return wait(LONGEST_WAIT_MS, () => void plan());
      wait(Math.max(ms, SHORTEST_WAIT_MS), () => void reached());
    } catch (error) {
      if (mine !== latest) return;
      logFailure("content schedule", error);
      wait(RETRY_MS, () => void plan());
    }
  };

  const reached = async () => {
    try {
      // Its notice comes back to every instance, this one included, which plans again.
      await prisma.$queryRaw`SELECT content_schedule_reached()`;
    } catch (error) {
      logFailure("content schedule", error);
      wait(RETRY_MS, () => void plan());
    }
  };

  onSiteDataChange(() => void plan());
  void plan();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
