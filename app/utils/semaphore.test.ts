import { describe, expect, it } from "vitest";
import { createSemaphore, QueueFullError } from "./semaphore";

/** A task's work: it gives way to the event loop once, so that the others can start meanwhile if they may. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createSemaphore", () => {
  it("runs at most `slots` tasks at once and every task in the end", async () => {
    const run = createSemaphore(2, 100);
    let now = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        run(async () => {
          now += 1;
          most = Math.max(most, now);
          await tick();
          now -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("refuses tasks beyond the queue, and frees a slot when a task fails", async () => {
    const run = createSemaphore(1, 1);
    const first = run(async () => {
      await tick();
      throw new Error("boom");
    });
    const second = run(() => Promise.resolve("second"));
    await expect(run(() => Promise.resolve("third"))).rejects.toBeInstanceOf(QueueFullError);
    await expect(first).rejects.toThrow("boom");
    await expect(second).resolves.toBe("second");
    await expect(run(() => Promise.resolve("fourth"))).resolves.toBe("fourth");
  });
});
