import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, loginsEnv, startAppProcess, type AppProcess } from "../../server/app-process";
import { prepareSiteData } from "../../app/runtime/prepare.server";
import { prepareDatabase } from "../../server/database/open";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/database/embedded";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { staleNoticeWords } from "../../app/features/stale-pages/words";
import { vacancyPath } from "../../app/features/careers/vacancy";
import { createPrismaClient } from "../../app/utils/db.server";
import { FIXTURE_VACANCY, seedContentFixtures } from "../../prisma/seeds/content/fixtures";
import { PRODUCTION_SETTINGS } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * PostgreSQL stopped and started again under a running site: the site keeps
 * serving what does not need the database, says plainly what failed, and
 * recovers by itself. The database here is its own embedded server, so this
 * file can stop it without touching the other tests.
 */
const DIR = ".data/fault-postgres";
let port: number;
let database: EmbeddedDatabase;
let app: AppProcess;

const start = () => startEmbeddedPostgres({ dataDir: DIR, port, ephemeral: true });
const visitor = (n: number) => ({ "X-Forwarded-For": `192.0.2.${n}` });

function postRequest(n: number) {
  return fetch(`${app.baseUrl}/api/data-access-request`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...visitor(n) },
    body: JSON.stringify({ organizationName: `Restart ${n}`, officeAddress: "Somewhere", sector: "Test" }),
  });
}

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  port = await freePort();
  database = await start();
  await prepareDatabase({
    prepare: prepareSiteData,
    databaseUrl: database.url,
    ownerUrl: database.ownerUrl,
    embeddedDir: DIR,
    embeddedPort: port,
    log: () => undefined,
  });
  app = await startAppProcess({
    env: {
      ...loginsEnv(database),
      ...PRODUCTION_SETTINGS,
      PAGE_CACHE_SECONDS: "0",
      RATE_LIMIT_DATA_ACCESS_REQUEST: "1000/60",
      RATE_LIMIT_DATA_ACCESS_REQUEST_PER_EMAIL: "1000/60",
      ANALYTICS_BUFFER_MAX: "20",
      ANALYTICS_FLUSH_SECONDS: "1",
    },
  });
}, scaled(120_000));

afterAll(async () => {
  await app?.stop();
  await database?.stop().catch(() => undefined);
  rmSync(DIR, { recursive: true, force: true });
});

