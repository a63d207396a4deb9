export class QueueFullError extends Error {
  constructor() {
    super("Too many requests are waiting");
  }
}

/**
 * At most `slots` tasks run at once; up to `queue` more wait their turn, and
 * any beyond that are refused at once rather than piling up.
 */
export function createSemaphore(slots: number, queue: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) {
      if (waiting.length >= queue) throw new QueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next task, so `running` only falls when nobody waits.
      if (next) next();
      else running -= 1;
    }
  };
}
