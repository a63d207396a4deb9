/** Summary figures of a list of durations in milliseconds. */
export interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { runs: sorted.length, medianMs: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** Runs `task` a few times to warm caches, then `runs` times measured one after another. */
export async function timeSerially(task: () => Promise<unknown>, runs = 200, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}
