/**
 * The spike test (decision 0077): announcement day through the real nginx and its cache, in front
 * of two instances on one database, at 20 times the normal peak; once as it is, once while one
 * instance is killed half-way. What it counts is what a reader and the origin see: answers that
 * were not 2xx or 3xx (or never came: resets, timeouts), and the share of requests that reached
 * an instance.
 */
import { randomInt } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import type { AppProcess } from "../../server/app-process";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { lgaViewSearch, pageCount, SORT_KEYS } from "../../app/features/register/view";
import { startLocalNginx } from "../nginx-local";
import { loadTest, type LoadResult } from "./load";
import { contentPagePaths } from "./pages";
import { FEED_PATH } from "../../app/content/news-paths";
import { paths } from "../../app/site/paths";
import { articlePath } from "../../app/features/news/article";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { CONSENT_COOKIE } from "../../app/features/analytics/consent";

/** Announcement day against a normal day's peak (issue 53). */
export const SPIKE_FACTOR = 20;
/** What the spike may cost: no failed answer, and the instances answer at most this share. */
export const SPIKE_TARGETS = { errors: 0, originShare: 0.05 };
/**
 * The instances' settings for the spike: one load generator stands for many readers, as nginx's
 * limits per client are off for it, so one client may have as many renders under way as the
 * instance allows (RENDER_CONCURRENCY's default), not one.
 */
export const SPIKE_INSTANCE_ENV = { RENDER_PER_CLIENT: "4", ANALYTICS_MEASUREMENT_ID: "G-SPIKE0071" };

/**
 * The cookies a reader brings (issue 71): a third answered Yes to the consent banner and carry
 * Google's own cookies too, each reader their own ids; a sixth answered No; the rest have not
 * answered, or have no JavaScript. No cookie may take a public page out of the cache.
 */
export function readerCookies(turn: number): Record<string, string> {
  const share = turn % 6;
  if (share >= 3) return {};
  if (share === 2) return { cookie: `${CONSENT_COOKIE}=no` };
  const now = Math.floor(Date.now() / 1000);
  const stream = SPIKE_INSTANCE_ENV.ANALYTICS_MEASUREMENT_ID.slice(2);
  const first = now - randomInt(0, 30 * 86_400);
  return {
    cookie: [
      `${CONSENT_COOKIE}=yes`,
      `_ga=GA1.1.${randomInt(100_000_000, 2_000_000_000)}.${first}`,
      `_ga_${stream}=GS2.1.s${now}$o${randomInt(1, 40)}$g1$t${now}$j60$l0$h0`,
    ].join("; "),
  };
}
/** One request in this many is an address no cache holds yet: a list view or a language nobody asked for. */
const TAIL_EVERY = 50;
/** Every answer a reader can act on: a page, a redirect, a revalidation. */
const READABLE = [200, 204, 301, 302, 303, 304, 307, 308] as const;
const LGA = "/where-we-work/nsr-summary-by-lga";

export interface SpikeRun {
  label: string;
  load: LoadResult;
  /** Requests nginx passed to an instance (each attempt, a retry on the other instance included). */
  origin: number;
  originShare: number;
  /** nginx's X-Cache-Status for each answer, counted ($upstream_cache_status; "" when none applied). */
  cache: Record<string, number>;
  killedAfterSeconds?: number;
}

export interface SpikeResult {
  measuredAt: string;
  /** The machine's load average over the last minute when the runs ended, and its cores: the bench shares them. */
  loadAverage: number;
  cores: number;
  /** The normal peak: one instance's rate for pages it has never rendered, one reader at a time. */
  normalPeak: LoadResult;
  /** The normal peak the spike is a multiple of: the one measured, or one given (BENCH_SPIKE_NORMAL_PEAK). */
  peak: number;
  peakGiven: boolean;
  rate: number;
  addresses: number;
  runs: SpikeRun[];
}

