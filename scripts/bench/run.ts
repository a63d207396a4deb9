/** `npm run bench`: what it does is its --help, below. */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { LGA_SAMPLE } from "../../app/content/register-sample";
import { parseLgaCsv } from "../../app/features/register/import.server";
import { lgaViewSearch, pageCount, SORT_KEYS } from "../../app/features/register/view";
import { lighthouseScores, type LighthouseScores } from "./lighthouse";
import { paintOnRegular3G, type SlowPaint } from "./slow-network";
import { loadTest, type LoadResult } from "./load";
import { contentPagePaths, interactivePagePaths } from "./pages";
import { queryTimings } from "./queries";
import { startLocalNginx } from "../nginx-local";
import { startChannelsSimulator } from "../channels-simulator";
import { startBenchServer, type BenchServer } from "./server";
import { measurePage, type PageWeight } from "./sizes";
import { readArguments } from "../cli";
import { growthReport, measureGrowth, readReport, withGrowthSection, withSection, withSectionsOf } from "./growth";
import { measureSpike, SPIKE_INSTANCE_ENV, spikeReport } from "./spike";
import { makeStaticCopies, measurePaint, paintPages, paintReport, staticCopyLocation } from "./paint";
import { isLocale, LOCALES } from "../../app/i18n/locales";

const { values } = readArguments({
  name: "bench",
  usage: "[--growth | --spike | --paint]",
  about: `
Builds the site, then measures the budgets of docs/budgets.md against the
production build on a fresh embedded database: page weight, query and render
times, throughput and latency under load (directly and through nginx),
Lighthouse's mobile preset, and the largest paint on Regular 3G with the
throttling applied, through nginx. Prints a Markdown report and writes it to
bench/report.md, with the raw figures in bench/out/results.json. It takes
about five minutes and fails nothing.

With --growth it measures instead how the site's cost grows with its data
(docs/budgets.md, "Growth"): at the seed, at 10× and at 100× the data of
years (npm run data:grow's rows: 100k articles, 100k requests, 1M subscribers,
10M page-view rows, 100k grievances), each size's site running side by side
on its own database, uncached, every size asked in the same interleaved
rounds with the static file; an editor's save, start-up, exports and their
memory, and the two load budgets at each size. It replaces the growth section
of bench/report.md, with the raw figures in bench/out/growth.json, and takes
about an hour.

With --spike it runs only the spike test (decision 0077; also part of the whole
run): 20× the normal peak through nginx and its cache in front of two
instances, once as it is and once with one instance killed half-way. It
replaces the spike section of bench/report.md, with the raw figures in
bench/out/spike.json.

With --paint it measures only the first paint (issue 66; docs/budgets.md, "Slow
networks"): /, About us, the LGA table, /grievances/new and /is-this-real in
every language, each against a static copy of the same page (its HTML as served
at the start, without script, its stylesheets inline, served by nginx as a file
on the same origin), on slow 2G and on Regular 3G through nginx, the median of 3
rounds, interleaved. It replaces the paint section of bench/report.md, with the
raw figures in bench/out/paint.json, and takes about 25 minutes a language
(20 Lighthouse runs of about 30 s a round), written after each round.

  BENCH_SECONDS            each load run's length (default 8)
  BENCH_LIGHTHOUSE_RUNS    Lighthouse runs per page (default 3; 0 skips it)
  BENCH_PORT               the site's port (default 3200, and the next four);
                           with --growth the first of a free run of 16 ports
                           at or above it (the database, then 5 a size)
  BENCH_NGINX_PORT         nginx's https port (default 3290, and the next three)
  BENCH_GROWTH_ROUNDS      rounds per size with --growth (default 20)
  BENCH_GROWTH_STEPS       the sizes with --growth (default seed,10x,100x)
  BENCH_PAINT_LANGUAGES    the languages with --paint (default en,ha,yo,ig,pcm)
  BENCH_PAINT_PAGES        with --paint, only these pages, by their English
                           paths (default /,/who-we-are/about-us,…: all five),
                           or one language's own (/ha/who-we-are/about-us)
  BENCH_PAINT_RUNS         rounds with --paint (default 3)
  BENCH_SPIKE_SECONDS      each spike run's length (default 20)
  BENCH_SPIKE_NORMAL_PEAK  the normal peak in req/s, instead of the one measured
                           (a quieter machine's, or production's busiest minute)`,
  options: {
    growth: { type: "boolean", default: false },
    spike: { type: "boolean", default: false },
    paint: { type: "boolean", default: false },
  },
});
execFileSync("npm", ["run", "build"], { stdio: "inherit" });

