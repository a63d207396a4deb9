import { execFile, execFileSync, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { Agent, request as httpsRequest } from "node:https";
import { wholeAnswer, type WholeAnswer } from "../support/whole-answer";
import { connect, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalNginx, type LocalNginx } from "../../scripts/nginx-local";
import { freePort, loginsEnv, startAppProcess, type AppProcess } from "../../server/app-process";
import { lgaViewSearch, SORT_KEYS } from "../../app/features/register/view";
import { readMigrations } from "../../server/database/migrate";
import { createScratchDatabase, type ScratchDatabase } from "../setup/scratch-database";
import { hostileHosts, NOTICE } from "./support/hostile-hosts";
import { isSameOriginPath } from "../../app/utils/same-origin-path";
import { PRODUCTION_SETTINGS } from "./support/site";
import { until } from "./support/until";
import { seededNews } from "../../prisma/seeds/content/news-articles";
import { articlePath } from "../../app/features/news/article";
import { FEED_PATH } from "../../app/content/news-paths";
import { scaled } from "../support/time-scale";

/**
 * The deployment the site is meant for, on loopback: deploy/nginx.conf in
 * front of two app instances on one PostgreSQL, each instance prepared by
 * `db:prepare` started at the same moment as its siblings.
 */
const INSTANCES = 4;
/** The site's name: nginx's server_name, SITE_URL's host, and what every test request names (SNI and Host). */
const SITE_NAME = "nassco.test";
/** The back office's name: STAFF_SITE_URL's host and the staff server's server_name. */
const STAFF_NAME = "staff.nassco.example";
const STAFF_ORIGIN = `https://${STAFF_NAME}`;
let httpsPort: number;
let httpPort: number;
let origin: string;
const tls = new Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 16 });

let scratch: ScratchDatabase;
let db: pg.Pool;
let apps: AppProcess[] = [];
/** Each instance's back-office listener (STAFF_PORT), by the instance's index in `apps`. */
const staffPorts: number[] = [];
let nginx: LocalNginx | undefined;
let prepareOutputs: string[] = [];
/**
 * Public pages no other test asks for, stored by nginx early and asked for again once every
 * instance has stopped: a home page, an article, a list, in several languages; a feed; the sitemap.
 */
const STORED_PAGES = [
  "/ha",
  `/yo${articlePath(seededNews[0]!.slug)}`,
  "/ig/resource-hub/news",
  "/pcm/where-we-work",
  FEED_PATH,
  "/sitemap.xml",
];
/** Each stored page's body and Cache-Control as an instance gave them. */
const stored = new Map<string, { body: string; cacheControl: string }>();

/**
 * Through nginx, over HTTPS with its self-signed test certificate, naming the
 * site (or, with `name`, the back office) as a browser would (neither name
 * resolves, so the connection goes to 127.0.0.1, or from the given local address).
 */
function viaProxy(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string; name?: string } = {},
): Promise<WholeAnswer> {
  const name = init.name ?? SITE_NAME;
  return wholeAnswer(
    (onAnswer) =>
      httpsRequest(
        {
          host: "127.0.0.1",
          port: httpsPort,
          servername: name,
          path: pathname,
          method: init.method ?? "GET",
          headers: { Host: `${name}:${httpsPort}`, ...init.headers },
          // Keep-alive sockets are pooled per local address, so clients on different addresses stay apart.
          agent: tls,
          localAddress: init.from,
          timeout: scaled(15_000),
        },
        onAnswer,
      ),
    init.body,
  );
}

/**
 * Each instance's settings, as compose gives them: behind nginx, draining when stopped for longer than
 * nginx keeps an idle connection to it (keepalive_timeout 2s in deploy/nginx.conf), with the back office
 * on a listener of its own.
 */
const appEnv = (staffPort: number) => ({
  ...loginsEnv({ url: scratch.appUrl, officeUrl: scratch.officeUrl, mailUrl: scratch.mailUrl, textUrl: scratch.textUrl }),
  ...PRODUCTION_SETTINGS,
  TRUST_PROXY: "127.0.0.1",
  SITE_URL: origin,
  STAFF_PORT: String(staffPort),
  STAFF_SITE_URL: STAFF_ORIGIN,
  DRAIN_SECONDS: "3",
});

interface AccessLine {
  time: string;
  request_id: string;
  client: string;
  method: string;
  path: string;
  status: number;
  upstream: string;
  upstream_status: string;
}

/** nginx's access log, a JSON object per line. */
const accessLines = (): AccessLine[] =>
  nginx!
    .accessLog()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessLine);

