import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { keyedHash } from "~/utils/secret.server";

/**
 * The public forms' limits. Each form has a generous one per client address,
 * because Nigerian mobile networks put many subscribers behind one carrier
 * NAT address, and a tight one per e-mail address, which both forms write to
 * before anyone has confirmed it: a few mails a day to any one address.
 */
export type RateLimitBucket =
  | "subscribe"
  | "subscribe-email"
  | "subscribe-phone"
  | "data-access-request"
  | "data-access-request-email"
  | "request-status"
  | "contact-message"
  | "page-feedback"
  | "grievance"
  | "grievance-email"
  | "grievance-status"
  | "open311"
  | "open311-partner"
  | "text-report"
  | "text-status";

export interface RateLimit {
  posts: number;
  seconds: number;
}

export interface RateLimitCheck {
  bucket: RateLimitBucket;
  /** The address or identity as given; only its keyed hash is stored. */
  subject: string;
  limit?: RateLimit;
}

const SETTING: Record<RateLimitBucket, keyof ReturnType<typeof getEnv>> = {
  subscribe: "RATE_LIMIT_SUBSCRIBE",
  "subscribe-email": "RATE_LIMIT_SUBSCRIBE_PER_EMAIL",
  // A number typed for payment alerts gets a text asking YES: as many a day as an address gets mail (decision 0108).
  "subscribe-phone": "RATE_LIMIT_SUBSCRIBE_PER_EMAIL",
  "data-access-request": "RATE_LIMIT_DATA_ACCESS_REQUEST",
  "data-access-request-email": "RATE_LIMIT_DATA_ACCESS_REQUEST_PER_EMAIL",
  "request-status": "RATE_LIMIT_REQUEST_STATUS",
  "contact-message": "RATE_LIMIT_CONTACT_MESSAGE",
  "page-feedback": "RATE_LIMIT_PAGE_FEEDBACK",
  // The grievance form and its status page count apart from the request's, at the request's pace
  // (decision 0065): a form that mails an unconfirmed address, and a page that takes a code.
  grievance: "RATE_LIMIT_DATA_ACCESS_REQUEST",
  "grievance-email": "RATE_LIMIT_DATA_ACCESS_REQUEST_PER_EMAIL",
  "grievance-status": "RATE_LIMIT_REQUEST_STATUS",
  open311: "RATE_LIMIT_OPEN311",
  "open311-partner": "RATE_LIMIT_OPEN311_PER_PARTNER",
  // USSD and SMS in (decision 0072), per phone number: the aggregator's one address carries every caller.
  "text-report": "RATE_LIMIT_TEXT_REPORT_PER_PHONE",
  "text-status": "RATE_LIMIT_TEXT_STATUS_PER_PHONE",
};

function configuredLimit(bucket: RateLimitBucket): RateLimit {
  const [posts, seconds] = String(getEnv()[SETTING[bucket]]).split("/").map(Number);
  return { posts: posts!, seconds: seconds! };
}

/** The check for a client address, as the launcher gives it: IPv4 whole, IPv6 per /64. */
export function addressCheck(bucket: RateLimitBucket, clientAddress: string): RateLimitCheck {
  return { bucket, subject: clientAddress };
}

class OverLimit extends Error {
  constructor(
    readonly check: RateLimitCheck,
    readonly retryAfter: number,
  ) {
    super(`rate limit ${check.bucket}`);
  }
}

export type LimitedOutcome<T> = { stored: T } | { limited: RateLimitBucket; retryAfter: number };

/**
 * How long a post waits for a connection and for its transaction: in a spike (an announcement day,
 * 50 posts at once in the tests) posts queue for the pool and for one client's counter row, and
 * Prisma's defaults (2 s to start, 5 s to finish) turned that queue into refusals (P2028) on a
 * busy machine. A person's post waits rather than fails.
 */
const SPIKE_PATIENCE = { maxWait: 15_000, timeout: 15_000 };

/**
 * Counts this post against every check and stores it, in one transaction.
 * When a limit is passed, or storing fails, the transaction is rolled back,
 * so only posts that were stored ever count. The counter rows are locked
 * until commit, so concurrent posts from one client are counted one by one,
 * across every instance of the site. On the site's client unless another
 * login's is given (the text channels', decision 0089).
 */
export async function storeWithinLimits<T>(
  checks: RateLimitCheck[],
  store: (tx: Prisma.TransactionClient) => Promise<T>,
  client: PrismaClient = prisma,
): Promise<LimitedOutcome<T>> {
  try {
    return await client.$transaction(async (tx) => {
      for (const check of checks) {
        const limit = check.limit ?? configuredLimit(check.bucket);
        const [row] = await tx.$queryRaw<{ hits: number; wait: number }[]>`
          INSERT INTO rate_limit_window (bucket, client_key, window_start, hits)
          VALUES (${check.bucket}, ${keyedHash(`${check.bucket}\n${check.subject}`)},
                  to_timestamp(floor(extract(epoch FROM now()) / ${limit.seconds}) * ${limit.seconds}), 1)
          ON CONFLICT (bucket, client_key, window_start) DO UPDATE SET hits = rate_limit_window.hits + 1
          RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => ${limit.seconds}) - now()))::int AS wait`;
        if (row && row.hits > limit.posts) throw new OverLimit(check, Math.max(1, row.wait));
      }
      return { stored: await store(tx) };
    }, SPIKE_PATIENCE);
  } catch (error) {
    if (error instanceof OverLimit) return { limited: error.check.bucket, retryAfter: error.retryAfter };
    throw error;
  }
}

/** Forgets windows that ended long ago; run by the server's housekeeping, never on a request. */
export async function deleteExpiredRateLimitWindows(): Promise<number> {
  return prisma.$executeRaw`DELETE FROM rate_limit_window WHERE window_start < now() - interval '1 day'`;
}
