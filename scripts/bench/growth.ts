/**
 * `npm run bench -- --growth`: the site at the seed, at 10× and at 100× the
 * data of years (issues 47 and 65, docs/budgets.md "Growth"). Each size has
 * its own database on one embedded cluster (10× a copy of the seed's grown,
 * 100× a copy of 10×'s grown) and its own servers, on a run of free ports
 * from BENCH_PORT. Each size's start-up is measured; then every endpoint is
 * asked at every size in the same interleaved rounds, each request beside one
 * for that size's static file, so the figures are ratios that hold on a noisy
 * machine and the sizes meet the same noise.
 */
import { readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { GROWTH_STEPS, growData, type GrowthSizes } from "../data/grow";
import { STAFF_SITE_URL, StaffBrowser } from "../../tests/integration/support/staff";
import { createHash, randomBytes } from "node:crypto";
import { inTurns, loadTest, type LoadResult } from "./load";
import { MAX_BODY } from "../../server/http/page-cache";
import { migrateAndPrepare, prepareDatabase } from "../../server/database/open";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { parseEnv } from "../../app/utils/env.server";
import { benchProductionEnv } from "./server";
import { createServer } from "node:net";
import { loginsEnv, startAppProcess, type AppProcess } from "../../server/app-process";
import { copyTemplate, onDatabase } from "../../tests/setup/scratch-database";
import { summarise, type Timing } from "./stats";

const ROUNDS = Number(process.env.BENCH_GROWTH_ROUNDS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** A request slower than this is asked only three times: a broken endpoint is reported, not waited on for minutes. */
const SLOW_MS = 5_000;
const STATIC = "/favicon.svg";
/** A sitemap file must fit in the page cache. */
const PAGE_CACHE_LIMIT = MAX_BODY;
/** Fifty items with their summaries: a feed never grows past this. */
const FEED_LIMIT = 256 * 1024;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3200);
const GROWTH_CLUSTER_DIR = ".data/bench-growth-postgres";
/** The SMS lane's alerts a minute at its default (SMS_ALERTS_PER_MINUTE): the fan-out's one call at each size. */
const ALERTS_PER_MINUTE = parseEnv({}).SMS_ALERTS_PER_MINUTE;

/** The ratios of docs/budgets.md, "Growth". */
export const GROWTH_BUDGET = {
  /** A page's p95 (as a multiple of the static file's in the same rounds) at 100× over the seed's. */
  pageWithin: 2,
  /** An editor's save, milliseconds (absolute: the editor waits for it). */
  saveMs: 500,
  /** Start-up to ready at 100× over the seed's. */
  startupWithin: 2,
  /** The office process's resident memory during an export over its idle size, bytes: constant, whatever the rows. */
  exportMemoryBytes: 64 * 1024 * 1024,
  /** A cached page's p95 beside one client forcing renders, over its p95 alone, ms. */
  cachedPlusMs: 10,
  /** Page-view counting: throughput with analytics on over off. */
  analyticsShare: 0.95,
} as const;

interface Sample {
  status: number;
  bytes: number;
  ms: number;
}

interface Endpoint {
  label: string;
  /** A page a person waits for (held to pageWithin), or the data itself (held to linear growth and constant memory). */
  kind: "page" | "data";
  /** The most bytes the answer may have at any size (a sitemap file that fits the page cache; a feed of 50 items). */
  maxBytes?: number;
  ask: () => Promise<Sample>;
}

export interface SizeResult {
  label: string;
  rows: TableRows;
  startupMs: number;
  staticP95: number;
  endpoints: Record<
    string,
    { kind: Endpoint["kind"]; maxBytes?: number; timing: Timing; relativeP95: number; statuses: number[]; bytes: number }
  >;
  saveMs: Timing;
  publishMs: Timing;
  /** What the saves and publishings answered: 303s, or the failure. */
  saveStatuses: number[];
  exportPeakBytes: { csv: number; xlsx: number; idle: number };
  cached: { alone: LoadResult; beside: LoadResult; busting: LoadResult };
  analytics: { on: LoadResult; off: LoadResult };
  alerts: AlertFanOut;
}

/** A confirmed window for Kano's 44 LGAs: its news written as it is published, then a minute's alerts queued. */
interface AlertFanOut {
  /** Kano's confirmed, live subscriptions. */
  subscribers: number;
  /** News rows the publishing wrote: one an LGA. */
  events: number;
  publishMs: number;
  queued: number;
  fanOutMs: number;
}

async function timed(url: string, init?: RequestInit): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init, headers: { "accept-encoding": "identity", ...init?.headers } });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes: body.byteLength, ms: performance.now() - started };
}

