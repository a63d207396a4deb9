import {
  claimDueMessages,
  markFailed,
  markHandingOver,
  markRendered,
  markSent,
  type ClaimedMessage,
  type MailDatabase,
  type MailLane,
  type OutboxMessage,
  type QueuedMessage,
} from "~/features/mail/outbox.server";
import { drainingLane, wakeEvery } from "~/utils/draining-lane.server";
import { errorMessage } from "~/utils/log.server";
import { MAX_ATTEMPTS, retryDelaySeconds } from "~/features/mail/retry";
import type { MailTransport } from "~/features/mail/transport.server";

const POLL_MS = 5_000;

export interface MailSender {
  /** Look for due mail now: called when a notice says some was written. */
  wake(): void;
  /** Finishes the messages in hand, then stops. */
  stop(): Promise<void>;
}

export interface NewsletterPace {
  /** Newsletters sent a minute, counted across every instance. */
  perMinute: number;
}

/**
 * Delivers the outbox. Every back-office process runs one; claims use SKIP LOCKED, so
 * two instances never take one message. It never runs on the request path: a
 * reader is answered before any mail is sent, and mail waits in PostgreSQL
 * while the mail server is down. Before each round of the first lane it runs
 * `beforeEachRound`: the caller's errand, such as writing the office's
 * digests when one is due; mail itself knows no feature.
 *
 * Two lanes, each with its own connections to the mail server: what a person
 * is waiting for (acknowledgements, letters, confirmations, the office's
 * notices), and newsletters, paced. A newsletter to thousands never delays
 * an acknowledgement.
 *
 * The first lane delivers at least once: a message is marked sent as soon as
 * the server has accepted it, and if the process dies in between, the claim
 * lapses and it goes again, with the same Message-ID. Newsletters are marked
 * as being handed over first, so that after such a death they are given up
 * (dead, with the reason) rather than sent to anyone twice.
 *
 * What the public site queued comes as a kind and what fills it (decision 0088):
 * `write` turns it into the message, here, at send time, from the back office's
 * own templates. One that cannot be written is dead at once, with the reason:
 * trying again would fail the same way.
 */
export function startMailSender({
  outbox,
  transport,
  bulkTransport,
  from,
  retrySeconds,
  newsletters,
  write,
  beforeEachRound,
}: {
  /** The sender's own login (nassco_mail): the one that may take due mail. */
  outbox: MailDatabase;
  transport: MailTransport;
  bulkTransport: MailTransport;
  from: string;
  retrySeconds: number;
  newsletters: NewsletterPace;
  /** Writes a message the site queued: subject, both parts, headers, and the address where the site may not give one. */
  write: (queued: QueuedMessage) => Promise<OutboxMessage>;
  /** Run before each round of what people wait for, so what it writes goes in that round. */
  beforeEachRound?: () => Promise<void>;
}): MailSender {
  let stopped = false;

  /** The message to hand over: as the back office wrote it, or written now; null when it cannot be. */
  async function messageOf(claimed: ClaimedMessage): Promise<OutboxMessage | null> {
    if ("whole" in claimed) return claimed.whole;
    let message: OutboxMessage;
    try {
      message = await write(claimed.queued);
    } catch (error) {
      await markFailed(outbox, claimed.id, `Could not be written: ${errorMessage(error)}`, null);
      return null;
    }
    await markRendered(outbox, claimed.id, message.subject);
    return message;
  }

  async function deliver(claimed: ClaimedMessage, via: MailTransport, bulk: boolean) {
    const message = await messageOf(claimed);
    if (!message) return;
    if (bulk && !(await markHandingOver(outbox, claimed.id))) return;
    try {
      await via.send(message, from);
    } catch (error) {
      const retry = claimed.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(claimed.attempts, retrySeconds);
      await markFailed(outbox, claimed.id, errorMessage(error), retry);
      return;
    }
    await markSent(outbox, claimed.id);
  }

  /** One lane: claims and sends until nothing is due, again when woken meanwhile. */
  const lane = (name: string, claim: MailLane, via: MailTransport, before?: () => Promise<void>) =>
    drainingLane({
      name,
      claim: () => claimDueMessages(outbox, via.concurrency, claim),
      deliver: (message: ClaimedMessage) => deliver(message, via, claim.bulk),
      stopped: () => stopped,
      before,
    });

  const urgent = lane("mail sender", { bulk: false }, transport, beforeEachRound);
  const bulk = lane("newsletter sender", { bulk: true, perMinute: newsletters.perMinute }, bulkTransport);
  const wake = () => {
    urgent.wake();
    bulk.wake();
  };

  const stopPolling = wakeEvery(POLL_MS, wake);
  return {
    wake,
    async stop() {
      stopped = true;
      stopPolling();
      await Promise.all([urgent.done(), bulk.done()]);
    },
  };
}
