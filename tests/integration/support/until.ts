import { setTimeout as delay } from "node:timers/promises";
import { scaled } from "../../support/time-scale";

/**
 * Waits for a state, never for a time: checks `check` every 50 ms until it
 * holds, and fails naming `what` if it does not within `timeout` ms. A
 * generous deadline costs nothing when the state comes at once; a slow
 * machine makes the test slower, never wrong. Unlike expect.poll, it also
 * works in beforeAll. `timeout` is for a quiet machine: the run's time scale multiplies it.
 */
export async function until(check: () => boolean | Promise<boolean>, quietTimeout = 20_000, what = "the condition"): Promise<void> {
  const timeout = scaled(quietTimeout);
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await delay(50);
  }
}