if (values.growth) {
  mkdirSync("bench/out", { recursive: true });
  const write = (results: Parameters<typeof growthReport>[0]) => {
    const section = growthReport(results);
    console.log(section.join("\n"));
    writeFileSync("bench/report.md", withGrowthSection(readReport(), section));
    writeFileSync("bench/out/growth.json", JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2));
  };
  write(await measureGrowth((line) => console.log(line), write));
  console.log("Written to bench/report.md (its growth section) and bench/out/growth.json");
  process.exit(0);
}

if (values.paint) {
  const locales = (process.env.BENCH_PAINT_LANGUAGES ?? LOCALES.join(",")).split(",").map((code) => code.trim());
  const unknown = locales.filter((code) => !isLocale(code));
  if (unknown.length) throw new Error(`BENCH_PAINT_LANGUAGES: no such language ${unknown.join(", ")} (${LOCALES.join(", ")})`);
  const runs = Number(process.env.BENCH_PAINT_RUNS ?? 3);
  const started = performance.now();
  const only = process.env.BENCH_PAINT_PAGES?.split(",").map((address) => address.trim());
  const pages = paintPages(locales.filter(isLocale), only);
  const copies = mkdtempSync(path.join(tmpdir(), "nassco-static-copies-"));
  const server = await startBenchServer();
  const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 3290);
  try {
    const nginx = await startLocalNginx({
      appPorts: [server.port],
      httpsPort: nginxPort,
      httpPort: nginxPort + 1,
      serverName: new URL(server.siteUrl).hostname,
      clientLimits: false,
      siteLocations: staticCopyLocation(copies),
    });
    try {
      const blockingHead = await makeStaticCopies(
        nginx.origin,
        pages.map((page) => page.path),
        copies,
      );
      const write = (rows: Awaited<ReturnType<typeof measurePaint>>, rounds: number) => {
        const measuredAt = new Date().toISOString();
        const section = paintReport(rows, {
          measuredAt,
          runs: rounds,
          minutes: Math.round((performance.now() - started) / 60_000),
          loadAverage: loadavg(),
          locales,
        });
        mkdirSync("bench/out", { recursive: true });
        writeFileSync("bench/report.md", withSection(readReport(), "## First paint", section));
        writeFileSync("bench/out/paint.json", JSON.stringify({ measuredAt, rounds, of: runs, locales, rows }, null, 2));
        return section;
      };
      const rows = await measurePaint({
        origin: nginx.origin,
        pages,
        blockingHead,
        runs,
        log: (line) => console.log(line),
        // After each round, so that a run stopped early leaves the rounds it finished.
        onRound: (rows, rounds) => write(rows, rounds),
      });
      console.log(write(rows, runs).join("\n"));
      console.log("Written to bench/report.md (its first-paint section) and bench/out/paint.json");
    } finally {
      await nginx.stop();
    }
  } finally {
    await server.stop();
    rmSync(copies, { recursive: true, force: true });
  }
  process.exit(0);
}

const SPIKE_SECONDS = Number(process.env.BENCH_SPIKE_SECONDS ?? 20);
/** The spike's two instances (this port and the next), and its nginx (https, then plain HTTP): clear of the ports below. */
const PORT_SPIKE = Number(process.env.BENCH_PORT ?? 3200) + 3;
const NGINX_PORT_SPIKE = Number(process.env.BENCH_NGINX_PORT ?? 3290) + 2;
const LGA_ROWS = parseLgaCsv(readFileSync(LGA_SAMPLE.file, "utf8"));

