import { MAX_ATTEMPTS, retryDelaySeconds } from "~/features/mail/retry";
import { drainingLane, wakeEvery } from "~/utils/draining-lane.server";
import { errorMessage } from "~/utils/log.server";
import { claimDueTags, markTagsDone, markTagsFailed, type ClaimedTag, type PurgeDatabase } from "./outbox.server";
import type { CdnPurger } from "./purgers.server";

const POLL_MS = 5_000;
/** With no purger, rows are closed in batches this large. */
const SKIP_BATCH = 1_000;

export interface CdnPurgeSender {
  /** Look for due tags now: called when a notice says some were queued. */
  wake(): void;
  /** Finishes the purge in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Sends the purge outbox, in the back office's process, on the mail sender's
 * login, as the mail and SMS senders send theirs (decision 0076): claims a
 * batch of due tags (SKIP LOCKED), asks the CDN to purge them in one call,
 * and marks them; a failed call is tried again with mail's back-off, until
 * MAX_ATTEMPTS. With no purger (CDN_PURGER=none) each tag is closed as
 * skipped at once, so nothing waits and the metrics stay at nothing pending.
 * A purge is idempotent: one sent twice (a claim that lapsed) costs nothing.
 */
export function startCdnPurgeSender({
  outbox,
  purger,
  retrySeconds,
  delaySeconds,
}: {
  outbox: PurgeDatabase;
  purger: CdnPurger | null;
  retrySeconds: number;
  /** How long a tag waits after it was queued (CDN_PURGE_DELAY_SECONDS): nginx's copy must lapse first. */
  delaySeconds: number;
}): CdnPurgeSender {
  let stopped = false;
  const wake = () => lane.wake();

  async function deliver(batch: ClaimedTag[]) {
    if (!purger) return markTagsDone(outbox, batch, true);
    try {
      // Two writers at once may each have queued a tag: it is purged once.
      await purger.purge([...new Set(batch.map((row) => row.tag))]);
    } catch (error) {
      const attempts = Math.max(...batch.map((row) => row.attempts));
      const delay = retryDelaySeconds(attempts, retrySeconds);
      await markTagsFailed(outbox, batch, errorMessage(error), delay, MAX_ATTEMPTS);
      // Looked for again when it is due, not at the next poll: a page stays stale no longer than it must.
      if (attempts < MAX_ATTEMPTS) setTimeout(wake, delay * 1000).unref();
      return;
    }
    await markTagsDone(outbox, batch, false);
  }

  const lane = drainingLane<ClaimedTag[]>({
    name: "cdn purge sender",
    // One batch a round: one API call for up to the purger's batch of tags.
    claim: async () => {
      const due = await claimDueTags(outbox, purger?.batchSize ?? SKIP_BATCH, purger ? delaySeconds : 0);
      return due.length > 0 ? [due] : [];
    },
    deliver,
    stopped: () => stopped,
  });
  const stopPolling = wakeEvery(POLL_MS, wake);
  return {
    wake,
    async stop() {
      stopped = true;
      stopPolling();
      await lane.done();
    },
  };
}