/** An account with these roles, enrolled and signed in, as a person would. */
async function staffMember(db: pg.Pool, staffBase: string, name: string, roles: string[]): Promise<StaffBrowser> {
  const invitation = randomBytes(32).toString("base64url");
  // A grievance officer's desk is always chosen at invitation: the national office, here.
  await db.query("SELECT staff_invite_as('bench', $1, $2, NULL, $3::text[], $4, $5)", [
    name,
    `Bench ${name}`,
    roles,
    roles.includes("grievance_officer") ? "national" : null,
    createHash("sha256").update(invitation).digest(),
  ]);
  const browser = new StaffBrowser(staffBase);
  const { secret } = await browser.enrol(invitation);
  await db.query("UPDATE staff_account SET totp_last_step = 0 WHERE name = $1", [name]);
  await browser.signIn(name, secret);
  return browser;
}

/** The office process's resident memory, from its own metrics port. */
async function officeResidentBytes(metricsUrl: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0);
}

/** Peak resident memory while `work` runs, sampled every 50 ms. */
async function peakDuring(metricsUrl: string, work: () => Promise<unknown>): Promise<number> {
  let peak = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      peak = Math.max(peak, await officeResidentBytes(metricsUrl).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await sampling;
  }
  return peak;
}

interface TableRows {
  articles: number;
  requests: number;
  subscribers: number;
  page_views: number;
  grievances: number;
}

async function tableRows(db: pg.Pool): Promise<TableRows> {
  const { rows } = await db.query<Record<string, string>>(`SELECT
      (SELECT count(*) FROM news_article) AS articles, (SELECT count(*) FROM data_access_request) AS requests,
      (SELECT count(*) FROM newsletter_subscriber) AS subscribers, (SELECT count(*) FROM page_view_daily) AS page_views,
      (SELECT count(*) FROM grievance) AS grievances`);
  return Object.fromEntries(Object.entries(rows[0]!).map(([name, n]) => [name, Number(n)])) as unknown as TableRows;
}

/** The sizes to add to reach each step from the one before (the seed's own rows are few enough to ignore). */
function steps(): Array<{ label: string; add: GrowthSizes }> {
  const ten = GROWTH_STEPS["10x"];
  const hundred = GROWTH_STEPS["100x"];
  const minus = (a: GrowthSizes, b: GrowthSizes): GrowthSizes => ({
    articles: a.articles - b.articles,
    requests: a.requests - b.requests,
    subscribers: a.subscribers - b.subscribers,
    pageViews: a.pageViews - b.pageViews,
    grievances: (a.grievances ?? 0) - (b.grievances ?? 0),
    paymentWindows: (a.paymentWindows ?? 0) - (b.paymentWindows ?? 0),
    paymentAlertSubscriptions: (a.paymentAlertSubscriptions ?? 0) - (b.paymentAlertSubscriptions ?? 0),
  });
  const only = (process.env.BENCH_GROWTH_STEPS ?? "seed,10x,100x").split(",");
  return [
    // The seed holds no requests, subscribers nor grievances: a few, so that their pages have something to show at every size.
    { label: "seed", add: { articles: 0, requests: 20, subscribers: 20, pageViews: 0, grievances: 20 } },
    { label: "10×", add: ten },
    { label: "100×", add: minus(hundred, ten) },
  ].filter((_, i) => only.includes(["seed", "10x", "100x"][i]!));
}

/** Ports each size's servers take: the site, its back office, the office's metrics, a cached instance and one with analytics off. */
const PORTS_PER_SIZE = 5;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The first run of `count` free ports at or above `base`: several benches, test runs or sites may share the machine. */
export async function freePortRun(base: number, count: number): Promise<number> {
  for (let first = base; first + count <= 65_535; first++) {
    let free = 0;
    while (free < count && (await isFree(first + free))) free++;
    if (free === count) return first;
    first += free;
  }
  throw new Error(`no ${count} free ports in a row at or above ${base}`);
}

/** One size's database, its servers and the people who use its back office. */
interface Size {
  label: string;
  ownerUrl: string;
  db: pg.Pool;
  env: Record<string, string>;
  port: number;
  baseUrl: string;
  cachedBase: string;
  analyticsOffBase: string;
  staffBase: string;
  officeMetrics: string;
  apps: AppProcess[];
  officer: StaffBrowser;
  editor: StaffBrowser;
  publisher: StaffBrowser;
}

/**
 * Each size's database on one embedded cluster, grown from the one before it (a copy, then the
 * difference: 10× is not grown twice), and each with its own servers, all running side by side so
 * that every round asks every size in turn.
 */