/** The spike test against two instances of its own on the bench's database: its report section and figures. */
async function spike(server: BenchServer, interactive: string[]) {
  const first = await server.anotherProcess(PORT_SPIKE, SPIKE_INSTANCE_ENV);
  const second = await server.anotherProcess(PORT_SPIKE + 1, SPIKE_INSTANCE_ENV);
  const result = await measureSpike({
    instances: [first, second],
    interactive,
    lgaRows: LGA_ROWS.length,
    seconds: SPIKE_SECONDS,
    nginxPort: NGINX_PORT_SPIKE,
    siteName: new URL(server.siteUrl).hostname,
    givenPeak: process.env.BENCH_SPIKE_NORMAL_PEAK ? Number(process.env.BENCH_SPIKE_NORMAL_PEAK) : undefined,
    log: (line) => console.log(line),
  });
  return { result, section: spikeReport(result, SPIKE_SECONDS) };
}

if (values.spike) {
  const server = await startBenchServer();
  try {
    const { result, section } = await spike(server, await interactivePagePaths(server.databaseUrl));
    console.log(section.join("\n"));
    mkdirSync("bench/out", { recursive: true });
    writeFileSync("bench/report.md", withSection(readReport(), "## Spike", section));
    writeFileSync("bench/out/spike.json", JSON.stringify({ measuredAt: new Date().toISOString(), result }, null, 2));
    console.log("Written to bench/report.md (its spike section) and bench/out/spike.json");
  } finally {
    await server.stop();
  }
  process.exit(0);
}

const KB = 1024;
/**
 * "Cached pages keep their latency" (docs/budgets.md): p95 beside one client forcing renders, against p95
 * alone. A hit waits at most for the part of one render already under way (one at a time per client).
 */
const CACHED_LATENCY_KEPT = { plusMs: 10 };
/** On Regular 3G a hydrated page paints its main content within 10 % of a page without script (issue 36). */
const SLOW_LCP_WITHIN = 1.1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3290);
const PORT_ANALYTICS_OFF = Number(process.env.BENCH_PORT ?? 3200) + 1;
const PORT_CHANNELS = Number(process.env.BENCH_PORT ?? 3200) + 2;
/**
 * A USSD session's steps, as Africa's Talking sends them (decision 0072): the language screen, the
 * home menu, "Is this real?", the office's hours, and a status asked for a reference that does not
 * exist (the database's look-up, the same screen as for one that does).
 */
const USSD_STEPS = ["", "1", "1*3", "1*5", "1*1*2026999999"];

/**
 * Distinct canonical LGA views, more than a load run asks for, so each request
 * is the first of its view: every state with every sort and direction at two
 * page sizes, then every page of the whole table in the same ways.
 */
const UNCACHED_LGA_VIEWS = (() => {
  const rows = LGA_ROWS;
  const states = [...new Set(rows.map((row) => row.state))].filter(Boolean);
  const orders = SORT_KEYS.flatMap((sort) => (["asc", "desc"] as const).map((dir) => ({ sort, dir })));
  const sizes = [10, 20] as const;
  const byState = states.flatMap((state) =>
    orders.flatMap((order) => sizes.map((size) => lgaViewSearch({ q: "", state, ...order, size, page: 1 }))),
  );
  const wholeTable = orders.flatMap((order) =>
    sizes.flatMap((size) =>
      Array.from({ length: pageCount(rows.length, size) }, (_, index) =>
        lgaViewSearch({ q: "", state: "", ...order, size, page: index + 1 }),
      ),
    ),
  );
  return [...byState, ...wholeTable];
})();

/** The key routes; whether each may ship JavaScript comes from its handle.hydrate. */
const KEY_ROUTES: string[] = [
  "/",
  "/who-we-are/about-us",
  "/where-we-work/nsr-summary-by-lga",
  "/resource-hub/news",
  articlePath(seededNews[0]!.slug),
  "/resource-hub/photo-gallery",
  "/nsr/data-access-request-form",
  "/search?query=cash",
  // Its own test holds it to 10 KB (tests/integration/service-status.test.ts); here beside the others.
  "/status",
];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pass = (ok: boolean) => (ok ? "pass" : "**FAIL**");
const lines: string[] = [];
const out = (line = "") => {
  lines.push(line);
  console.log(line);
};
const table = (head: string[], rows: (string | number)[][]) => {
  out(`| ${head.join(" | ")} |`);
  out(`|${head.map(() => "---").join("|")}|`);
  for (const row of rows) out(`| ${row.join(" | ")} |`);
  out();
};

