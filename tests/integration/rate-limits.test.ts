import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_SETTINGS, startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The forms' limits with their production defaults: generous per client
 * address (many honest readers share one carrier NAT address), tight per
 * e-mail address (each post may mail it), IPv6 per /64, and only stored posts
 * count.
 */
let site: TestSite;
const from = (address: string) => ({ "X-Forwarded-For": address });
const request = (organizationName: string, emailAddress = "data@example.org") => ({
  organizationName,
  officeAddress: "Plot 5, Central Business District, Abuja",
  emailAddress,
  sector: "Research",
});

beforeAll(async () => {
  site = await startTestSite();
}, scaled(90_000));
afterAll(async () => site?.close());

/**
 * The limits count in fixed windows aligned to the clock (rate-limit.server.ts): a run that
 * straddled a window's end would start counting afresh half way. Begins a test in a window with
 * room for it: when less than `room` seconds of this one are left, waits for the next.
 */
async function inOneWindow(windowSeconds: number, room = 120) {
  const left = () => windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left() >= room) return;
  await until(() => left() > windowSeconds - room, (room + 10) * 1000, "the next rate-limit window");
}

describe("per client address", () => {
  it("lets 100 readers behind one NAT address subscribe, and stops the 201st post", { timeout: scaled(240_000) }, async () => {
    await inOneWindow(600); // RATE_LIMIT_SUBSCRIBE's default, 200/600
    const nat = from("102.89.10.20");
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await site.postJson("/api/subscribe", { email: `reader${i}@example.ng` }, nat)).status);
    expect(statuses).toEqual(Array(100).fill(200));
    for (let i = 100; i < 200; i++) await site.postJson("/api/subscribe", { email: `reader${i}@example.ng` }, nat);
    const refused = await site.postJson("/api/subscribe", { email: "reader200@example.ng" }, nat);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await site.count("SELECT count(*) FROM newsletter_subscriber WHERE email LIKE 'reader%@example.ng'")).toBe(200);
  });

  it("counts IPv6 clients per /64, so a new address in the same /64 gains nothing", { timeout: scaled(240_000) }, async () => {
    await inOneWindow(3600); // RATE_LIMIT_DATA_ACCESS_REQUEST's default, 100/3600
    const statuses: number[] = [];
    for (let i = 1; i <= 100; i++) {
      statuses.push(
        (
          await site.postJson(
            "/api/data-access-request",
            request(`Six ${i}`, `six${i}@example.org`),
            from(`2c0f:f5c0:440:1a2::${i.toString(16)}`),
          )
        ).status,
      );
    }
    expect(statuses).toEqual(Array(100).fill(201));
    const sameNet = await site.postJson(
      "/api/data-access-request",
      request("Six 101", "six101@example.org"),
      from("2c0f:f5c0:440:1a2:ffff:ffff:ffff:ffff"),
    );
    expect(sameNet.status).toBe(429);
    const otherNet = await site.postJson(
      "/api/data-access-request",
      request("Six 102", "six102@example.org"),
      from("2c0f:f5c0:440:1a3::1"),
    );
    expect(otherNet.status).toBe(201);
  });
});

describe("per identity", () => {
  it("takes at most three subscriptions of one e-mail address a day, answering every post alike", async () => {
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await site.postJson("/api/subscribe", { email: "one.person@example.ng" }, from(`102.89.20.${i + 1}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const { rows } = await site.db.query("SELECT hits FROM rate_limit_window WHERE bucket = 'subscribe-email'");
    // The over-limit posts were not stored, so they were not counted either.
    expect(rows.map((row) => row.hits)).toContain(3);
  });

  it("takes three requests a day to one e-mail address, whatever the organisation or client address, and says when to retry", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await site.postJson("/api/data-access-request", request(`Kano Research Trust ${i}`), from(`102.89.30.${i + 1}`))).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await site.count("SELECT count(*) FROM data_access_request WHERE email_address = 'data@example.org'")).toBe(3);
    const otherMailbox = await site.postJson(
      "/api/data-access-request",
      request("Kano Research Trust", "other@example.org"),
      from("102.89.30.9"),
    );
    expect(otherMailbox.status).toBe(201);

    const form = await site.postForm("/nsr/data-access-request-form", Object.entries({ ...request("Kano Research Trust"), date: "" }), {
      ...from("102.89.30.10"),
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "nassco.example",
    });
    expect(form.status).toBe(429);
    expect(Number(form.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await form.text()).toMatch(/Please wait \d+ (minutes?|hours) and try again/);
  });
});

describe("what counts", () => {
  it("does not count a post the database failed to store", async () => {
    await site.db.query(`
      CREATE FUNCTION refuse_failing_org() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.organization_name = 'Failing Ltd' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_failing_org BEFORE INSERT ON data_access_request FOR EACH ROW EXECUTE FUNCTION refuse_failing_org();`);
    try {
      for (let i = 0; i < 5; i++) {
        expect(
          (await site.postJson("/api/data-access-request", request("Failing Ltd", "failing@example.org"), from("102.89.40.1"))).status,
        ).toBe(503);
      }
    } finally {
      await site.db.query("DROP TRIGGER refuse_failing_org ON data_access_request; DROP FUNCTION refuse_failing_org()");
    }
    expect(
      (await site.postJson("/api/data-access-request", request("Failing Ltd", "failing@example.org"), from("102.89.40.1"))).status,
    ).toBe(201);
    const hits = async (bucket: string, subject: string) => {
      const key = createHmac("sha256", PRODUCTION_SETTINGS.SESSION_SECRET).update(`${bucket}\n${subject}`).digest("hex");
      return (
        await site.db.query("SELECT sum(hits)::int AS hits FROM rate_limit_window WHERE bucket = $1 AND client_key = $2", [bucket, key])
      ).rows[0].hits;
    };
    expect(await hits("data-access-request", "102.89.40.1")).toBe(1);
    expect(await hits("data-access-request-email", "failing@example.org")).toBe(1);
  });
});