/** `npm run db:prepare`, as each container runs it before its server. */
function dbPrepare(database: ScratchDatabase): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["build/server/db-prepare.js"], {
      env: { ...process.env, DATABASE_URL: database.appUrl, DATABASE_OWNER_URL: database.url },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  scratch = await createScratchDatabase();
  db = new pg.Pool({ connectionString: scratch.url, max: 2 });
  // Four containers starting together on an empty database.
  [httpsPort, httpPort] = await Promise.all([freePort(), freePort()]);
  origin = `https://${SITE_NAME}:${httpsPort}`;
  const prepared = await Promise.all(Array.from({ length: INSTANCES }, () => dbPrepare(scratch)));
  expect(prepared.map((run) => run.code)).toEqual([0, 0, 0, 0]);
  prepareOutputs = prepared.map((run) => run.output);
  for (let i = 0; i < INSTANCES; i++) staffPorts.push(await freePort());
  apps = await Promise.all(staffPorts.map((staffPort) => startAppProcess({ env: appEnv(staffPort) })));
}, scaled(120_000));

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  await db?.end().catch(() => undefined);
  await scratch?.drop();
  tls.destroy();
});

describe("four instances started at once on an empty database", () => {
  it("run the migrations once and the seed once, and all four serve", async () => {
    const migrated = prepareOutputs.filter((output) => output.includes("Applied migration"));
    const seeded = prepareOutputs.filter((output) => output.includes("Loaded the illustrative LGA summary"));
    expect(migrated).toHaveLength(1);
    expect(seeded).toHaveLength(1);
    expect(prepareOutputs.filter((output) => output.includes("already up to date"))).toHaveLength(3);
    const { rows } = await db.query<{ migration_name: string }>("SELECT migration_name FROM _prisma_migrations ORDER BY 1");
    expect(rows.map((row) => row.migration_name)).toEqual(readMigrations().map((migration) => migration.name));
    for (const app of apps) expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
  });

  it("render the same bytes, ETag and CSP for a hydrated public page", async () => {
    const answers = await Promise.all(apps.map((app) => fetch(`${app.baseUrl}/`, { headers: { "Accept-Encoding": "identity" } })));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies[0]).toContain("<script");
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.get("etag"))).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.get("content-security-policy"))).size).toBe(1);
  });
});

