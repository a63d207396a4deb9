import { MAX_ATTEMPTS, retryDelaySeconds } from "~/features/mail/retry";
import { drainingLane, wakeEvery } from "~/utils/draining-lane.server";
import { databaseErrorCode } from "../../../server/database/plain-error";
import { errorMessage, logFailure } from "~/utils/log.server";
import { claimDueSms, markSmsFailed, markSmsSent, type ClaimedSms, type SmsDatabase, type SmsReceipt } from "./outbox.server";
import { measureText } from "./segments";
import { SmsSendError, type SmsTransport } from "./transport.server";

const POLL_MS = 5_000;
/** How long a stopping sender still tries to record a message the aggregator took, before it gives up. */
const STOP_GRACE_MS = 5_000;
const MARK_RETRY_MAX_MS = 10_000;

/**
 * The database did not answer (down, restarting, or the connection dropped),
 * as the driver or Prisma says it: only then can trying again help. Any
 * other error (a bug, a refused function) would fail the same way for ever.
 */
const UNREACHABLE = /^(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|EPIPE|P1001|P1002|P1017|57P01|57P02|57P03|08\w{3})$/;
export function databaseUnreachable(error: unknown): boolean {
  const code = databaseErrorCode(error);
  if (code !== undefined) return UNREACHABLE.test(code);
  return /Can't reach database server|Connection terminated|connection (?:refused|closed)|Server has closed the connection/i.test(
    errorMessage(error),
  );
}

/** Writes a message's one text in its language from its kind's template; throws when it cannot (the message is then dead, with the reason). */
export type SmsWriter = (message: Pick<ClaimedSms, "kind" | "params" | "locale">) => string;

export interface SmsSender {
  /** Look for due messages now: called when a notice says some were written. */
  wake(): void;
  /** Finishes the messages in hand, then stops. */
  stop(): Promise<void>;
}

/**
 * Sends the SMS outbox, in the back office's process, on the mail sender's
 * login, as the mail sender sends mail (decision 0071): never on a request's
 * path, claims with SKIP LOCKED so instances never take one message, retries
 * with mail's back-off, and the per-number daily cap counted by sms_claim().
 * The text is written here, at send time, from the row's template and
 * language, by `write`: each feature words its own messages and
 * sms-texts/templates.ts lists them (decision 0106); the launcher passes
 * that list's renderQueuedSms, as it passes mail's writer, and the sender
 * knows no feature.
 *
 * At least once, and no more than that can help: once the aggregator has
 * taken a message, only recording it remains, so if the database does not
 * answer (a restart), the sender keeps trying to record it, and not to send
 * it again, until the database is back. Only if this process dies first does
 * the claim lapse and the message go a second time. Any other error in
 * recording it is logged and not tried again: it would fail for ever.
 */
export function startSmsSender({
  outbox,
  transport,
  retrySeconds,
  dailyCap,
  write,
  beforeEachRound,
  markRetryMs = 500,
}: {
  /** The mail sender's login (nassco_mail): the one that may take due messages. */
  outbox: SmsDatabase;
  transport: SmsTransport;
  retrySeconds: number;
  dailyCap: number;
  /** The message's text from its template (sms-texts' renderQueuedSms). */
  write: SmsWriter;
  /**
   * The caller's errand before each round, such as queuing payment alerts:
   * what it queues goes in that round. A failure of it is logged, and the
   * round goes on, so a receipt never waits for it.
   */
  beforeEachRound?: () => Promise<void>;
  /** The first wait before trying again to record a sent message; it doubles, up to ten seconds. */
  markRetryMs?: number;
}): SmsSender {
  let stopped = false;
  let stopDeadline = Infinity;

  async function recordSent(message: ClaimedSms, receipt: SmsReceipt) {
    for (let wait = markRetryMs, tries = 1; ; wait = Math.min(wait * 2, MARK_RETRY_MAX_MS), tries += 1) {
      try {
        await markSmsSent(outbox, message, receipt);
        return;
      } catch (error) {
        if (!databaseUnreachable(error)) {
          logFailure("sms sender: a sent message could not be recorded; not trying again", error);
          return;
        }
        if (tries === 1) logFailure("sms sender: recording a sent message, trying again until the database answers", error);
        if (Date.now() > stopDeadline) {
          logFailure("sms sender: stopped before a sent message could be recorded; it may be sent again", error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async function deliver(message: ClaimedSms) {
    let text: string;
    try {
      text = write(message);
    } catch (error) {
      await markSmsFailed(outbox, message, `Could not be written: ${errorMessage(error)}`, null);
      return;
    }
    const { encoding, segments } = measureText(text);
    let taken;
    try {
      taken = await transport.send({
        id: message.id,
        attempt: message.attempts,
        kind: message.kind,
        to: message.recipient,
        text,
        encoding,
        segments,
      });
    } catch (error) {
      const never = error instanceof SmsSendError && error.permanent;
      const retry = never || message.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(message.attempts, retrySeconds);
      await markSmsFailed(outbox, message, errorMessage(error), retry);
      return;
    }
    await recordSent(message, { ...taken, encoding, segments });
  }

  const lane = drainingLane({
    name: "sms sender",
    claim: () => claimDueSms(outbox, transport.concurrency, dailyCap),
    deliver,
    stopped: () => stopped,
    before: beforeEachRound
      ? async () => {
          try {
            await beforeEachRound();
          } catch (error) {
            logFailure("sms sender: the errand before a round", error);
          }
        }
      : undefined,
  });
  const wake = () => lane.wake();

  const stopPolling = wakeEvery(POLL_MS, wake);
  return {
    wake,
    async stop() {
      stopped = true;
      stopDeadline = Date.now() + STOP_GRACE_MS;
      stopPolling();
      await lane.done();
    },
  };
}