/**
 * Every LGA view of the whole table (each sort, direction and page size), in a language: addresses
 * no cache holds until someone asks, 2 × |SORT_KEYS| × the pages of the table each.
 */
function lgaViews(rows: number, locale: (typeof LOCALES)[number]): string[] {
  return SORT_KEYS.flatMap((sort) =>
    (["asc", "desc"] as const).flatMap((dir) =>
      ([10, 20] as const).flatMap((size) =>
        Array.from({ length: pageCount(rows, size) }, (_, index) =>
          localePath(locale, `${LGA}${lgaViewSearch({ q: "", state: "", sort, dir, size, page: index + 1 })}`),
        ),
      ),
    ),
  );
}

/**
 * The readers' addresses: every page of the navigation tree and an article in every language, the
 * hydrated pages (home, the LGA table, the gallery) in every language, the feeds and the sitemap;
 * each home page and the article five times as often, as an announcement sends readers there.
 */
export function spikeAddresses(interactive: string[]): string[] {
  const pages = [
    ...contentPagePaths(interactive),
    // Already in every language.
    ...interactive,
    FEED_PATH,
    paths.tendersFeed,
    paths.careersFeed,
    "/sitemap.xml",
  ];
  const popular = LOCALES.flatMap((locale) => [localePath(locale, "/"), localePath(locale, articlePath(seededNews[0]!.slug))]);
  return [...new Set(pages), ...Array.from({ length: 4 }, () => popular).flat()];
}

/**
 * The order of one run's requests: the readers' addresses in turn, and every TAIL_EVERY-th an
 * address from `tail` (taken from `tailFrom` on, so two runs never share one), long enough that
 * nothing repeats within a run.
 */
function schedule(addresses: string[], tail: string[], tailFrom: number, length: number): string[] {
  return Array.from({ length }, (_, i) =>
    i % TAIL_EVERY === TAIL_EVERY - 1 ? tail[(tailFrom + Math.floor(i / TAIL_EVERY)) % tail.length]! : addresses[i % addresses.length]!,
  );
}

/** How many requests nginx passed to an instance, and each answer's cache status, from its access log. */
function countOrigin(accessLog: string): { origin: number; cache: Record<string, number> } {
  let origin = 0;
  const cache: Record<string, number> = {};
  for (const line of accessLog.split("\n")) {
    if (!line) continue;
    const entry = JSON.parse(line) as { upstream: string; cache: string };
    // "127.0.0.1:3200, 127.0.0.1:3203" when nginx tried one and then the other; "" when the cache answered.
    origin += entry.upstream.split(",").filter((address) => /:\d+$/.test(address.trim())).length;
    cache[entry.cache || "-"] = (cache[entry.cache || "-"] ?? 0) + 1;
  }
  return { origin, cache };
}

