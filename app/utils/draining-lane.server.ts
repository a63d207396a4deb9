import { logFailure } from "~/utils/log.server";

/**
 * An outbox's lane, as the mail and SMS senders run theirs: when woken, it
 * claims a batch and delivers it, again and again until nothing is due; a
 * wake while it works makes it look once more when done, so nothing written
 * meanwhile waits for the next poll. One drain at a time per lane; a failure
 * is logged and the next wake starts afresh.
 */
export function drainingLane<T>({
  name,
  claim,
  deliver,
  stopped,
  before,
}: {
  name: string;
  /** The next batch of due work, or none. */
  claim: () => Promise<T[]>;
  deliver: (item: T) => Promise<void>;
  /** Whether the sender is stopping: no new batch is claimed once it is. */
  stopped: () => boolean;
  /** Run before each round, so what it writes goes in that round. */
  before?: () => Promise<void>;
}): { wake(): void; done(): Promise<void> | undefined } {
  let running: Promise<void> | undefined;
  let again = false;
  async function drain() {
    do {
      again = false;
      await before?.();
      for (;;) {
        if (stopped()) return;
        const batch = await claim();
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (again && !stopped());
  }
  return {
    wake() {
      if (stopped()) return;
      if (running) {
        again = true;
        return;
      }
      running = drain()
        .catch((error: unknown) => logFailure(name, error))
        .finally(() => (running = undefined));
    },
    done: () => running,
  };
}

/**
 * Wakes a sender now and every `ms` after, so that work a notice missed (an
 * instance that was down, a retry come due) is found; returns what stops it.
 * The timer never keeps the process alive.
 */
export function wakeEvery(ms: number, wake: () => void): () => void {
  const timer = setInterval(wake, ms);
  timer.unref();
  wake();
  return () => clearInterval(timer);
}
