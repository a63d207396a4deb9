/** After this many attempts a message is dead until staff retry it (mail_retry()). */
export const MAX_ATTEMPTS = 12;
const MAX_DELAY_SECONDS = 3600;

/** 1, 2, 4 … times the base, up to an hour, with a little jitter so instances do not retry in step. */
export function retryDelaySeconds(attempts: number, baseSeconds: number, random = Math.random): number {
  const delay = Math.min(baseSeconds * 2 ** (attempts - 1), MAX_DELAY_SECONDS);
  return Math.round(delay * (0.9 + 0.2 * random()));
}