describe("with PostgreSQL stopped", () => {
  it(
    "counts page views in memory within the buffer's cap, and writes what it held once PostgreSQL is back",
    { timeout: scaled(60_000) },
    async () => {
      await database.stop();
      // 50 countries × with and without Save-Data: 100 kinds of view, five times the cap of 20.
      const countries = Array.from({ length: 50 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
      const browser = "Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
      for (const country of countries) {
        for (const saveData of ["on", "off"]) {
          const beacon = await fetch(`${app.baseUrl}/pv?p=%2Fwho-we-are%2Fabout-us`, {
            headers: { "User-Agent": browser, "CF-IPCountry": country, "Save-Data": saveData },
          });
          expect(beacon.status).toBe(204);
        }
      }
      // A page with nothing from the database still renders.
      expect((await fetch(`${app.baseUrl}/nsr/data-access-request-form`)).status).toBe(200);
      // Two more failed flushes: flushes run one at a time, so the second began after every view above was counted.
      const failedFlushes = () => app.log.split("page view counts failed").length - 1;
      const failedBefore = failedFlushes();
      await until(() => failedFlushes() >= failedBefore + 2, 20_000, "two failed flushes");
      // A flush empties the buffer while it tries, and puts back what it could not write: read it between two.
      const pageViews = async () =>
        ((await (await fetch(`${app.metricsUrl}/healthz`)).json()) as { pageViews: { buffered: number; dropped: number } }).pageViews;
      await expect.poll(pageViews, { timeout: scaled(10_000) }).toEqual({ buffered: 20, dropped: 80 });

      database = await start();
      const client = new pg.Client({ connectionString: database.ownerUrl });
      await client.connect();
      try {
        const stored = async () =>
          Number((await client.query("SELECT count(*) FROM page_view_daily WHERE path = '/who-we-are/about-us'")).rows[0].count);
        await expect.poll(stored, { timeout: scaled(15_000) }).toBe(20);
      } finally {
        await client.end();
      }
    },
  );

  it(
    "says what it cannot show, reports 503 on /healthz, keeps form entries, and recovers without a restart",
    { timeout: scaled(60_000) },
    async () => {
      await database.stop();

      expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(503);
      // Each page keeps what is in code (a content page, its title and menus), says what it could not read
      // from the database, and answers 503, so that no cache keeps it (nginx goes on serving its last copy).
      const withoutDatabase: [path: string, says: string[]][] = [
        ["/who-we-are/our-history", ["This page cannot be shown just now.", "Our History", "Operational Structure"]],
        ["/who-we-are/about-us", ["This page cannot be shown just now."]],
        ["/get-involved/careers", ["The current vacancies cannot be shown just now.", "This page cannot be shown just now."]],
        ["/resource-hub/faqs", ["The questions and answers cannot be shown just now.", "This page cannot be shown just now."]],
        ["/", ["The latest news cannot be shown just now.", "Subscribe to our newsletter"]],
        ["/resource-hub/news", ["The latest news cannot be shown just now.", "RSS feed"]],
        // An article has no words of its own: the error page.
        ["/resource-hub/news/any-article", ["Please try again in a few minutes."]],
        ["/resource-hub/photo-gallery", ["The photos cannot be shown just now.", "Choose a category to narrow the list."]],
      ];
      for (const [path, says] of withoutDatabase) {
        const answer = await fetch(`${app.baseUrl}${path}`);
        expect(answer.status, path).toBe(503);
        const html = await answer.text();
        for (const words of says) expect(html, path).toContain(words);
      }
      expect((await fetch(`${app.baseUrl}/resource-hub/video-gallery/3`)).status).toBe(503);
      // The lightbox's next page of tiles likewise, and no cache keeps it.
      const tiles = await fetch(`${app.baseUrl}/resource-hub/photo-gallery.json?page=2`);
      expect(tiles.status).toBe(503);
      expect(tiles.headers.get("Cache-Control")).toBe("no-store");
      // A search that cannot be answered says so, as an error, in the reader's language.
      for (const locale of LOCALES) {
        const answer = await fetch(`${app.baseUrl}${localePath(locale, "/search?query=cash")}`);
        expect(answer.status, locale).toBe(503);
        const { form, search } = messages[locale];
        // React separates text parts with empty comments.
        const text = (await answer.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
        expect(text, locale).toContain(`${form.error} ${search.unavailable}`);
      }
      // A feed reader told that nothing is published would drop every item it holds: it is told to come back instead.
      for (const feed of ["/resource-hub/news/rss.xml", "/get-involved/tenders/rss.xml", "/get-involved/careers/rss.xml"]) {
        const answer = await fetch(`${app.baseUrl}${feed}`);
        expect(answer.status, feed).toBe(503);
        expect(answer.headers.get("cache-control"), feed).toBe("no-store");
      }

      const form = await fetch(`${app.baseUrl}/nsr/data-access-request-form`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...visitor(1) },
        body: new URLSearchParams({
          organizationName: "Offline Org",
          officeAddress: "12 Marina, Lagos",
          sector: "NGO",
          "criteria.location": "on",
          "location.state": "Lagos",
        }),
        redirect: "manual",
      });
      expect(form.status).toBe(503);
      const html = await form.text();
      expect(html).toContain("Form submission failed. Please try again later.");
      expect(html).toMatch(/name="organizationName"[^>]*value="Offline Org"/);
      expect(html).toMatch(/name="location.state"[^>]*value="Lagos"/);
      expect(html).toMatch(/<textarea[^>]*name="officeAddress"[^>]*>12 Marina, Lagos<\/textarea>/);
      expect(html).toMatch(/name="criteria.location"[^>]*checked/);

      const subscribe = await fetch(`${app.baseUrl}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...visitor(2) },
        body: '{"email":"down@example.com"}',
      });
      expect(subscribe.status).toBe(503);

      // The grievance figures' CSV is not an error a cache or a spreadsheet keeps: it says so and when to come back.
      const csv = await fetch(`${app.baseUrl}/grievances/statistics.csv`);
      expect(csv.status).toBe(503);
      expect(csv.headers.get("cache-control")).toBe("no-store");
      expect(csv.headers.get("retry-after")).toBe("60");
      expect(await csv.text()).toBe("These figures cannot be read just now. Please try again later.");

      // Without the register's places nothing can be checked: the whole form is refused, the state is not.
      const grievance = await fetch(`${app.baseUrl}/grievances/new`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...visitor(3) },
        body: new URLSearchParams({ description: "My payment did not come", category: "payment-not-received", state: "Lagos" }),
        redirect: "manual",
      });
      expect(grievance.status).toBe(503);
      const grievancePage = (await grievance.text()).replace(/&#x27;/g, "'");
      expect(grievancePage).toContain(messages.en.grievanceForm.failed);
      expect(grievancePage).not.toContain(messages.en.grievanceForm.stateMissing);
      expect(grievancePage).toMatch(/<textarea[^>]*name="description"[^>]*>My payment did not come<\/textarea>/);

      database = await start();
      await expect.poll(async () => (await fetch(`${app.baseUrl}/healthz`)).status, { timeout: scaled(10_000) }).toBe(200);
      expect((await postRequest(3)).status).toBe(201);
      // Nothing was stored while it was away.
      const client = new pg.Client({ connectionString: database.ownerUrl });
      await client.connect();
      const { rows } = await client.query("SELECT count(*)::int AS count FROM data_access_request WHERE organization_name = 'Offline Org'");
      await client.end();
      expect(rows).toEqual([{ count: 0 }]);
    },
  );

  it(
    "loses no submission during a restart: each one is stored with its reference, or was told it failed",
    { timeout: scaled(60_000) },
    async () => {
      const answers: Promise<{ n: number; status: number; body: { reference?: string; error?: string } }>[] = [];
      const send = (n: number) =>
        answers.push(postRequest(n).then(async (response) => ({ n, status: response.status, body: await response.json() })));
      for (let n = 10; n < 20; n++) send(n);
      const stopping = database.stop();
      for (let n = 20; n < 30; n++) send(n);
      await stopping;
      for (let n = 30; n < 35; n++) send(n);
      database = await start();
      for (let n = 35; n < 45; n++) send(n);
      const results = await Promise.all(answers);

      const client = new pg.Client({ connectionString: database.ownerUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ organization_name: string; reference: string }>(
          "SELECT organization_name, reference FROM data_access_request WHERE organization_name LIKE 'Restart %'",
        );
        const stored = new Map(rows.map((row) => [row.organization_name, row.reference]));
        for (const result of results) {
          if (result.status === 201) {
            expect(stored.get(`Restart ${result.n}`), `request ${result.n}`).toBe(result.body.reference);
          } else {
            expect(result.status, `request ${result.n}`).toBe(503);
            // Told it failed; if the commit landed just before the connection dropped, a resend makes a second request, never a lost one.
            expect(result.body.error).toBe("Form submission failed. Please try again later.");
          }
        }
        expect(results.filter((result) => result.status === 201).length).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    },
  );

  it(
    "says it is alive but not ready, keeps serving the pages it has cached, and is ready again once PostgreSQL is back",
    { timeout: scaled(60_000) },
    async () => {
      // The page cache on (the site above runs without it), on the same database.
      const cached = await startAppProcess({ env: { ...loginsEnv(database), ...PRODUCTION_SETTINGS, PAGE_CACHE_SECONDS: "3600" } });
      try {
        expect((await fetch(`${cached.baseUrl}/readyz`)).status).toBe(200);
        expect((await fetch(`${cached.baseUrl}/who-we-are/about-us`)).status).toBe(200);
        expect((await fetch(`${cached.baseUrl}/who-we-are/about-us`)).headers.get("x-page-cache")).toBe("hit");

        await database.stop();
        for (const origin of [cached.baseUrl, cached.metricsUrl]) {
          const ready = await fetch(`${origin}/readyz`);
          expect(ready.status).toBe(503);
          expect(ready.headers.get("cache-control")).toBe("no-store");
          expect(await ready.json()).toEqual({ status: "unavailable", reason: "the database does not answer" });
          const live = await fetch(`${origin}/livez`);
          expect(live.status).toBe(200);
          expect(await live.json()).toEqual({ status: "ok" });
        }
        const page = await fetch(`${cached.baseUrl}/who-we-are/about-us`);
        expect(page.status).toBe(200);
        expect(page.headers.get("x-page-cache")).toBe("hit");
        expect(await page.text()).toContain("About Us");
        // The scrape still answers, and says the database did not.
        const metrics = await (await fetch(`${cached.metricsUrl}/metrics`)).text();
        expect(metrics).toMatch(/^nassco_database_up 0$/m);
        // prom-client writes "Nan", which Prometheus reads as NaN: unknown, not an empty outbox.
        expect(metrics).toMatch(/^nassco_mail_outbox_dead nan$/im);

        database = await start();
        await expect.poll(async () => (await fetch(`${cached.baseUrl}/readyz`)).status, { timeout: scaled(15_000) }).toBe(200);
      } finally {
        await cached.stop();
      }
    },
  );

  it(
    "serves each page it has rendered from its last good copy while PostgreSQL is away, with a notice only where a reader would act",
    { timeout: scaled(60_000) },
    async () => {
      // An open vacancy, whose page shows its closing date.
      const owner = createPrismaClient(database.ownerUrl);
      await seedContentFixtures(owner, () => undefined).finally(() => owner.$disconnect());
      // Fresh for a second only: the pages below are rendered again, and fail, soon after PostgreSQL stops.
      const site = await startAppProcess({ env: { ...loginsEnv(database), ...PRODUCTION_SETTINGS, PAGE_CACHE_SECONDS: "1" } });
      const page = (path: string) => fetch(`${site.baseUrl}${path}`);
      const plain = "/who-we-are/about-us";
      // The newsletter's sign-up is a form that sends (in English and, for the notice's language, Hausa); a vacancy has a closing date.
      const { en, ha } = staleNoticeWords;
      const noticed: [path: string, says: string][] = [
        ["/", `${en.outdated} ${en.form} ${en.call}`],
        ["/ha", `${ha.outdated} ${ha.form} ${ha.call}`],
        [vacancyPath(FIXTURE_VACANCY.slug), `${en.outdated} ${en.closingDates} ${en.call}`],
      ];
      try {
        // Each page's policy as rendered: its copy is sent with the same, which the notice (plain HTML) keeps valid.
        const policies = new Map<string, string | null>();
        for (const path of [plain, ...noticed.map(([path]) => path)]) {
          const answer = await page(path);
          expect(answer.status, path).toBe(200);
          policies.set(path, answer.headers.get("content-security-policy"));
        }

        await database.stop();
        const stale = async (path: string) => {
          await expect.poll(async () => (await page(path)).headers.get("x-page-cache"), { timeout: scaled(15_000) }).toBe("stale");
          const answer = await page(path);
          expect(answer.status, path).toBe(200);
          expect(answer.headers.get("cache-control"), path).toBe("public, max-age=10");
          expect(answer.headers.get("content-security-policy"), path).toBe(policies.get(path));
          return answer.text();
        };
        const about = await stale(plain);
        expect(about).toContain("About Us");
        expect(about).not.toContain("This page cannot be shown just now.");
        expect(about).not.toContain('class="stale-notice"');
        for (const [path, says] of noticed)
          expect(await stale(path), path).toContain(`<div class="stale-notice" role="note"><p>${says}</p>`);
        // In a text browser as narrow as a KaiOS phone, the notice reads whole, before the page's own words.
        const text = execFileSync("w3m", ["-dump", "-T", "text/html", "-cols", "30"], { input: await stale("/"), encoding: "utf8" });
        const words = text.replace(/\s+/g, " ");
        expect(words).toContain(noticed[0]![1]);
        expect(words.indexOf(noticed[0]![1])).toBeLessThan(words.indexOf(messages.en.newsletter.heading));
        // A page this instance never rendered has no copy: unavailable, as before.
        expect((await page("/who-we-are/our-history")).status).toBe(503);
        const health = (await (await fetch(`${site.metricsUrl}/healthz`)).json()) as { pageCache: { staleServed: number } };
        expect(health.pageCache.staleServed).toBeGreaterThanOrEqual(noticed.length + 1);

        database = await start();
        await expect.poll(async () => (await page(plain)).headers.get("x-page-cache"), { timeout: scaled(15_000) }).not.toBe("stale");
        const fresh = await page("/");
        expect(fresh.status).toBe(200);
        expect(await fresh.text()).not.toContain('class="stale-notice"');
      } finally {
        await site.stop();
      }
    },
  );
});
