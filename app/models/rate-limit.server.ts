import { getEnv } from "~/utils/env.server";
import { prisma } from "~/utils/db.server";
import { clientKey } from "~/utils/secret.server";

export type RateLimitBucket = "subscribe" | "data-access-request";

export interface RateLimit {
  posts: number;
  seconds: number;
}

function configuredLimit(bucket: RateLimitBucket): RateLimit {
  const env = getEnv();
  const [posts, seconds] = (bucket === "subscribe" ? env.RATE_LIMIT_SUBSCRIBE : env.RATE_LIMIT_DATA_ACCESS_REQUEST)
    .split("/")
    .map(Number);
  return { posts: posts!, seconds: seconds! };
}

/**
 * Counts one post by this client: null when it is within the limit, else the
 * seconds to wait (for Retry-After and the message). A fixed window in
 * PostgreSQL, so every instance of the site shares the count.
 */
export async function rateLimitWait(
  bucket: RateLimitBucket,
  clientAddress: string,
  limit: RateLimit = configuredLimit(bucket),
): Promise<number | null> {
  const key = clientKey(clientAddress);
  const [row] = await prisma.$queryRaw<{ hits: number }[]>`
    INSERT INTO rate_limit_window (bucket, client_key, window_start, hits)
    VALUES (${bucket}, ${key}, to_timestamp(floor(extract(epoch FROM now()) / ${limit.seconds}) * ${limit.seconds}), 1)
    ON CONFLICT (bucket, client_key, window_start) DO UPDATE SET hits = rate_limit_window.hits + 1
    RETURNING hits`;
  // Old windows are cleared by the traffic itself; one post in a hundred does it.
  if (Math.random() < 0.01) {
    await prisma.$executeRaw`DELETE FROM rate_limit_window WHERE window_start < now() - interval '1 day'`;
  }
  return (row?.hits ?? 0) <= limit.posts ? null : limit.seconds;
}
