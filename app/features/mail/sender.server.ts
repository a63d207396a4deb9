import { queueStaffDigestIfDue } from "~/features/mail/queue.server";
import { claimDueMessages, markFailed, markSent, type ClaimedMessage } from "~/features/mail/outbox.server";
import { errorMessage, logFailure } from "~/utils/log.server";
import { MAX_ATTEMPTS, retryDelaySeconds } from "~/features/mail/retry";
import type { MailTransport } from "~/features/mail/transport.server";

const POLL_MS = 5_000;

export interface MailSender {
  /** Look for due mail now: called when a notice says some was written. */
  wake(): void;
  /** Finishes the messages in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Every instance runs one; claims use SKIP LOCKED, so
 * two instances never take one message. It never runs on the request path: a
 * reader is answered before any mail is sent, and mail waits in PostgreSQL
 * while the mail server is down. Each round it also writes the staff digest,
 * if one is due (on whichever instance asks first).
 *
 * Delivery is at least once: a message is marked sent as soon as the server
 * has accepted it, but if the process dies in between, the claim lapses and
 * the message goes again, with the same Message-ID.
 */
export function startMailSender({
  transport,
  from,
  retrySeconds,
}: {
  transport: MailTransport;
  from: string;
  retrySeconds: number;
}): MailSender {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(message: ClaimedMessage) {
    try {
      await transport.send(message, from);
    } catch (error) {
      const retry = message.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(message.attempts, retrySeconds);
      await markFailed(message.id, errorMessage(error), retry);
      return;
    }
    await markSent(message.id);
  }

  async function drain() {
    do {
      again = false;
      await queueStaffDigestIfDue();
      for (;;) {
        if (stopped) return;
        const batch = await claimDueMessages(transport.concurrency);
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => logFailure("mail sender", error))
      .finally(() => (running = undefined));
  }

  const timer = setInterval(wake, POLL_MS);
  timer.unref();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
