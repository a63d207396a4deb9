import autocannon from "autocannon";
import { summarise, type Timing } from "./stats";

export interface LoadResult extends Timing {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
}

/**
 * autocannon with `connections` keep-alive clients for `seconds`, each cycling
 * through `paths`; with `shared`, all of them take turns from one queue, so no
 * path is asked twice before every path has been asked once. Latency
 * percentiles come from every response's own time (autocannon's histogram has
 * no p95). Anything but `expectStatus` counts as an error.
 */
export async function loadTest(
  baseUrl: string,
  paths: string[],
  {
    connections = 50,
    seconds = 10,
    headers = {},
    expectStatus = 200,
    shared = false,
    servername,
    form,
    rate,
    headersOf,
  }: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    expectStatus?: number | readonly number[];
    shared?: boolean;
    /** The TLS server name to send (SNI), when baseUrl is an address rather than the site's name. */
    servername?: string;
    /** POST each path this form body instead of GET, a new one each request (the USSD callbacks). */
    form?: (request: number) => Record<string, string>;
    /** Requests a second across all connections, offered at that pace (the spike); as fast as answered when omitted. */
    rate?: number;
    /** With `shared`, headers of the request's own beside `headers` (the spike's readers' cookies), by its turn. */
    headersOf?: (request: number) => Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const samples: number[] = [];
  let errors = 0;
  let turn = 0;
  const statuses: Record<number, number> = {};
  const requests = form
    ? [
        {
          method: "POST" as const,
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: paths[turn % paths.length]!,
            headers: { ...request.headers, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(form(turn++)).toString(),
          }),
        },
      ]
    : shared
      ? [
          {
            method: "GET" as const,
            setupRequest: (request: autocannon.Request) => {
              const own = headersOf?.(turn) ?? {};
              return { ...request, path: paths[turn++ % paths.length]!, headers: { ...request.headers, ...own } };
            },
          },
        ]
      : paths.map((path) => ({ method: "GET" as const, path }));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        servername,
        connections,
        duration: seconds,
        overallRate: rate,
        headers: { "accept-encoding": "br, gzip", ...headers },
        requests,
      },
      (error: unknown, finished) => (error ? reject(error instanceof Error ? error : new Error("autocannon failed")) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      samples.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (!([] as number[]).concat(expectStatus).includes(statusCode)) errors += 1;
    });
  });
  errors += result.errors + result.timeouts;
  const timing = summarise(samples);
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    ...timing,
    p99Ms: Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0) * 100) / 100,
    requestsPerSecond: Math.round(samples.length / seconds),
    errors,
    statuses,
  };
}

/**
 * Two load runs taken in turns, `rounds` times each, merged: on a shared
 * machine a neighbour's busy minute then falls on both sides alike, where one
 * run after the other would charge it to whichever ran second.
 */
export async function inTurns(
  first: () => Promise<LoadResult>,
  second: () => Promise<LoadResult>,
  rounds = 4,
): Promise<[LoadResult, LoadResult]> {
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    runs[0].push(await first());
    runs[1].push(await second());
  }
  const merge = (results: LoadResult[]): LoadResult => {
    const mean = (pick: (r: LoadResult) => number) =>
      Math.round((results.reduce((sum, r) => sum + pick(r), 0) / results.length) * 100) / 100;
    const statuses: Record<number, number> = {};
    for (const r of results)
      for (const [status, n] of Object.entries(r.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
    return {
      runs: results.reduce((sum, r) => sum + r.runs, 0),
      medianMs: mean((r) => r.medianMs),
      p95Ms: mean((r) => r.p95Ms),
      p99Ms: mean((r) => r.p99Ms),
      maxMs: Math.max(...results.map((r) => r.maxMs)),
      requestsPerSecond: Math.round(mean((r) => r.requestsPerSecond)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      statuses,
    };
  };
  return [merge(runs[0]), merge(runs[1])];
}