export async function measureSpike({
  instances,
  interactive,
  lgaRows,
  seconds,
  nginxPort,
  siteName,
  givenPeak,
  log,
}: {
  /** Two instances on one database, with SPIKE_INSTANCE_ENV; the second is the one killed. */
  instances: [AppProcess, AppProcess];
  interactive: string[];
  /** The LGA table's rows: how many pages its views have. */
  lgaRows: number;
  seconds: number;
  /** nginx's https port (and the next, for plain HTTP). */
  nginxPort: number;
  siteName: string;
  /** A normal peak to use instead of the one measured (req/s): a quieter machine's, or production's own. */
  givenPeak?: number;
  log: (line: string) => void;
}): Promise<SpikeResult> {
  const [first, second] = instances;
  const hausa = lgaViews(lgaRows, "ha");
  // Each instance warmed first (its code compiled, its database connections open) on views the
  // measurement below never asks for: the last of the Hausa table's.
  for (const app of instances) await loadTest(app.baseUrl, [...hausa].reverse(), { connections: 1, shared: true, seconds: 2 });
  // The normal peak: first views of the Hausa table, one after another, straight to one instance.
  const normalPeak = await loadTest(first.baseUrl, hausa, {
    connections: 1,
    shared: true,
    seconds: Math.min(seconds, 8),
  });
  const peak = givenPeak ?? normalPeak.requestsPerSecond;
  const rate = Math.round(peak * SPIKE_FACTOR);
  log(
    `normal peak ${normalPeak.requestsPerSecond} req/s measured (p95 ${normalPeak.p95Ms} ms)${givenPeak ? `, ${givenPeak} req/s given` : ""}; the spike: ${rate} req/s for ${seconds} s`,
  );
  const addresses = spikeAddresses(interactive);
  // Views in the three other languages: never asked for by the normal peak above, nor by the rest of the bench.
  const tail = (["yo", "ig", "pcm"] as const).flatMap((locale) => lgaViews(lgaRows, locale));
  const length = rate * seconds * 2;
  const runs: SpikeRun[] = [];
  for (const [index, kill] of [false, true].entries()) {
    // A new nginx for each run, its cache empty.
    const nginx = await startLocalNginx({
      appPorts: instances.map((app) => Number(new URL(app.baseUrl).port)),
      httpsPort: nginxPort,
      httpPort: nginxPort + 1,
      serverName: siteName,
      // One load generator is one client: what is measured is the cache, not nginx's limits per client.
      clientLimits: false,
    });
    const killAfter = seconds / 2;
    let killer: NodeJS.Timeout | undefined;
    try {
      const through = { shared: true, servername: siteName, headers: { host: siteName }, headersOf: readerCookies, expectStatus: READABLE };
      const requests = schedule(addresses, tail, index * Math.ceil(length / TAIL_EVERY), length);
      // The spike comes to a site serving its normal traffic: first the normal peak, for as long
      // as it takes to ask each address once, so that the pages readers read are in the cache,
      // as a minute of normal traffic leaves them; not counted.
      const warm = await loadTest(`https://127.0.0.1:${nginxPort}`, requests, {
        ...through,
        connections: 10,
        seconds: Math.ceil(addresses.length / peak) + 1,
        rate: peak,
      });
      log(`normal traffic before the spike: ${warm.runs} requests, ${JSON.stringify(warm.statuses)}`);
      const before = countOrigin(nginx.accessLog());
      killer = kill ? setTimeout(() => second.kill(), killAfter * 1000) : undefined;
      const load = await loadTest(`https://127.0.0.1:${nginxPort}`, requests.slice(warm.runs), {
        ...through,
        connections: 100,
        seconds,
        rate,
      });
      if (kill && !second.exited) throw new Error("The instance to be killed was still running after the run.");
      // nginx writes a request's line when it ends; the last ones are written once the run has ended.
      const after = countOrigin(nginx.accessLog());
      const origin = after.origin - before.origin;
      const cache = Object.fromEntries(Object.entries(after.cache).map(([status, n]) => [status, n - (before.cache[status] ?? 0)]));
      const run: SpikeRun = {
        label: kill ? `two instances, one killed after ${killAfter} s` : "two instances",
        load,
        origin,
        // Of the requests nginx answered in the run: those still under way when the load generator stopped count too.
        originShare: origin / Object.values(cache).reduce((sum, n) => sum + n, 0),
        cache,
        ...(kill ? { killedAfterSeconds: killAfter } : {}),
      };
      log(
        `${run.label}: ${load.runs} requests, ${load.errors} errors, ${origin} to the origin (${(run.originShare * 100).toFixed(2)} %), ` +
          `p50 ${load.medianMs} ms, p95 ${load.p95Ms} ms, p99 ${load.p99Ms} ms, cache ${JSON.stringify(cache)}, statuses ${JSON.stringify(load.statuses)}`,
      );
      runs.push(run);
    } finally {
      clearTimeout(killer);
      await nginx.stop();
    }
  }
  return {
    measuredAt: new Date().toISOString(),
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
    cores: availableParallelism(),
    normalPeak,
    peak,
    peakGiven: givenPeak !== undefined,
    rate,
    addresses: new Set(addresses).size,
    runs,
  };
}