const server = await startBenchServer();
const interactive = await interactivePagePaths(server.databaseUrl);
try {
  out(`# Benchmark report`);
  out();
  out(
    `Measured ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, against the production build on the embedded PostgreSQL. Sizes are compressed bytes on the wire (Accept-Encoding: br).`,
  );
  out();

  // Page weight
  const weights: (PageWeight & { interactive: boolean })[] = [];
  for (const path of KEY_ROUTES) weights.push({ ...(await measurePage(server.baseUrl, path)), interactive: interactive.includes(path) });
  out("## Page weight (key routes)");
  out();
  table(
    ["Route", "HTML", "CSS", "JS", "Images above the fold", "Requests", "First view", "Budget", "Result"],
    weights.map((w) => {
      const ok =
        w.htmlBytes <= (w.interactive ? 30 : 14) * KB &&
        w.cssBytes <= 15 * KB &&
        w.jsBytes <= (w.interactive ? 100 * KB : 0) &&
        w.eagerImageBytes <= 50 * KB &&
        (w.interactive || w.firstViewBytes <= 100 * KB);
      const budget = w.interactive ? "JS ≤ 100 KB, CSS ≤ 15 KB, images ≤ 50 KB" : "HTML ≤ 14 KB, JS 0, CSS ≤ 15 KB, first view ≤ 100 KB";
      return [
        `\`${w.path}\``,
        kb(w.htmlBytes),
        kb(w.cssBytes),
        kb(w.jsBytes),
        kb(w.eagerImageBytes),
        w.requests,
        kb(w.firstViewBytes),
        budget,
        pass(ok),
      ];
    }),
  );

  const others: PageWeight[] = [];
  for (const path of [...contentPagePaths(interactive), ...interactive]) {
    if (KEY_ROUTES.includes(path)) continue;
    const weight = await measurePage(server.baseUrl, path).catch(() => null);
    if (weight) others.push(weight);
  }
  const contentOthers = others.filter((w) => !interactive.includes(w.path));
  const largest = contentOthers.reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a), contentOthers[0]!);
  out(
    `Every other page of the navigation tree (${others.length}): largest content-page HTML ${kb(largest.htmlBytes)} (\`${largest.path}\`), ${pass(contentOthers.every((w) => w.htmlBytes <= 14 * KB && w.jsBytes === 0))} against HTML ≤ 14 KB and no JS.`,
  );
  out();

  // Database
  const queries = await queryTimings(server.databaseUrl);
  out("## Database (serial, after warm-up)");
  out();
  table(
    ["Query", "p50", "p95", "Runs", "Budget", "Result"],
    Object.entries(queries).map(([name, t]) => {
      const budget = name.startsWith("LGA table, all") ? null : name.startsWith("LGA") ? 5 : 15;
      return [
        name,
        `${t.medianMs} ms`,
        `${t.p95Ms} ms`,
        t.runs,
        budget ? `≤ ${budget} ms` : "(no budget: 774 rows)",
        budget ? pass(t.p95Ms <= budget) : "–",
      ];
    }),
  );

  // Load
  const aboutUs = "/who-we-are/about-us";
  const lga = "/where-we-work/nsr-summary-by-lga";
  const etag = (await fetch(server.baseUrl + aboutUs)).headers.get("etag") ?? "";
  const staticFile = "/favicon.svg";
  const nginx = await startLocalNginx({
    appPorts: [server.port],
    httpsPort: NGINX_PORT,
    httpPort: NGINX_PORT + 1,
    serverName: new URL(server.siteUrl).hostname,
    // One load generator is one client: this measures nginx, not its per-client limits.
    clientLimits: false,
  }).catch((error: unknown) => {
    console.warn(`No nginx rows: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  const load =
    (paths: string[], options: Parameters<typeof loadTest>[2] = {}, baseUrl = server.baseUrl) =>
    () =>
      loadTest(baseUrl, paths, { seconds: SECONDS, ...options });
  // nginx answers only for the site's name, which resolves nowhere: connect to loopback and name it.
  const siteName = new URL(server.siteUrl).hostname;
  const viaNginx = (paths: string[]) => () =>
    loadTest(`https://127.0.0.1:${NGINX_PORT}`, paths, { seconds: SECONDS, servername: siteName, headers: { host: siteName } });
  // A view is the page and its beacon; the same mix against an instance that counts, and one that does not.
  const analyticsOff = await server.another(PORT_ANALYTICS_OFF, { ANALYTICS: "off" });
  const view = [aboutUs, `/pv?p=${encodeURIComponent(aboutUs)}`];
  // The callbacks answer in production only for the aggregator (its address, its key), with texts sent:
  // to the simulator's stand-in, which this run never makes send anything.
  const aggregator = await startChannelsSimulator({ siteUrl: "http://127.0.0.1:1", deliveryReports: false });
  const channelsKey = randomBytes(24).toString("hex");
  const channels = await server.another(PORT_CHANNELS, {
    CHANNELS_ALLOWED_ADDRESSES: "127.0.0.1",
    CHANNELS_SECRET: channelsKey,
    SMS_TRANSPORT: "africastalking",
    AFRICASTALKING_USERNAME: aggregator.username,
    AFRICASTALKING_API_KEY: aggregator.apiKey,
    AFRICASTALKING_SENDER_ID: "NASSCO",
    AFRICASTALKING_SMS_URL: aggregator.smsApiUrl,
  });
  // Each request another caller and session, so that no per-phone limit answers in their place.
  const ussdCall = (request: number) => ({
    sessionId: `bench-${Math.floor(request / USSD_STEPS.length)}`,
    serviceCode: "*XXX#",
    phoneNumber: `+23480${String(30_000_000 + request).padStart(8, "0")}`,
    text: USSD_STEPS[request % USSD_STEPS.length]!,
  });
  const reader = {
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36" },
    expectStatus: [200, 204],
  };
  /** Label, run, p95 budget in ms, least share of the static file's rate. */
  type Run = [string, () => Promise<LoadResult>, number | null, number | null];
  const runs: Run[] = [
    [`Static file \`${staticFile}\` (the local ceiling)`, load([staticFile]), null, null],
    [`Content page \`${aboutUs}\``, load([aboutUs]), 50, null],
    [
      `Content page revalidated: 304 on If-None-Match`,
      load([aboutUs], { headers: { "if-none-match": etag }, expectStatus: 304 }),
      50,
      null,
    ],
    [`All ${contentPagePaths(interactive).length} content pages in turn`, load(contentPagePaths(interactive)), 50, null],
    ["Home page `/` (hydrated)", load(["/"]), null, 1],
    ["Photo gallery `/resource-hub/photo-gallery` (hydrated)", load(["/resource-hub/photo-gallery"]), null, 1],
    ["LGA table, default view (hydrated)", load([lga]), null, 1],
    ["LGA table with a search `?q=kano`", load([`${lga}?q=kano`]), null, 1],
    [
      `LGA table, a view never asked before on every request (of ${UNCACHED_LGA_VIEWS.length}), 1 connection`,
      load(
        UNCACHED_LGA_VIEWS.map((search) => `${lga}${search}`),
        { connections: 1, shared: true },
      ),
      20,
      null,
    ],
    ["`/api/search?query=cash transfer`, repeated", load(["/api/search?query=cash+transfer"]), null, 0.5],
    [`Content page and its page-view beacon, analytics on`, load(view, reader), 50, null],
    [`Content page and its page-view beacon, ANALYTICS=off`, load(view, reader, analyticsOff), 50, null],
    [
      "USSD callbacks `/channels/ussd`, a session's steps in turn (issue 51: p95 within 1 s)",
      load([`/channels/ussd?key=${channelsKey}`], { form: ussdCall }, channels),
      1000,
      null,
    ],
    ...(nginx
      ? ([
          ["Through nginx (HTTPS, proxy_cache): `/`", viaNginx(["/"]), null, 1],
          [`Through nginx (HTTPS, proxy_cache): \`${aboutUs}\``, viaNginx([aboutUs]), null, 1],
        ] satisfies Run[])
      : []),
  ];
  const loads: [string, LoadResult, number | null, number | null][] = [];
  for (const [name, run, budget, share] of runs) loads.push([name, await run(), budget, share]);
  const ceiling = loads[0]![1].requestsPerSecond;
  out(
    `## Server under load (autocannon, 50 connections unless said, ${SECONDS} s each, loopback; the load generator shares the machine's 2 cores)`,
  );
  out();
  table(
    ["Target", "req/s", "vs static", "p50", "p95", "p99", "Errors", "Budget", "Result"],
    loads.map(([name, r, budget, share]) => {
      const ratio = r.requestsPerSecond / ceiling;
      const goals = [budget ? `p95 ≤ ${budget} ms` : null, share ? `≥ ${share * 100} % of static` : null, "0 errors"].filter(Boolean);
      return [
        name,
        r.requestsPerSecond,
        `${Math.round(ratio * 100)} %`,
        `${r.medianMs} ms`,
        `${r.p95Ms} ms`,
        `${r.p99Ms} ms`,
        r.errors,
        goals.join(", "),
        pass(r.errors === 0 && (budget === null || r.p95Ms <= budget) && (share === null || ratio >= share)),
      ];
    }),
  );

  // Cached pages while one client forces new renders: the same page alone, then beside 10 connections of
  // LGA views nobody asked for yet (from the other end of the list than the run above).
  const cachedAlone = await loadTest(server.baseUrl, [aboutUs], { seconds: SECONDS, connections: 10 });
  const [cachedBeside, busting] = await Promise.all([
    loadTest(server.baseUrl, [aboutUs], { seconds: SECONDS, connections: 10 }),
    loadTest(server.baseUrl, UNCACHED_LGA_VIEWS.map((search) => `${lga}${search}`).reverse(), {
      seconds: SECONDS,
      connections: 10,
      shared: true,
      expectStatus: [200, 503],
    }),
  ]);
  const keeps = cachedBeside.p95Ms <= cachedAlone.p95Ms + CACHED_LATENCY_KEPT.plusMs;
  out("### A cached page while one client forces uncached renders");
  out();
  table(
    ["Load", "req/s", "p50", "p95", "Answers", "Budget", "Result"],
    [
      [
        `\`${aboutUs}\` alone, 10 connections`,
        cachedAlone.requestsPerSecond,
        `${cachedAlone.medianMs} ms`,
        `${cachedAlone.p95Ms} ms`,
        JSON.stringify(cachedAlone.statuses),
        "",
        "",
      ],
      [
        `\`${aboutUs}\`, 10 connections, beside the next row`,
        cachedBeside.requestsPerSecond,
        `${cachedBeside.medianMs} ms`,
        `${cachedBeside.p95Ms} ms`,
        JSON.stringify(cachedBeside.statuses),
        `p95 ≤ alone + ${CACHED_LATENCY_KEPT.plusMs} ms`,
        pass(keeps && cachedBeside.errors === 0),
      ],
      [
        "One client, new LGA views on 10 connections (503 past the render queue)",
        busting.requestsPerSecond,
        `${busting.medianMs} ms`,
        `${busting.p95Ms} ms`,
        JSON.stringify(busting.statuses),
        "200 or 503 only",
        pass(busting.errors === 0),
      ],
    ],
  );

  const rate = (label: string) => loads.find(([name]) => name.startsWith(label))?.[1].requestsPerSecond ?? 0;
  const analyticsRatio =
    rate("Content page and its page-view beacon, analytics on") / rate("Content page and its page-view beacon, ANALYTICS=off");
  out(
    `Page-view counting costs: a content page and its beacon with analytics on run at ${Math.round(analyticsRatio * 1000) / 10} % of the rate with ANALYTICS=off, ${pass(analyticsRatio >= 0.95)} against ≥ 95 %.`,
  );
  out();

  // The spike, through nginx and its cache (its own nginx and a second instance).
  const spiked = await spike(server, interactive);
  for (const line of spiked.section) out(line);

  // Lighthouse
  let lighthouse: Record<string, LighthouseScores> = {};
  let slow: Record<string, SlowPaint> = {};
  if (LIGHTHOUSE_RUNS > 0) {
    lighthouse = await lighthouseScores(
      KEY_ROUTES.map((path) => server.baseUrl + path),
      LIGHTHOUSE_RUNS,
    );
    out(`## Lighthouse 12.8, mobile preset, system Chromium (median of ${LIGHTHOUSE_RUNS} runs)`);
    out();
    const row = (label: string, s: LighthouseScores) => [
      label,
      s.performance,
      s.accessibility,
      s.bestPractices,
      s.seo,
      `${s.fcpMs} ms`,
      `${s.lcpMs} ms`,
      `${s.tbtMs} ms`,
      pass(s.performance >= 95 && s.accessibility === 100 && s.tbtMs <= 200),
    ];
    table(
      ["Route", "Performance", "Accessibility", "Best Practices", "SEO", "FCP", "LCP", "TBT", "Perf ≥ 95, A11y 100, TBT ≤ 200 ms"],
      [...Object.entries(lighthouse).map(([url, s]) => row(`\`${url.replace(server.baseUrl, "")}\``, s))],
    );
  }

  // A phone on Regular 3G, throttling applied to the real connection, through nginx as readers reach the site.
  if (LIGHTHOUSE_RUNS > 0 && nginx) {
    const hydrated = ["/", lga, "/resource-hub/photo-gallery"];
    slow = await paintOnRegular3G(`https://${siteName}:${NGINX_PORT}`, [aboutUs, ...hydrated], LIGHTHOUSE_RUNS);
    const plain = slow[aboutUs]!;
    out(
      `## Regular 3G (300 ms round trips, 700 kbit/s, CPU 4× slower), throttling applied, through nginx (HTTPS, HTTP/2), median of ${LIGHTHOUSE_RUNS} runs`,
    );
    out();
    table(
      ["Route", "FCP", "LCP", "Runs (LCP)", "Largest paint", "First requests after the page", "Budget", "Result"],
      Object.entries(slow).map(([path, paint]) => {
        const isPlain = path === aboutUs;
        const ok = isPlain || (paint.lcpMs <= plain.lcpMs * SLOW_LCP_WITHIN && !paint.lcpLazy && !paint.scriptsFirst);
        return [
          `\`${path}\``,
          `${paint.fcpMs} ms`,
          `${paint.lcpMs} ms`,
          paint.runsMs.join(", "),
          `\`${paint.lcpElement.replace(/\|/g, "/").slice(0, 80)}\`${paint.lcpLazy ? " (lazy)" : ""}`,
          paint.firstRequests.map((request) => `\`${request.slice(0, 48)}\``).join(", "),
          isPlain ? "(the page without script)" : `LCP ≤ ${Math.round(plain.lcpMs * SLOW_LCP_WITHIN)} ms, not lazy, no script before it`,
          isPlain ? "–" : pass(ok),
        ];
      }),
    );
  }
  await nginx?.stop();
  await aggregator.close();

  mkdirSync("bench/out", { recursive: true });
  writeFileSync("bench/report.md", withSectionsOf(readReport(), `${lines.join("\n")}\n`, ["## Growth", "## First paint"]));
  writeFileSync(
    "bench/out/results.json",
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        weights,
        others,
        queries,
        loads,
        cachedBesideRenders: { cachedAlone, cachedBeside, busting },
        lighthouse,
        slow,
        spike: spiked.result,
      },
      null,
      2,
    ),
  );
  console.log("Written to bench/report.md and bench/out/results.json");
} finally {
  await server.stop();
}
