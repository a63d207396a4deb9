import http from "node:http";
import { summarise, type Timing } from "./stats";

export interface LoadResult extends Timing {
  requestsPerSecond: number;
  errors: number;
}

/**
 * `clients` keep-alive connections each requesting the paths in turn, as fast
 * as the server answers, for `seconds`. Latency is per request.
 */
export async function loadTest(baseUrl: string, paths: string[], clients = 50, seconds = 10): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const samples: number[] = [];
  let errors = 0;
  const stopAt = performance.now() + seconds * 1000;
  const get = (path: string) =>
    new Promise<number>((resolve) => {
      const request = http.get(`${baseUrl}${path}`, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", () => resolve(0));
    });
  const client = async (offset: number) => {
    for (let i = offset; performance.now() < stopAt; i++) {
      const start = performance.now();
      const status = await get(paths[i % paths.length]!);
      samples.push(performance.now() - start);
      if (status !== 200) errors++;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  return { ...summarise(samples), requestsPerSecond: Math.round(samples.length / elapsed), errors };
}