describe("behind deploy/nginx.conf, two instances", () => {
  beforeAll(async () => {
    // The rolling restart posts more sign-ups a minute than the office lets the site mail
    // confirmations for (mail_kind.site_per_minute, decision 0088), which it refuses on purpose with a
    // 503; this counts requests dropped by a restart, so here the bound is lifted.
    await db.query("UPDATE mail_kind SET site_per_minute = 1000000 WHERE kind = 'newsletter confirmation'");
    // Two of the four go; nginx fronts the other two.
    await Promise.all(apps.splice(2).map((app) => app.stop()));
    staffPorts.splice(2);
    nginx = await startLocalNginx({
      appPorts: apps.map((app) => Number(new URL(app.baseUrl).port)),
      staffPorts,
      httpsPort,
      httpPort,
      serverName: SITE_NAME,
      staffName: STAFF_NAME,
    });
    expect((await viaProxy("/healthz")).status).toBe(200);
  }, scaled(60_000));

  it("stores public pages in several languages, a feed and the sitemap", async () => {
    for (const pathname of STORED_PAGES) {
      const first = await viaProxy(pathname);
      expect(first.status, pathname).toBe(200);
      const again = await viaProxy(pathname);
      expect(again.headers["x-cache-status"], pathname).toBe("HIT");
      expect(again.body).toBe(first.body);
      stored.set(pathname, { body: first.body, cacheControl: String(first.headers["cache-control"]) });
    }
  });

  it("never answers the page-view beacon from its cache, and answers a reader who answered the consent banner from it", async () => {
    const reader = { "User-Agent": "Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36" };
    for (let i = 0; i < 3; i++) {
      const beacon = await viaProxy("/pv?p=%2Fwho-we-are%2Fabout-us", { headers: reader });
      expect(beacon.status).toBe(204);
      expect(beacon.headers["x-cache-status"]).toBeUndefined();
    }
    await viaProxy("/resource-hub");
    expect((await viaProxy("/resource-hub")).headers["x-cache-status"]).toBe("HIT");
    // The consent is read in the browser (decision 0114): the cookies a reader who said yes carries,
    // Google's own among them, change nothing of the page, which comes from the cache as everyone's.
    const answered = await viaProxy("/resource-hub", { headers: { Cookie: "nassco_analytics=yes; _ga=GA1.1.123456789.1795000000" } });
    expect(answered.headers["x-cache-status"]).toBe("HIT");
  });

  it("serves the back office on its own host name from the instances' back-office listeners, and stores none of it", async () => {
    const stored = nginx!.cacheEntries();
    const before = accessLines().length;
    for (let i = 0; i < 2; i++) {
      const page = await viaProxy("/staff/sign-in", { name: STAFF_NAME });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      // Once, from nginx (the app's copy is replaced).
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
      // No cache was even asked: not HIT, not MISS, not BYPASS.
      expect(page.headers["x-cache-status"]).toBeUndefined();
    }
    expect(nginx!.cacheEntries()).toEqual(stored);
    await until(() => accessLines().length >= before + 2, 10_000, "the back office's requests in nginx's log");
    const upstreams = accessLines()
      .slice(before)
      .filter((line) => line.path === "/staff/sign-in")
      .map((line) => Number(line.upstream.split(":").at(-1)));
    expect(upstreams.length).toBeGreaterThan(0);
    for (const port of upstreams) expect(staffPorts).toContain(port);
  });

  it("never logs an invitation's secret from its link", async () => {
    const token = randomBytes(32).toString("base64url");
    const before = accessLines().length;
    expect((await viaProxy(`/staff/enrol/${token}`, { name: STAFF_NAME })).status).toBeLessThan(500);
    await until(() => accessLines().length > before, 10_000, "the invitation's request in nginx's log");
    expect(
      accessLines()
        .slice(before)
        .map((line) => line.path),
    ).toContain("/staff/enrol/:token");
    expect(nginx!.accessLog()).not.toContain(token);
  });

  it("lets a camera's photo through to the back office's upload addresses, and no other address so large a body", async () => {
    const photo = "x".repeat(6 * 1024 * 1024);
    const headers = { "Content-Type": "multipart/form-data; boundary=nassco", Origin: STAFF_ORIGIN };
    const before = accessLines().length;
    // No session, so the instance turns the upload away, perhaps before the client has sent it all
    // (the client may then see its socket closed): nginx's log says where each body went.
    const large = ["/staff/files", "/staff/requests/new", "/staff/requests/DAR-2026-000001/attachments"];
    for (const path of [...large, "/staff/content/news_article/new", "/staff/requests/DAR-2026-000001"])
      await viaProxy(path, { name: STAFF_NAME, method: "POST", headers, body: photo }).catch(() => null);
    const small = ["/staff/content/news_article/new", "/staff/requests/DAR-2026-000001"];
    const logged = () => accessLines().slice(before);
    await until(
      () => [...large, ...small].every((path) => logged().some((line) => line.path === path)),
      10_000,
      "the uploads in nginx's log",
    );
    // By path, not by place in the log: a client that saw its socket closed may try a request again,
    // which adds a line, and each line must still say where its body went.
    for (const path of large)
      for (const line of logged().filter((one) => one.path === path)) {
        expect(line.status, path).not.toBe(413);
        expect(line.upstream, path).not.toBe("");
      }
    for (const path of small)
      for (const line of logged().filter((one) => one.path === path)) expect(line, path).toMatchObject({ status: 413, upstream: "" });
  });

  it("refuses the back office on the site's own host name, in any case, without asking an instance", async () => {
    const before = accessLines().length;
    const paths = ["/staff/sign-in", "/staff", "/Staff/Sign-In", "/%73taff/sign-in"];
    for (const path of paths) {
      const answer = await viaProxy(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toMatch(/sign in/i);
    }
    const post = await viaProxy("/staff/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: "name=ada&password=x",
    });
    expect(post.status).toBe(404);
    await until(() => accessLines().length >= before + paths.length + 1, 10_000, "the refused requests in nginx's log");
    const lines = accessLines().slice(before);
    expect(lines.every((line) => line.status === 404 && line.upstream === "")).toBe(true);
  });

  it("refuses the back office to an address outside its allow-list with 403, before any instance", async () => {
    // 127.0.0.1 is allowed (this machine); 127.0.0.9 is loopback too, but not in the list.
    const before = accessLines().length;
    const page = await viaProxy("/staff/sign-in", { name: STAFF_NAME, from: "127.0.0.9" });
    expect(page.status).toBe(403);
    expect(page.body).not.toMatch(/sign in/i);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const post = await viaProxy("/staff/sign-in", {
      name: STAFF_NAME,
      from: "127.0.0.9",
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: STAFF_ORIGIN },
      body: "name=ada&password=x",
    });
    expect(post.status).toBe(403);
    await until(() => accessLines().length >= before + 2, 10_000, "the refused requests in nginx's log");
    expect(
      accessLines()
        .slice(before)
        .every((line) => line.status === 403 && line.upstream === ""),
    ).toBe(true);
    expect((await viaProxy("/staff/sign-in", { name: STAFF_NAME })).status).toBe(200);
  });

  it("passes a partner's posts to the Open311 API past the forms' burst, and caches none of its answers", async () => {
    // A partner's server posts many cases from one address: the app limits them per partner, not nginx's forms' zone.
    const burst = Number(/limit_req zone=nassco_forms burst=(\d+) nodelay;/.exec(readFileSync("deploy/nginx.conf", "utf8"))?.[1]);
    expect(burst).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < burst + 10; i++) {
      const answer = await viaProxy("/open311/v2/requests.json", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "service_code=other",
      });
      statuses.push(answer.status);
      expect(answer.headers["x-cache-status"]).toBeUndefined();
    }
    // Without a key, each is the app's 401 in Open311's shape; none is nginx's 429.
    expect(new Set(statuses)).toEqual(new Set([401]));
    for (let i = 0; i < 2; i++) expect((await viaProxy("/open311/v2/services.json")).headers["x-cache-status"]).toBeUndefined();
  });

  it("answers 429 itself to one address's posts to the sign-in past the burst, and still shows the page", async () => {
    // The limit as deploy/nginx.conf sets it: so many a minute, and a burst passed at once.
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    const perMinute = Number(/zone=nassco_staff_sign_in:\S+ rate=(\d+)r\/m;/.exec(conf)?.[1]);
    const burst = Number(/limit_req zone=nassco_staff_sign_in burst=(\d+) nodelay;/.exec(conf)?.[1]);
    expect(perMinute).toBeGreaterThan(0);
    expect(burst).toBeGreaterThan(0);
    const before = accessLines().length;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < burst + 5; i++) {
      const answer = await viaProxy("/staff/sign-in", {
        name: STAFF_NAME,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: STAFF_ORIGIN },
        // Not a complete form: the app answers 400 without trying a password.
        body: "name=&password=",
      });
      statuses.push(answer.status);
    }
    // What the rate gives back while the posts went out, on top of the first and the burst.
    const allowed = burst + 1 + Math.ceil(((Date.now() - started) / 60_000) * perMinute);
    const passed = statuses.filter((status) => status !== 429);
    console.log(`${statuses.length} posts to the back office's sign-in from one address through nginx: ${JSON.stringify(statuses)}`);
    expect(statuses[0]).not.toBe(429);
    expect(passed.every((status) => status < 500)).toBe(true);
    expect(passed.length).toBeLessThanOrEqual(allowed);
    expect(statuses.at(-1)).toBe(429);
    // Each 429 is nginx's: no instance was asked.
    await until(() => accessLines().length >= before + statuses.length, 10_000, "the posts in nginx's log");
    const refused = accessLines()
      .slice(before)
      .filter((line) => line.status === 429);
    expect(refused.length).toBe(statuses.filter((status) => status === 429).length);
    expect(refused.every((line) => line.method === "POST" && line.upstream === "")).toBe(true);
    // Only posts count: the page itself still answers.
    expect((await viaProxy("/staff/sign-in", { name: STAFF_NAME })).status).toBe(200);
  });

  it("serves the home page from nginx's cache after the first visit", async () => {
    const first = await viaProxy("/");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
    const second = await viaProxy("/");
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    // The CSP came from the cache with the page it describes.
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("never caches a page for one visitor, and replaces a forwarded address a client sends", async () => {
    const form = new URLSearchParams({
      organizationName: "Proxy Test Trust",
      officeAddress: "Plot 5, Central Business District, Abuja",
      emailAddress: "proxy@example.org",
      sector: "Research",
    }).toString();
    const posted = await viaProxy("/nsr/data-access-request-form", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        "X-Forwarded-For": "198.51.100.7",
      },
      body: form,
    });
    expect(posted.status).toBe(303);
    const cookie = String(posted.headers["set-cookie"]).split(";")[0]!;
    expect(await countRows("SELECT count(*) FROM data_access_request WHERE organization_name = 'Proxy Test Trust'")).toBe(1);
    const { rows } = await db.query<{ reference: string }>(
      "SELECT reference FROM data_access_request WHERE organization_name = 'Proxy Test Trust'",
    );
    // Either instance shows the receipt: the cookie is signed with the secret they share.
    for (const app of apps) {
      const receipt = await fetch(`${app.baseUrl}/nsr/data-access-request-form/submitted`, { headers: { Cookie: cookie } });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get("cache-control")).toBe("private, no-store");
      expect(await receipt.text()).toContain(rows[0]!.reference);
    }
    const again = await viaProxy("/nsr/data-access-request-form/submitted", { headers: { Cookie: cookie } });
    expect(again.headers["x-cache-status"]).not.toBe("HIT");
    // The address the rate limit counted is nginx's view of the client (127.0.0.1), not the header it sent.
    expect(await limitHits("127.0.0.1")).toBe(1);
    expect(await limitHits("198.51.100.7")).toBe(0);
  });

  it("shares one rate limit between the instances", async () => {
    const statuses: number[] = [];
    for (const app of [apps[0]!, apps[0]!, apps[1]!, apps[0]!, apps[1]!]) {
      const answer = await fetch(`${app.baseUrl}/api/data-access-request`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          organizationName: "Shared Limit Ltd",
          officeAddress: "Plot 5, Central Business District, Abuja",
          emailAddress: "limit@example.org",
          sector: "Research",
        }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await countRows("SELECT count(*) FROM data_access_request WHERE organization_name = 'Shared Limit Ltd'")).toBe(3);
  });

  it("empties every instance's page cache when the site's data changes", async () => {
    const lga = "/where-we-work/nsr-summary-by-lga";
    for (const app of apps) {
      await (await fetch(app.baseUrl + lga)).arrayBuffer();
      expect((await fetch(app.baseUrl + lga)).headers.get("x-page-cache")).toBe("hit");
    }
    // What an LGA import or a re-seed announces, from its own connection, as it commits.
    await db.query("SELECT pg_notify('nassco_site_data_changed', '')");
    // Each instance hears it on its own connection: the first request after that is answered afresh. The deadline is
    // well inside the cache's 60 s, so an instance that never hears it still fails here.
    const cacheStatus = async (app: AppProcess) => {
      const answer = await fetch(app.baseUrl + lga);
      await answer.arrayBuffer();
      return answer.headers.get("x-page-cache");
    };
    for (const app of apps) await expect.poll(() => cacheStatus(app), { timeout: scaled(10_000) }).toBeNull();
  });

  it("answers only for the site's name: other hosts are closed or refused, and no forged page reaches a reader", async () => {
    const outcomes = new Map<number, number>();
    for (const [n, host] of hostileHosts(SITE_NAME).entries()) {
      for (const path of ["/", "/search?query=cash"]) {
        // 0: nginx closed the connection without a word (444), as it does for every host but the site's.
        const answer = await viaProxy(path, { headers: { Host: host } }).catch(() => ({ status: 0, body: "", headers: {} }));
        outcomes.set(answer.status, (outcomes.get(answer.status) ?? 0) + 1);
        expect(answer.status < 500, `${host} ${path}: ${answer.status}`).toBe(true);
        expect(answer.body).not.toContain(NOTICE);
      }
      // A client's own X-Forwarded-Host is replaced by the name nginx matched.
      const forwarded = await viaProxy("/search?query=cash", { headers: { "X-Forwarded-Host": host }, from: `127.0.2.${n + 1}` });
      expect(forwarded.status).toBe(200);
      expect(forwarded.body).not.toContain(NOTICE);
    }
    console.log(`hostile hosts through nginx: ${JSON.stringify(Object.fromEntries(outcomes))} (status: answers; 0 = closed, 444)`);
    for (const path of ["/", "/search?query=cash"]) {
      await viaProxy(path);
      const cached = await viaProxy(path);
      expect(cached.headers["x-cache-status"]).toBe("HIT");
      expect(cached.body).not.toContain(NOTICE);
    }
    expect((await viaProxy("/")).body).toMatch(/WELCOME TO NASSCO/i);
  });

  it("refuses a request target that is not a path: * with 400, an absolute URL for another host by closing", async () => {
    expect(await rawTls(`GET * HTTP/1.1\r\nHost: ${SITE_NAME}\r\nConnection: close\r\n\r\n`)).toBe(400);
    expect(await rawTls(`OPTIONS * HTTP/1.1\r\nHost: ${SITE_NAME}\r\nConnection: close\r\n\r\n`)).toBe(400);
    expect(await rawTls(`GET http://evil.example/ HTTP/1.1\r\nHost: ${SITE_NAME}\r\nConnection: close\r\n\r\n`)).toBe(0);
    expect(await rawTls(`GET https://${SITE_NAME}/resource-hub HTTP/1.1\r\nHost: ${SITE_NAME}\r\nConnection: close\r\n\r\n`)).toBe(200);
  });

  it("sends no reader off the site, whatever dot segments a path has, twice over (a 301 is kept a day)", async () => {
    for (const path of ["/.//evil.example/", "/..//evil.example/", "/%2e//evil.example/", "/a/..//evil.example/who-we-are/"]) {
      for (const round of [1, 2]) {
        const answer = await viaProxy(path);
        expect(answer.status, `${path} (${round})`).toBeLessThan(500);
        const location = String(answer.headers["location"]);
        if (answer.status >= 300 && answer.status < 400) expect(isSameOriginPath(location), `${path} → ${location}`).toBe(true);
      }
    }
  });

  it("tells a health check through it only the status, and passes no country a client claims", async () => {
    expect(JSON.parse((await viaProxy("/healthz")).body)).toEqual({ status: "ok" });
    const reader = { "User-Agent": "Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36" };
    expect(
      (await viaProxy("/pv?p=%2Fresource-hub%2Ffaqs", { headers: { ...reader, "CF-IPCountry": "FR", "X-Country-Code": "FR" } })).status,
    ).toBe(204);
    await expect
      .poll(() => countRows("SELECT count(*) FROM page_view_daily WHERE path = '/resource-hub/faqs'"), { timeout: scaled(15_000) })
      .toBe(1);
    expect(await countRows("SELECT count(*) FROM page_view_daily WHERE country <> ''")).toBe(0);
  });

  it("keeps answering other clients while one holds 2,000 connections that never finish their headers", async () => {
    const sockets: Socket[] = [];
    await Promise.all(
      Array.from(
        { length: 2000 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect({ port: httpPort, host: "127.0.0.1", localAddress: "127.0.0.2" }, () => {
              socket.write(`GET / HTTP/1.1\r\nHost: ${SITE_NAME}\r\n`);
              resolve();
            });
            socket.on("error", () => resolve());
            sockets.push(socket);
          }),
      ),
    );
    try {
      const other = await viaProxy("/who-we-are/about-us", { from: "127.0.0.3" });
      const held = sockets.filter((socket) => !socket.destroyed && socket.readyState === "open").length;
      console.log(`slow-header connections held by nginx: ${held} of 2,000; another client answered ${other.status}`);
      expect(other.status).toBe(200);
      expect(held).toBe(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it("limits one client's searches, and no other client notices", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => viaProxy(`/search?query=flood${i}`, { from: "127.0.0.4" }).then((answer) => answer.status)),
    );
    const other = await viaProxy("/search?query=someone+else", { from: "127.0.0.5" });
    console.log(`60 searches at once from one client through nginx: ${statuses.filter((status) => status === 429).length} answered 429`);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(other.status).toBe(200);
  });

  it("logs a JSON line per request with an id, the client's network and no query string", async () => {
    const marker = `marker${Date.now()}`;
    const answer = await viaProxy(`/search?query=${marker}`, { from: "127.0.3.7" });
    expect(answer.status).toBe(200);
    await until(() => accessLines().some((line) => line.path === "/search" && line.client === "127.0.3.0/24"));
    const line = accessLines().find((entry) => entry.path === "/search" && entry.client === "127.0.3.0/24")!;
    expect(line).toMatchObject({ method: "GET", status: 200, upstream_status: "200" });
    expect(line.request_id).toMatch(/^[0-9a-f]{32}$/);
    expect(nginx!.accessLog()).not.toContain(marker);
    expect(nginx!.accessLog()).not.toContain("127.0.3.7");
  });

  it("drops no request while each instance in turn is stopped and started again under load", { timeout: scaled(180_000) }, async () => {
    const ports = apps.map((app) => Number(new URL(app.baseUrl).port));
    const workers = 8;
    let sent = 0;
    let posted = 0;
    let backOffice = 0;
    const failures: string[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = 0; loading; i++) {
          sent += 1;
          // The back office on each instance's other listener, which drains alike: its sign-in page, and a
          // post (signing out, without a session: answered 303) that nginx never sends twice. From this
          // machine, the one loopback address its allow-list admits.
          if (i % 10 === 4) {
            backOffice += 1;
            const post = i % 20 === 14;
            const pathname = post ? "/staff/sign-out" : "/staff/sign-in";
            const answer = await viaProxy(
              pathname,
              post
                ? {
                    name: STAFF_NAME,
                    method: "POST",
                    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: STAFF_ORIGIN },
                    body: "csrf=none",
                  }
                : { name: STAFF_NAME },
            ).catch((error: unknown) => String(error));
            if (typeof answer === "string" || answer.status !== (post ? 303 : 200))
              failures.push(typeof answer === "string" ? answer : `${answer.status} ${pathname}`);
            continue;
          }
          const view = { q: "", state: "", sort: SORT_KEYS[worker % SORT_KEYS.length]!, dir: "asc", size: 20, page: (i % 35) + 1 } as const;
          // New LGA views (renders under way when an instance is told to stop), cached pages, and sign-ups.
          const post = i % 20 === 19;
          // Many readers: each address stays within nginx's per-client limits, as real readers do.
          const from = post ? `127.0.${100 + (Math.floor(i / 20) % 100)}.${worker + 1}` : `127.0.${10 + (i % 40)}.${worker + 1}`;
          const pathname = post
            ? "/api/subscribe"
            : [`/where-we-work/nsr-summary-by-lga${lgaViewSearch(view)}`, "/", "/who-we-are/about-us"][i % 3]!;
          if (post) posted += 1;
          const answer = await viaProxy(
            pathname,
            post
              ? {
                  method: "POST",
                  from,
                  headers: { "Content-Type": "application/json", Origin: origin },
                  body: JSON.stringify({ email: `rolling-${worker}-${i}@example.org` }),
                }
              : { from },
          ).catch((error: unknown) => String(error));
          if (typeof answer === "string" || answer.status !== 200)
            failures.push(typeof answer === "string" ? answer : `${answer.status} ${pathname}`);
        }
      }),
    );
    const timings: string[] = [];
    try {
      for (const index of [0, 1]) {
        const before = sent;
        await until(() => sent > before + 100, 30_000, "load through nginx");
        const stopping = Date.now();
        // SIGTERM, as `docker compose up` sends when it replaces a container; then the new one.
        await apps[index]!.stop();
        apps[index] = await startAppProcess({ port: ports[index], env: appEnv(staffPorts[index]!) });
        timings.push(`instance ${index + 1} replaced in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
        // Back in nginx's rotation (it skips a failed instance for fail_timeout) before the next goes:
        // on both listeners, as deploy/rollout.sh waits out fail_timeout. The back office's upstream
        // marks its own failures, so the site's answering again says nothing of it.
        const back = Date.now();
        for (const port of [ports[index], staffPorts[index]])
          await until(
            () => accessLines().some((line) => line.upstream === `127.0.0.1:${port}` && Date.parse(line.time) >= back - 1000),
            30_000,
            `instance ${index + 1} answering through nginx again on port ${port}`,
          );
      }
    } finally {
      loading = false;
      await load;
    }
    console.log(
      `rolling restart: ${sent} requests (${posted} sign-ups, ${backOffice} to the back office) through nginx while each of two instances was stopped and started in turn ` +
        `(${timings.join(", ")}): ${failures.length} failed ${JSON.stringify(failures.slice(0, 10))}`,
    );
    expect(failures).toEqual([]);
    const stored = await countRows("SELECT count(*) FROM newsletter_subscriber WHERE email LIKE 'rolling-%'");
    expect(stored).toBe(posted);
  });

  it("loses no request beyond those in flight when one instance is killed under load", async () => {
    // Eight readers, each on addresses of its own: a hundred of them in turn, so that however fast
    // this machine answers, no address passes nginx's per-client limits (20 a second) and a 429
    // is never mistaken for a lost request.
    const workers = 8;
    let sent = 0;
    let hits = 0;
    const failures: string[] = [];
    const until = Date.now() + 4_000;
    // SIGKILL: no graceful shutdown, as when a machine or container dies.
    const kill = setTimeout(() => apps[0]!.kill(), 1_500);
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = 0; Date.now() < until; i++) {
          sent += 1;
          // Half new LGA views (the origin must answer), half the home page (the cache may).
          const view = {
            q: "",
            state: "",
            sort: SORT_KEYS[worker % SORT_KEYS.length]!,
            dir: worker < 6 ? "asc" : "desc",
            size: 10,
            page: ((i >> 1) % 70) + 1,
          } as const;
          const pathname = i % 2 ? "/" : `/where-we-work/nsr-summary-by-lga${lgaViewSearch(view)}`;
          const answer = await viaProxy(pathname, { from: `127.0.${worker + 1}.${(i % 100) + 1}` }).catch((error: unknown) =>
            String(error),
          );
          if (typeof answer === "string" || answer.status !== 200)
            failures.push(typeof answer === "string" ? answer : `${answer.status} ${pathname}`);
          else if (answer.headers["x-cache-status"] === "HIT") hits += 1;
        }
      }),
    );
    clearTimeout(kill);
    expect(apps[0]!.exited).toBe(true);
    console.log(
      `scale-out: ${sent} requests through nginx, one instance killed after 1.5 s, ${failures.length} failed ${JSON.stringify(failures)}, ` +
        `cache hit ratio ${((hits / sent) * 100).toFixed(0)} %`,
    );
    expect(failures.length).toBeLessThanOrEqual(workers);
    expect((await viaProxy("/healthz")).status).toBe(200);
  });

  // Last: it stops every instance.
  it(
    "serves every stored page stale, and a form and the back office an error, once no instance answers",
    { timeout: scaled(120_000) },
    async () => {
      expect(stored.size).toBe(STORED_PAGES.length);
      await Promise.all(apps.map((app) => app.stop()));
      // Each poll from another address, so that nginx's per-client limits never answer in the cache's place.
      let reader = 0;
      const read = (pathname: string) => viaProxy(pathname, { from: `127.0.70.${(reader++ % 250) + 1}` });
      for (const [pathname, { body, cacheControl }] of stored) {
        const answer = await read(pathname);
        expect(answer.status, pathname).toBe(200);
        expect(answer.body, pathname).toBe(body);
        expect(["HIT", "STALE"]).toContain(answer.headers["x-cache-status"]);
        // Past its max-age (a page's 60 s, stored since the first tests), still given, marked stale:
        // the instances' absence, not the page's age, is what nginx answers for.
        const maxAge = Number(/(?:s-maxage|max-age)=(\d+)/.exec(cacheControl)?.[1]);
        if (maxAge <= 60) {
          await until(async () => (await read(pathname)).headers["x-cache-status"] === "STALE", 90_000, `${pathname} given stale`);
          const stale = await read(pathname);
          expect(stale.status, pathname).toBe(200);
          expect(stale.body, pathname).toBe(body);
        }
      }
      // A page nobody asked for yet has nothing to give: nginx's own error, not the forms' page.
      const never = await read("/ha/resource-hub/photo-gallery");
      expect(never.status).toBe(502);
      expect(never.body).not.toContain("969");

      // Forms: 503, the static page in every language with the 969 line, kept by no cache, and nothing stored.
      const email = `outage-${randomBytes(4).toString("hex")}@example.org`;
      const posts = [
        viaProxy("/api/subscribe", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin },
          body: JSON.stringify({ email }),
        }),
        viaProxy("/nsr/data-access-request-form", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
          body: `email=${encodeURIComponent(email)}`,
        }),
      ];
      const page = readFileSync("deploy/unavailable/forms.html", "utf8");
      for (const post of await Promise.all(posts)) {
        expect(post.status).toBe(503);
        expect(post.body).toBe(page);
        expect(post.body).toContain("call 969");
        for (const language of ["ha", "yo", "ig", "pcm"]) expect(post.body).toContain(`lang="${language}"`);
        expect(post.headers["cache-control"]).toBe("no-store");
        expect(Number(post.headers["retry-after"])).toBeGreaterThan(0);
        expect(post.headers["content-type"]).toBe("text/html; charset=utf-8");
      }
      expect(await countRows(`SELECT count(*) FROM newsletter_subscriber WHERE email = '${email}'`)).toBe(0);
      // Valid for the Nu HTML Checker, and read whole in w3m at 30 columns (240 px): the 969 line in each language.
      const dir = mkdtempSync(path.join(tmpdir(), "forms-unavailable-"));
      try {
        writeFileSync(path.join(dir, "forms.html"), (await posts[0]!).body);
        const { stdout, stderr } = await promisify(execFile)("java", [
          "-jar",
          vnuJar,
          "--errors-only",
          "--format",
          "json",
          "--exit-zero-always",
          path.join(dir, "forms.html"),
        ]);
        expect((JSON.parse(stderr || stdout) as { messages: unknown[] }).messages).toEqual([]);
        const text = execFileSync("w3m", ["-dump", "-cols", "30", "-T", "text/html", path.join(dir, "forms.html")], { encoding: "utf8" });
        expect(text.match(/\b969\b/g)).toHaveLength(5);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // The back office: never from a cache, so an error and nothing of its pages.
      const office = await viaProxy("/staff/sign-in", { name: STAFF_NAME });
      expect(office.status).toBe(502);
      expect(office.headers["x-cache-status"]).toBeUndefined();
      expect(office.body).not.toMatch(/sign in/i);
    },
  );
});

/** One request written as given, over TLS to nginx; its status, or 0 when nginx closed without answering. */
function rawTls(text: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: "127.0.0.1", port: httpsPort, servername: SITE_NAME, rejectUnauthorized: false }, () =>
      socket.write(text),
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

/** Rows keep only a keyed hash of the address, as the site stores it. */
async function limitHits(address: string): Promise<number> {
  const key = createHmac("sha256", PRODUCTION_SETTINGS.SESSION_SECRET).update(`data-access-request\n${address}`).digest("hex");
  const { rows } = await db.query<{ hits: number | null }>(
    "SELECT sum(hits)::int AS hits FROM rate_limit_window WHERE bucket = 'data-access-request' AND client_key = $1",
    [key],
  );
  return rows[0]?.hits ?? 0;
}

async function countRows(sql: string): Promise<number> {
  return Number((await db.query<{ count: string }>(sql)).rows[0]!.count);
}
