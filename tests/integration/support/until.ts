import { setTimeout as delay } from "node:timers/promises";

/**
 * Waits for a state, never for a time: checks `check` every 50 ms until it
 * holds, and fails naming `what` if it does not within `timeout` ms. A
 * generous deadline costs nothing when the state comes at once; a slow
 * machine makes the test slower, never wrong. Unlike expect.poll, it also
 * works in beforeAll.
 */
export async function until(check: () => boolean | Promise<boolean>, timeout = 20_000, what = "the condition"): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await delay(50);
  }
}
