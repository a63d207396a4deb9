import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ATTEMPTS } from "~/features/mail/retry";
import { createPrismaClient, prisma } from "~/utils/db.server";
import { cloudflarePurger } from "./purgers.server";
import { startCdnPurgeSender } from "./sender.server";
import { scaled } from "../../../tests/support/time-scale";

/**
 * The purge lane on PostgreSQL, as the back office runs it (on the mail
 * sender's login), against a stand-in for Cloudflare's purge-by-tag API
 * that answers as its documentation says, and with no purger at all. The
 * tags are this test's own (cdn_purge_queue(), as the triggers call it);
 * the site's own path, with Fastly, is tests/integration/cdn.test.ts.
 */
const ZONE = "0123456789abcdef0123456789abcdef";
const TOKEN = "a-cloudflare-api-token-for-tests";
const mail = createPrismaClient(process.env.TEST_MAIL_DATABASE_URL!);

let cloudflare: Server;
let apiUrl: string;
const calls: { url: string; headers: IncomingHttpHeaders; body: string; status: number }[] = [];
let failNext = 0;

beforeAll(async () => {
  cloudflare = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const status = failNext > 0 ? 500 : 200;
      if (failNext > 0) failNext -= 1;
      calls.push({ url: request.url!, headers: request.headers, body, status });
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          status === 200
            ? { success: true, errors: [], messages: [], result: { id: ZONE } }
            : { success: false, errors: [{ code: 10000, message: "Internal error" }], messages: [], result: null },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => cloudflare.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(cloudflare.address() as AddressInfo).port}/client/v4`;
});

afterAll(async () => {
  await mail.$disconnect();
  await new Promise((resolve) => cloudflare.close(resolve));
});

/** A tag no other test queues. */
const tagOfOurOwn = () => `page:/cdn-test-${randomBytes(4).toString("hex")}`;

async function queue(...tags: string[]) {
  await prisma.$executeRaw`SELECT cdn_purge_queue(${tags}::text[])`;
}

async function rowsOf(tags: string[]) {
  return prisma.$queryRaw<{ tag: string; state: string; attempts: number }[]>`
    SELECT tag, state, attempts FROM cdn_purge_outbox WHERE tag = ANY (${tags}::text[]) ORDER BY tag`;
}

/** Runs the lane until every tag is in `state`, then stops it. */
async function drain(purger: ReturnType<typeof cloudflarePurger> | null, tags: string[], state: string) {
  const sender = startCdnPurgeSender({ outbox: mail, purger, retrySeconds: 1, delaySeconds: 0 });
  try {
    await expect
      .poll(async () => (await rowsOf(tags)).map((row) => row.state), { timeout: scaled(20_000), interval: 100 })
      .toEqual(tags.map(() => state));
  } finally {
    await sender.stop();
  }
}

describe("the purge lane", () => {
  it("asks Cloudflare to purge the tags, as its API documents, with the zone's token", async () => {
    const tags = [tagOfOurOwn(), tagOfOurOwn()].sort();
    const seen = calls.length;
    await queue(...tags, tags[0]!);
    // One pending row a tag, however often it is queued.
    expect((await rowsOf(tags)).map((row) => row.tag)).toEqual(tags);
    await drain(cloudflarePurger({ zoneId: ZONE, token: TOKEN, apiUrl }), tags, "sent");
    const ours = calls.slice(seen).filter((call) => tags.some((tag) => call.body.includes(tag)));
    expect(ours.length).toBeGreaterThan(0);
    for (const call of ours) {
      expect(call.url).toBe(`/client/v4/zones/${ZONE}/purge_cache`);
      expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(call.headers["content-type"]).toBe("application/json");
      expect(Object.keys(JSON.parse(call.body) as object)).toEqual(["tags"]);
    }
    const purged = ours.flatMap((call) => (JSON.parse(call.body) as { tags: string[] }).tags);
    expect(purged).toEqual(expect.arrayContaining(tags));
    expect(Math.max(...ours.map((call) => (JSON.parse(call.body) as { tags: string[] }).tags.length))).toBeLessThanOrEqual(30);
  });

  it("tries a purge again when Cloudflare fails, and it arrives", async () => {
    const tag = tagOfOurOwn();
    const seen = calls.length;
    await queue(tag);
    failNext = 1;
    await drain(cloudflarePurger({ zoneId: ZONE, token: TOKEN, apiUrl }), [tag], "sent");
    expect((await rowsOf([tag]))[0]!.attempts).toBe(2);
    const ours = calls.slice(seen).filter((call) => call.body.includes(tag));
    expect(ours.map((call) => call.status)).toEqual([500, 200]);
  });

  it("gives a purge up after the last attempt, and the purge lane's metrics count it", async () => {
    const tag = tagOfOurOwn();
    await queue(tag);
    // As if it had failed every time but one: the next failure is its last.
    await prisma.$executeRaw`UPDATE cdn_purge_outbox SET attempts = ${MAX_ATTEMPTS - 1} WHERE tag = ${tag}`;
    failNext = 1;
    await drain(cloudflarePurger({ zoneId: ZONE, token: TOKEN, apiUrl }), [tag], "dead");
    const [metrics] = await prisma.$queryRaw<{ dead: bigint }[]>`SELECT dead FROM outbox_lanes() WHERE lane = 'purge'`;
    expect(metrics!.dead).toBeGreaterThanOrEqual(1n);
  });

  it("with no purger (CDN_PURGER=none), sends nothing and closes each tag at once", async () => {
    const tag = tagOfOurOwn();
    const seen = calls.length;
    await queue(tag);
    await drain(null, [tag], "skipped");
    expect(calls.slice(seen).filter((call) => call.body.includes(tag))).toEqual([]);
  });

  it("is the mail sender's alone: the public site's login may neither claim nor queue", async () => {
    const app = createPrismaClient(process.env.TEST_APP_DATABASE_URL!);
    try {
      await expect(app.$queryRaw`SELECT * FROM cdn_purge_claim(1, 0)`).rejects.toThrow(/permission denied/);
      await expect(app.$executeRaw`SELECT cdn_purge_queue(ARRAY['all'])`).rejects.toThrow(/permission denied/);
      await expect(app.$queryRaw`SELECT * FROM cdn_purge_metrics()`).rejects.toThrow(/permission denied/);
    } finally {
      await app.$disconnect();
    }
  });
});
