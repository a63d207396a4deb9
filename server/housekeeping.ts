import { deleteExpiredRateLimitWindows } from "../app/models/rate-limit.server";
import { logFailure } from "../app/utils/log.server";

const EVERY_MS = 10 * 60 * 1000;

/**
 * Periodic clean-up, off the request path. Every instance runs it; the
 * deletes are idempotent, so running twice costs one indexed query.
 */
export function startHousekeeping(): { stop(): void } {
  const run = () => deleteExpiredRateLimitWindows().catch((error: unknown) => logFailure("rate limit clean-up", error));
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