/** The report's section. */
export function spikeReport(result: SpikeResult, seconds: number): string[] {
  const pct = (share: number) => `${(share * 100).toFixed(2)} %`;
  const lines = [
    `## Spike: ${SPIKE_FACTOR}× the normal peak through nginx and its cache (decision 0077)`,
    "",
    `Measured ${result.measuredAt}; the machine's ${result.cores} cores are shared (load average ${result.loadAverage} at the end), so the rates are this machine's at that moment, and the targets are ratios of them.`,
    "",
    `**Normal peak**: what one instance answers when no cache helps at all, one reader at a time, straight to it: pages it has never rendered (new views of the LGA table in Hausa; ` +
      `the render budget is 20 ms at p95): **${result.normalPeak.requestsPerSecond} req/s** here (p95 ${result.normalPeak.p95Ms} ms). ` +
      `A normal day's busiest minute is within it by definition: the origin alone could serve it. ` +
      (result.peakGiven ? `This run's normal peak was given instead (BENCH_SPIKE_NORMAL_PEAK): **${result.peak} req/s**. ` : "") +
      `**The spike** is ${SPIKE_FACTOR}× the normal peak, **${result.rate} req/s**, offered at that fixed rate by 100 keep-alive connections over HTTPS for ${seconds} s, ` +
      `through deploy/nginx.conf (scripts/nginx-local.ts) in front of two instances on one PostgreSQL. ` +
      `One load generator stands for many readers: nginx's limits per client are off, and the instances allow one client as many renders at once as they allow in all (RENDER_PER_CLIENT=4). ` +
      `Each run starts a new nginx (an empty cache) and first sends the normal peak until each address has been asked once (what a minute of normal traffic leaves in the cache), not counted; then the spike. ` +
      `**Addresses**: ${result.addresses} readers' addresses in turn (every page of the navigation tree and an article in all five languages, ` +
      `the hydrated pages in all five, three feeds, the sitemap; the home pages and the article five times as often), and one request in ${TAIL_EVERY} a view of the LGA table no cache holds yet (in Yorùbá, Igbo or Naijá). ` +
      `**Readers' cookies** (issue 71): the instances have a Google Analytics id; a third of the requests carry \`${CONSENT_COOKIE}=yes\` with Google's \`_ga\` and \`_ga_<id>\` (new ids each), a sixth \`${CONSENT_COOKIE}=no\`, the rest none. ` +
      `**Errors**: answers not 2xx or 3xx, resets and timeouts. **Origin**: requests nginx passed to an instance (each attempt, from its access log), as a share of the requests nginx answered in the run (no background update falls within a run, shorter than a page's max-age). ` +
      `**Killed**: SIGKILL to the second instance half-way through the run.`,
    "",
    "| Run | Requests | req/s | Answers | Errors | To the origin | p50 | p95 | p99 | Max | nginx cache status | Targets | Result |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const run of result.runs) {
    const ok = run.load.errors <= SPIKE_TARGETS.errors && run.originShare <= SPIKE_TARGETS.originShare;
    lines.push(
      `| ${run.label} | ${run.load.runs} | ${run.load.requestsPerSecond} | ${JSON.stringify(run.load.statuses)} | ${run.load.errors} | ${run.origin} (${pct(run.originShare)}) | ${run.load.medianMs} ms | ${run.load.p95Ms} ms | ${run.load.p99Ms} ms | ${run.load.maxMs} ms | ` +
        `${Object.entries(run.cache)
          .map(([status, n]) => `${status} ${n}`)
          .join(", ")} | 0 errors, origin ≤ ${SPIKE_TARGETS.originShare * 100} % | ${ok ? "pass" : "**FAIL**"} |`,
    );
  }
  lines.push("");
  return lines;
}