async function startSizes(log: (line: string) => void): Promise<{ sizes: Size[]; stop: () => Promise<void> }> {
  const wanted = steps();
  const first = await freePortRun(BASE_PORT, 1 + PORTS_PER_SIZE * wanted.length);
  log(`Ports ${first}–${first + PORTS_PER_SIZE * wanted.length}: the database, then ${PORTS_PER_SIZE} a size.`);
  // A fresh cluster each run: one left by a run that was stopped would already hold the sizes' databases and the seed's growth.
  rmSync(GROWTH_CLUSTER_DIR, { recursive: true, force: true });
  const cluster = await prepareDatabase({
    prepare: prepareSiteData,
    embeddedDir: GROWTH_CLUSTER_DIR,
    embeddedPort: first,
    ephemeral: true,
    log: () => undefined,
  });
  const sizes: Size[] = [];
  // Every process and pool started, the part-built size's too, so that a failure half-way stops them all.
  const apps: AppProcess[][] = [];
  const pools: pg.Pool[] = [];
  const stop = async () => {
    await Promise.all(apps.flat().map((app) => app.stop()));
    await Promise.all(pools.map((pool) => pool.end()));
    await cluster.stop();
  };
  try {
    const admin = new pg.Client({ connectionString: cluster.superuserUrl });
    await admin.connect();
    const seedName = new URL(cluster.ownerUrl).pathname.slice(1);
    const names: string[] = [];
    try {
      for (const [index, step] of wanted.entries()) {
        const name = index === 0 ? seedName : `bench_${step.label.replace(/\W/g, "")}`;
        if (index > 0) await copyTemplate(admin, names.at(-1)!, name);
        log(`Growing ${step.label} (${name})…`);
        const grown = performance.now();
        await growData(onDatabase(cluster.ownerUrl, name), step.add, (line) => log(`  ${line}`));
        log(`  ${step.label} grown in ${Math.round((performance.now() - grown) / 1000)} s`);
        names.push(name);
      }
    } finally {
      await admin.end();
    }
    for (const [index, step] of wanted.entries()) {
      const name = names[index]!;
      const port = first + 1 + index * PORTS_PER_SIZE;
      const staffPort = port + 1;
      const logins = loginsEnv({
        url: onDatabase(cluster.url, name),
        officeUrl: onDatabase(cluster.officeUrl!, name),
        mailUrl: onDatabase(cluster.mailUrl!, name),
        textUrl: onDatabase(cluster.textUrl!, name),
      });
      const instance = { ...logins, ...benchProductionEnv() };
      // Uncached: every answer is rendered, as the first reader of a page after a change gets it.
      const env = {
        ...instance,
        PAGE_CACHE_SECONDS: "0",
        STAFF_PORT: String(staffPort),
        STAFF_SITE_URL,
        OFFICE_METRICS_PORT: String(port + 2),
      };
      const started: AppProcess[] = [];
      apps.push(started);
      const start = async (at: number, settings: Record<string, string>) => {
        const app = await startAppProcess({ port: at, env: settings });
        started.push(app);
        return app.baseUrl;
      };
      const baseUrl = await start(port, env);
      const cachedBase = await start(port + 3, instance);
      const analyticsOffBase = await start(port + 4, { ...instance, ANALYTICS: "off" });
      const ownerUrl = onDatabase(cluster.ownerUrl, name);
      const db = new pg.Pool({ connectionString: ownerUrl, max: 2 });
      pools.push(db);
      const staffBase = `http://localhost:${staffPort}`;
      sizes.push({
        label: step.label,
        ownerUrl,
        db,
        env,
        port,
        baseUrl,
        cachedBase,
        analyticsOffBase,
        staffBase,
        officeMetrics: `http://127.0.0.1:${port + 2}`,
        apps: started,
        officer: await staffMember(db, staffBase, "bench_officer", ["request_officer", "editor"]),
        editor: await staffMember(db, staffBase, "bench_editor", ["editor"]),
        publisher: await staffMember(db, staffBase, "bench_publisher", ["publisher"]),
      });
    }
    // Each size's first retention run finished before anything is timed: at 100× it erases and deletes
    // for minutes (about 600,000 page-view rows past their period), which would load the rounds of that
    // size alone. Once finished it runs a day later; production meets the pages in that steady state.
    const retained = performance.now();
    for (const size of sizes) {
      for (;;) {
        const { rows } = await size.db.query<{ done: boolean }>(
          "SELECT coalesce(bool_or(last_run_at IS NOT NULL), false) AS done FROM maintenance_run WHERE job = 'retention'",
        );
        if (rows[0]?.done) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    log(`Each size's first retention run finished (${Math.round((performance.now() - retained) / 1000)} s after the last size started).`);
    return { sizes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The timings of one endpoint at one size, asked in turn with the others. */
type Asked = Map<string, { endpoint: Endpoint; samples: Sample[]; statics: number[] }>;

export async function measureGrowth(
  log: (line: string) => void,
  onSize: (sofar: SizeResult[]) => void = () => undefined,
): Promise<SizeResult[]> {
  const { sizes, stop } = await startSizes(log);
  const results: SizeResult[] = [];
  try {
    // Start-up at each size: what a start on an existing database does (the migrations and the
    // site's preparation, as npm run db:prepare), then the first process up and answering.
    const startups = new Map<string, number>();
    for (const size of sizes) {
      const preparing = performance.now();
      await migrateAndPrepare(
        size.ownerUrl,
        (ownerUrl, prepareLog) => prepareSiteData(ownerUrl, prepareLog, parseEnv({})),
        () => undefined,
      );
      const before = performance.now() - preparing;
      await size.apps[0]!.stop();
      const started = performance.now();
      size.apps[0] = await startAppProcess({ port: size.port, env: size.env });
      startups.set(size.label, before + performance.now() - started);
    }

    // Every endpoint at every size, in the same rounds: each request beside one for that size's static file.
    const asked = new Map<string, Asked>();
    for (const size of sizes) {
      const endpoints = await endpointsOf(size);
      asked.set(size.label, new Map(endpoints.map((endpoint) => [endpoint.label, { endpoint, samples: [], statics: [] }])));
    }
    const labels = [...new Set([...asked.values()].flatMap((byLabel) => [...byLabel.keys()]))];
    for (let round = 0; round < ROUNDS; round++) {
      for (const label of labels) {
        for (const size of sizes) {
          const entry = asked.get(size.label)!.get(label);
          if (!entry) continue;
          if (entry.samples.length >= 3 && entry.samples.some((s) => s.ms > SLOW_MS)) continue;
          entry.statics.push((await timed(size.baseUrl + STATIC)).ms);
          entry.samples.push(await entry.endpoint.ask().catch(() => ({ status: 0, bytes: 0, ms: 0 })));
        }
      }
      if (round % 5 === 4) log(`  round ${round + 1} of ${ROUNDS}`);
    }

    for (const size of sizes) {
      const byLabel = asked.get(size.label)!;
      const staticP95 = summarise([...byLabel.values()].flatMap((entry) => entry.statics)).p95Ms;
      const measured: SizeResult["endpoints"] = {};
      for (const { endpoint, samples } of byLabel.values()) {
        const timing = summarise(samples.map((s) => s.ms));
        measured[endpoint.label] = {
          kind: endpoint.kind,
          maxBytes: endpoint.maxBytes,
          timing,
          relativeP95: Math.round((timing.p95Ms / Math.max(staticP95, 0.01)) * 10) / 10,
          statuses: [...new Set(samples.map((s) => s.status))].sort(),
          bytes: samples.at(-1)?.bytes ?? 0,
        };
      }
      const rows = await tableRows(size.db);
      log(`${size.label}: ${JSON.stringify(rows)}; start-up ${Math.round(startups.get(size.label)!)} ms`);
      results.push({
        label: size.label,
        rows,
        startupMs: startups.get(size.label)!,
        staticP95,
        endpoints: measured,
        ...(await writesAndLoad(size, measured, staticP95)),
      });
      // Written at each size: the last takes the longest, and what came before it is worth keeping.
      onSize(results);
    }
  } finally {
    await stop();
  }
  return results;
}

/** What a reader and an officer ask at this size, each as a request to time. */
async function endpointsOf(size: Size): Promise<Endpoint[]> {
  const { baseUrl, db, officer, editor } = size;
  const oldRequest = (
    await db.query<{ reference: string }>(
      `SELECT reference FROM data_access_request WHERE decided_at IS NOT NULL ORDER BY created_at LIMIT 1 OFFSET (SELECT count(*) / 2 FROM data_access_request WHERE decided_at IS NOT NULL)`,
    )
  ).rows[0]?.reference;
  const deepNews = await deepNewsPage(baseUrl);
  const sitemap = await fetch(`${baseUrl}/sitemap.xml`).then((r) => r.text());
  const child = /<sitemapindex/.test(sitemap) ? /<loc>https?:\/\/[^/]+([^<]+)<\/loc>/.exec(sitemap)?.[1] : null;
  const timedStaff = (browser: StaffBrowser, path: string) => async () => {
    const started = performance.now();
    const answer = await browser.get(path);
    return { status: answer.status, bytes: Buffer.byteLength(answer.text), ms: performance.now() - started };
  };
  return [
    { label: "news list, first page", kind: "page", ask: () => timed(`${baseUrl}/resource-hub/news`) },
    { label: "news list, deep page", kind: "page", ask: () => timed(baseUrl + deepNews) },
    { label: "an article", kind: "page", ask: () => timed(baseUrl + articlePath(seededNews[0]!.slug)) },
    {
      label: "unknown article address (404)",
      kind: "page",
      ask: () => timed(`${baseUrl}/news/no-such-article-${randomBytes(3).toString("hex")}`),
    },
    { label: "search for a common word", kind: "page", ask: () => timed(`${baseUrl}/search?query=register`) },
    { label: "careers", kind: "page", ask: () => timed(`${baseUrl}/get-involved/careers`) },
    { label: "grievance figures", kind: "page", ask: () => timed(`${baseUrl}/grievances/statistics`) },
    { label: "grievance figures, CSV", kind: "page", ask: () => timed(`${baseUrl}/grievances/statistics.csv`) },
    // Payment windows (decision 0108): the country, the state with most LGAs, one of its LGAs, its calendar and feed.
    { label: "payments", kind: "page", ask: () => timed(`${baseUrl}/payments`) },
    { label: "payments, a state", kind: "page", ask: () => timed(`${baseUrl}/payments/kano`) },
    { label: "payments, an LGA", kind: "page", ask: () => timed(`${baseUrl}/payments/kano/dala`) },
    { label: "payments, progress", kind: "page", ask: () => timed(`${baseUrl}/payments/progress`) },
    { label: "payments, progress CSV", kind: "data", ask: () => timed(`${baseUrl}/payments/progress.csv`) },
    {
      label: "payments, an LGA's calendar",
      kind: "data",
      maxBytes: FEED_LIMIT,
      ask: () => timed(`${baseUrl}/payments/kano/dala/calendar.ics`),
    },
    { label: "payments, an LGA's feed", kind: "data", maxBytes: FEED_LIMIT, ask: () => timed(`${baseUrl}/payments/kano/dala/rss.xml`) },
    { label: "staff request queue, open", kind: "page", ask: timedStaff(officer, "/staff/requests") },
    { label: "staff request queue, decided", kind: "page", ask: timedStaff(officer, "/staff/requests?view=decided") },
    { label: "staff request queue, overdue", kind: "page", ask: timedStaff(officer, "/staff/requests?view=overdue") },
    { label: "staff grievance queue, resolved", kind: "page", ask: timedStaff(officer, "/staff/grievances?view=resolved") },
    ...(oldRequest
      ? [{ label: "staff: one request", kind: "page" as const, ask: timedStaff(officer, `/staff/requests/${oldRequest}`) }]
      : []),
    { label: "staff statistics", kind: "page", ask: timedStaff(officer, "/staff/statistics") },
    { label: "staff content list, news", kind: "page", ask: timedStaff(editor, "/staff/content/news_article") },
    { label: "sitemap.xml", kind: "data", maxBytes: PAGE_CACHE_LIMIT, ask: () => timed(`${baseUrl}/sitemap.xml`) },
    ...(child ? [{ label: "a sitemap child", kind: "data" as const, maxBytes: PAGE_CACHE_LIMIT, ask: () => timed(baseUrl + child) }] : []),
    { label: "news RSS", kind: "data", maxBytes: FEED_LIMIT, ask: () => timed(`${baseUrl}/resource-hub/news/rss.xml`) },
  ];
}

/**
 * The news list's deepest page a reader reaches by its own links: the last numbered page it offers,
 * or, where it offers only "older" links, the page ten of them back.
 */
async function deepNewsPage(baseUrl: string): Promise<string> {
  let path = "/resource-hub/news";
  for (let step = 0; step < 10; step++) {
    const page = await fetch(baseUrl + path).then((r) => r.text());
    const numbered = [...page.matchAll(/href="(\/resource-hub\/news\?page=(\d+))"/g)];
    if (numbered.length > 0) return numbered.reduce((a, b) => (Number(b[2]) > Number(a[2]) ? b : a))[1]!.replaceAll("&amp;", "&");
    const older =
      /<a[^>]+href="(\/resource-hub\/news\?[^"]+)"[^>]*rel="next"|<a[^>]+rel="next"[^>]*href="(\/resource-hub\/news\?[^"]+)"/.exec(page);
    const next = older?.[1] ?? older?.[2];
    if (!next) break;
    path = next.replaceAll("&amp;", "&");
  }
  return path;
}

/** An editor's saves and a publisher's publishing, the exports with the office's memory, and the two load budgets, at one size. */
async function writesAndLoad(
  size: Size,
  measured: SizeResult["endpoints"],
  staticP95: number,
): Promise<Pick<SizeResult, "saveMs" | "saveStatuses" | "publishMs" | "exportPeakBytes" | "cached" | "analytics" | "alerts">> {
  const { db, editor, publisher, officer, staffBase, officeMetrics, cachedBase, analyticsOffBase, label } = size;
  const saveSamples: number[] = [];
  const publishSamples: number[] = [];
  const saveStatuses = new Set<number>();
  for (let i = 0; i < 5; i++) {
    const token = `${label.replace(/\W/g, "")}-${i}-${randomBytes(3).toString("hex")}`;
    await editor.get("/staff/content");
    const started = performance.now();
    const saved = await editor.post("/staff/content/news_article/new", {
      csrf: editor.csrf!,
      intent: "save",
      id: "",
      title: `Bench article ${token} (illustrative)`,
      slug: `bench-${token}`,
      published_on: new Date().toISOString().slice(0, 10),
      excerpt: "An illustrative article the growth benchmark publishes.",
      body: "## Illustrative\n\nWritten by the growth benchmark.",
      image_url: "",
      link: "",
      link_kind: "",
      provenance: "illustrative",
      source_url: "",
      source_as_at: "",
    });
    saveSamples.push(performance.now() - started);
    saveStatuses.add(saved.status);
    const item = /\/staff\/content\/news_article\/([^?]+)/.exec(saved.location ?? "")?.[1];
    // A failed save is a result to report (a 5xx at this size), not a reason to stop measuring.
    if (!item) continue;
    const page = `/staff/content/news_article/${item}`;
    await editor.get(page);
    const draft = (await db.query<{ id: string }>(`SELECT id FROM content_draft WHERE item_id = $1 AND state = 'draft'`, [item])).rows[0]
      ?.id;
    if (!draft) continue;
    await editor.post(page, { csrf: editor.csrf!, intent: "submit", draft });
    await publisher.get(page);
    const publishing = performance.now();
    const published = await publisher.post(page, { csrf: publisher.csrf!, intent: "publish", draft });
    publishSamples.push(performance.now() - publishing);
    saveStatuses.add(published.status);
  }

  // Exports of every request, in both formats, with the office process's memory watched.
  const idle = await officeResidentBytes(officeMetrics);
  const exportOnce = (format: string) => async () => {
    await officer.get("/staff/requests/export");
    const started = performance.now();
    const response = await fetch(`${staffBase}/staff/requests/export/download`, {
      method: "POST",
      headers: {
        Cookie: `__Host-nassco_staff=${officer.cookie}`,
        Origin: STAFF_SITE_URL,
        "X-Forwarded-For": officer.client,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ csrf: officer.csrf!, since: "2010-01-01", format }),
    });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
    measured[`export, ${format.toUpperCase()}`] = {
      kind: "data",
      timing: summarise([performance.now() - started]),
      relativeP95: Math.round(((performance.now() - started) / Math.max(staticP95, 0.01)) * 10) / 10,
      statuses: [response.status],
      bytes,
    };
  };
  const csvPeak = await peakDuring(officeMetrics, exportOnce("csv"));
  const xlsxPeak = await peakDuring(officeMetrics, exportOnce("xlsx"));

  // The two load budgets, on instances with the page cache on, at this size.
  const aboutUs = "/who-we-are/about-us";
  // Searches nobody asked before: each a render and a query, never a cache hit.
  const searches = Array.from({ length: 20_000 }, (_, i) => `/search?query=register+${label.replace(/\W/g, "")}${i}`);
  let busting: LoadResult | null = null;
  const [alone, beside] = await inTurns(
    () => loadTest(cachedBase, [aboutUs], { seconds: SECONDS / 2, connections: 10 }),
    async () => {
      const [cached, renders] = await Promise.all([
        loadTest(cachedBase, [aboutUs], { seconds: SECONDS / 2, connections: 10 }),
        loadTest(cachedBase, searches, { seconds: SECONDS / 2, connections: 10, shared: true, expectStatus: [200, 503] }),
      ]);
      busting = busting ? { ...renders, errors: busting.errors + renders.errors } : renders;
      return cached;
    },
    3,
  );
  const view = [aboutUs, `/pv?p=${encodeURIComponent(aboutUs)}`];
  const reader = {
    seconds: SECONDS,
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36" },
    expectStatus: [200, 204],
  };
  const [on, off] = await inTurns(
    () => loadTest(cachedBase, view, { ...reader, seconds: SECONDS / 2 }),
    () => loadTest(analyticsOffBase, view, { ...reader, seconds: SECONDS / 2 }),
  );
  return {
    saveMs: summarise(saveSamples),
    saveStatuses: [...saveStatuses].sort(),
    publishMs: summarise(publishSamples),
    exportPeakBytes: { csv: csvPeak, xlsx: xlsxPeak, idle },
    cached: { alone, beside, busting: busting! },
    analytics: { on, off },
    alerts: await alertFanOut(db),
  };
}

/**
 * The alerts at this size (decision 0108): a confirmed window for the state with the most LGAs,
 * published as the owner would publish it, so the trigger writes its 44 LGAs' news; then the
 * fan-out's work for one minute of the lane at its default rate (texts and, for one subscriber in
 * ten, mails: decision 0109), whatever the hour in Lagos.
 * All in one transaction rolled back: nothing is queued for the sender, nothing is kept.
 */
async function alertFanOut(db: pg.Pool): Promise<AlertFanOut> {
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    await client.query(`SELECT set_config('nassco.actor', 'growth_benchmark', true)`);
    const subscribers = Number(
      (
        await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM payment_alert_subscription WHERE state = 'Kano' AND stopped_at IS NULL AND confirmed_at IS NOT NULL`,
        )
      ).rows[0]!.n,
    );
    const publishing = performance.now();
    await client.query(
      `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, source_name, checked_on,
                                   provenance, status, publish_at)
       SELECT 'bench-alerts', 2099, 1, 'Kano', array_agg(name ORDER BY position), current_date + 30, current_date + 34, true, 'NCTO',
              current_date, 'confirmed', 'published', now()
       FROM register_lga WHERE state = 'Kano'`,
    );
    const publishMs = performance.now() - publishing;
    const events = Number(
      (await client.query<{ n: string }>(`SELECT count(*) AS n FROM payment_alert WHERE window_id = 'bench-alerts'`)).rows[0]!.n,
    );
    const started = performance.now();
    const queued = (
      await client.query<{ queued: number }>(`SELECT payment_alert_queue($1, (now() AT TIME ZONE 'Africa/Lagos')::date) AS queued`, [
        ALERTS_PER_MINUTE,
      ])
    ).rows[0]!.queued;
    const fanOutMs = performance.now() - started;
    return { subscribers, events, publishMs: Math.round(publishMs), queued, fanOutMs: Math.round(fanOutMs) };
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

const MB = 1024 * 1024;
const pass = (ok: boolean) => (ok ? "pass" : "**FAIL**");

/** The growth table and the budgets' verdicts, as Markdown lines. */
export function growthReport(results: SizeResult[]): string[] {
  const lines: string[] = [];
  const seed = results[0]!;
  const last = results.at(-1)!;
  const labels = Object.keys(last.endpoints);
  lines.push(
    `## Growth (uncached, ${ROUNDS} interleaved rounds per size; p95 in ms, and in brackets as a multiple of the static file's p95 in the same rounds)`,
  );
  lines.push("");
  lines.push(
    `Rows: ${results
      .map(
        (r) =>
          `${r.label}: ${Object.entries(r.rows as unknown as Record<string, number>)
            .map(([name, n]) => `${Number(n).toLocaleString("en")} ${name.replace("_", "-")}`)
            .join(", ")}`,
      )
      .join("; ")}.`,
  );
  lines.push("");
  lines.push(`| Endpoint | ${results.map((r) => r.label).join(" | ")} | Size at ${last.label} | Budget | Result |`);
  lines.push(`|---|${results.map(() => "---").join("|")}|---|---|---|`);
  for (const label of labels) {
    const cells = results.map((r) => {
      const e = r.endpoints[label];
      if (!e) return "–";
      const bad = e.statuses.some((s) => s >= 500 || s === 0);
      return `${e.timing.p95Ms} (${e.relativeP95}×)${bad ? ` **${e.statuses.join("/")}**` : ""}`;
    });
    const first = seed.endpoints[label];
    const end = last.endpoints[label]!;
    const no5xx = results.every((r) => (r.endpoints[label]?.statuses ?? []).every((s) => s > 0 && s < 500));
    let budget: string;
    let ok: boolean;
    if (end.kind === "page") {
      budget = `p95 ≤ ${GROWTH_BUDGET.pageWithin}× the seed's, no 5xx`;
      ok = no5xx && !!first && end.relativeP95 <= first.relativeP95 * GROWTH_BUDGET.pageWithin;
    } else {
      const rowsGrowth = Math.max(1, (last.rows.articles + last.rows.requests) / Math.max(1, seed.rows.articles + seed.rows.requests));
      const fits = end.maxBytes === undefined || results.every((r) => (r.endpoints[label]?.bytes ?? 0) <= end.maxBytes!);
      budget = `${end.maxBytes === undefined ? "" : `≤ ${end.maxBytes / 1024} KB, `}no faster than linear, no 5xx`;
      ok = no5xx && fits && !!first && end.relativeP95 <= Math.max(first.relativeP95, 1) * rowsGrowth;
    }
    lines.push(`| ${label} | ${cells.join(" | ")} | ${(end.bytes / 1024).toFixed(0)} KB | ${budget} | ${pass(ok)} |`);
  }
  const saved = (r: SizeResult) => r.saveStatuses.every((status) => status === 303);
  const saveOk = saved(last) && last.publishMs.runs > 0 && last.publishMs.p95Ms <= GROWTH_BUDGET.saveMs;
  const statusNote = (r: SizeResult) => (saved(r) ? "" : ` **${r.saveStatuses.join("/")}**`);
  lines.push(
    `| an editor's save of a draft | ${results.map((r) => `${r.saveMs.p95Ms}${statusNote(r)}`).join(" | ")} | | ≤ ${GROWTH_BUDGET.saveMs} ms | ${pass(saved(last) && last.saveMs.p95Ms <= GROWTH_BUDGET.saveMs)} |`,
  );
  lines.push(
    `| a publisher's publishing of it | ${results.map((r) => (r.publishMs.runs ? `${r.publishMs.p95Ms}` : "not reached")).join(" | ")} | | ≤ ${GROWTH_BUDGET.saveMs} ms | ${pass(saveOk)} |`,
  );
  lines.push(
    `| start-up to ready (restart on the grown database) | ${results.map((r) => `${Math.round(r.startupMs)}`).join(" | ")} | | ≤ ${GROWTH_BUDGET.startupWithin}× the seed's | ${pass(last.startupMs <= seed.startupMs * GROWTH_BUDGET.startupWithin)} |`,
  );
  lines.push(
    `| office process memory during the exports, over idle (CSV / XLSX) | ${results.map((r) => `${((r.exportPeakBytes.csv - r.exportPeakBytes.idle) / MB).toFixed(0)} / ${((r.exportPeakBytes.xlsx - r.exportPeakBytes.idle) / MB).toFixed(0)} MB`).join(" | ")} | | ≤ ${GROWTH_BUDGET.exportMemoryBytes / MB} MB | ${pass(Math.max(last.exportPeakBytes.csv, last.exportPeakBytes.xlsx) - last.exportPeakBytes.idle <= GROWTH_BUDGET.exportMemoryBytes)} |`,
  );
  lines.push(
    `| cached page p95 beside one client forcing renders, over alone | ${results.map((r) => `${r.cached.alone.p95Ms} → ${r.cached.beside.p95Ms} ms`).join(" | ")} | | ≤ +${GROWTH_BUDGET.cachedPlusMs} ms, 200 or 503 only | ${pass(results.every((r) => r.cached.beside.p95Ms <= r.cached.alone.p95Ms + GROWTH_BUDGET.cachedPlusMs && r.cached.busting.errors === 0))} |`,
  );
  lines.push(
    `| page-view counting: throughput with analytics on over off | ${results.map((r) => `${Math.round((r.analytics.on.requestsPerSecond / Math.max(1, r.analytics.off.requestsPerSecond)) * 1000) / 10} %`).join(" | ")} | | ≥ ${GROWTH_BUDGET.analyticsShare * 100} % | ${pass(results.every((r) => r.analytics.on.requestsPerSecond >= r.analytics.off.requestsPerSecond * GROWTH_BUDGET.analyticsShare))} |`,
  );
  lines.push(
    `| alerts: Kano's 44 LGAs' news written as a confirmed window is published / a minute's ${ALERTS_PER_MINUTE} alerts queued | ${results.map((r) => `${r.alerts.publishMs} / ${r.alerts.fanOutMs} ms (${r.alerts.events} LGAs; ${r.alerts.queued} of ${r.alerts.subscribers.toLocaleString("en")})`).join(" | ")} | | each ≤ 60,000 ms | ${pass(results.every((r) => r.alerts.events === 44 && r.alerts.publishMs <= 60_000 && r.alerts.fanOutMs <= 60_000 && r.alerts.queued === Math.min(ALERTS_PER_MINUTE, r.alerts.subscribers)))} |`,
  );
  lines.push("");
  lines.push(`Static file p95 per size: ${results.map((r) => `${r.label} ${r.staticP95} ms`).join(", ")}.`);
  lines.push("");
  return lines;
}

/** The report with its growth section replaced (the rest of bench/report.md is the main run's). */
export function withGrowthSection(report: string, section: string[]): string {
  return withSection(report, "## Growth", section);
}

/** The report with its section under `heading` (a "## " line's start) replaced by `section`, or `section` added at its end. */
export function withSection(report: string, heading: string, section: string[]): string {
  const start = report.indexOf(`\n${heading}`);
  if (start === -1) return `${report.trimEnd()}\n\n${section.join("\n")}`;
  const next = report.indexOf("\n## ", start + 1);
  return `${report.slice(0, start).trimEnd()}\n\n${section.join("\n")}${next === -1 ? "" : `\n${report.slice(next)}`}`;
}

/**
 * `report` with the sections under `headings` taken from `previous`, where it has them: what the
 * other runs (--growth, --paint) wrote, which a run that does not measure them keeps as they were.
 */
export function withSectionsOf(previous: string, report: string, headings: string[]): string {
  let kept = report;
  for (const heading of headings) {
    const start = previous.indexOf(`\n${heading}`);
    if (start === -1) continue;
    const next = previous.indexOf("\n## ", start + 1);
    kept = withSection(
      kept,
      heading,
      previous
        .slice(start + 1, next === -1 ? undefined : next)
        .trimEnd()
        .split("\n"),
    );
  }
  return `${kept.trimEnd()}\n`;
}

export function readReport(): string {
  try {
    return readFileSync("bench/report.md", "utf8");
  } catch {
    return "# Benchmark report\n";
  }
}
