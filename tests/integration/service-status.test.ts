import pg from "pg";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChannelsSimulator, type ChannelsSimulator } from "../../scripts/channels-simulator";
import { freePort } from "../../server/app-process";
import type { Channel } from "../../app/features/service-status/channels";
import { NOTICES_ON_PAGE } from "../../app/features/service-status/status";
import { messages } from "../../app/i18n/messages.server";
import { LOCALES, localePath, type Locale } from "../../app/i18n/locales";
import { paths } from "../../app/site/paths";
import { getCompressed } from "./support/page-bytes";
import { word } from "./support/content";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The status page (decision 0113) from the production build, sending texts through the simulator
 * of Africa's Talking (scripts/channels-simulator.ts): SMS from the office shows as not working
 * while the simulator is gone and a text fails, and as working again once it is back and the text
 * has gone; the office's notices show under their channel, then among the earlier ones; the days
 * recorded show as each channel's 90 days and as items of the feed. Pages are not kept in memory
 * here (PAGE_CACHE_SECONDS=0), so each answer is worked out afresh.
 */
const API_KEY = "status-page-test-api-key";

let site: TestSite;
let sim: ChannelsSimulator | null;
let simPort: number;

/** The simulator on its one port, as the site's settings name it; started again after it was stopped. */
const startSimulator = () => startChannelsSimulator({ siteUrl: site.app.baseUrl, port: simPort, apiKey: API_KEY, deliveryReports: false });

beforeAll(async () => {
  simPort = await freePort();
  site = await startTestSite({
    SMS_TRANSPORT: "africastalking",
    AFRICASTALKING_USERNAME: "sandbox",
    AFRICASTALKING_API_KEY: API_KEY,
    AFRICASTALKING_SENDER_ID: "NASSCO",
    AFRICASTALKING_SMS_URL: `http://127.0.0.1:${simPort}/version1/messaging`,
    // A failed text is tried again within seconds, so the lane drains soon after the simulator is back.
    SMS_RETRY_SECONDS: "1",
    PAGE_CACHE_SECONDS: "0",
  });
  sim = await startSimulator();
}, scaled(120_000));

afterAll(async () => {
  await sim?.close();
  await site?.close();
});

const page = async (locale: Locale = "en") => {
  const response = await fetch(site.app.baseUrl + localePath(locale, paths.status));
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** A channel's state as its heading says it, in the page's words. */
function stateOf(html: string, channel: Channel): string | undefined {
  return new RegExp(`<h2 id="channel-${channel}">[^<]*<span class="[^"]*">([^<]+)</span></h2>`).exec(html)?.[1];
}

/** What is under a channel's heading, to the next: its notices and its 90 days. */
function sectionOf(html: string, channel: Channel): string {
  const start = html.indexOf(`<h2 id="channel-${channel}">`);
  return html.slice(start, html.indexOf("<h2", start + 1));
}

const words = (locale: Locale = "en") => messages[locale].serviceStatus;

/** A report with a phone and consent, from the web form: its receipt is a text the sender must send. */
async function reportWithPhone(): Promise<string> {
  const description = `No payment since July ${word()}`;
  const sent = await site.postForm(
    "/grievances/new",
    Object.entries({ description, category: "payment-not-received", state: "Kano", phone: "0803 123 4567", mayContact: "on" }),
  );
  expect(sent.status).toBe(303);
  return description;
}

const receiptState = async (description: string) =>
  (
    await site.db.query<{ state: string; failed: boolean }>(
      `SELECT o.state, o.last_error IS NOT NULL AS failed FROM sms_outbox o JOIN grievance g ON g.id = o.grievance
        WHERE g.description = $1 AND o.kind = 'grievance receipt'`,
      [description],
    )
  ).rows[0];

describe("the status page", () => {
  it.each(LOCALES)("lists every channel with its state in %s, in a minute's cache, under 10 KB as sent", async (locale) => {
    const { status, headers, body } = await page(locale);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60");
    expect(body).toContain(`<h1`);
    expect(body).toContain(words(locale).title);
    for (const channel of ["website", "form", "ussd", "sms-in", "sms-out", "email", "phone"] as const) {
      expect(stateOf(body, channel), channel).toBeDefined();
    }
    expect(stateOf(body, "phone")).toBe(words(locale).stateWorking);
    expect(body).toContain(`href="${paths.statusFeed}"`);
    const sent = await getCompressed(site.app.baseUrl, localePath(locale, paths.status));
    expect(sent.headers["content-encoding"]).toBeDefined();
    expect(sent.bytes).toBeLessThan(10 * 1024);
  });

  it("shows SMS from the office not working while its lane fails, and working once the text has gone", async () => {
    await until(async () => stateOf((await page()).body, "sms-out") === words().stateWorking, 20_000, "SMS from the office working");
    await sim!.close();
    sim = null;
    const description = await reportWithPhone();
    await until(async () => (await receiptState(description))?.failed === true, 20_000, "the receipt's send failed");
    await until(async () => stateOf((await page()).body, "sms-out") === words().stateDown, 20_000, "SMS from the office not working");
    // In every language, and the other channels are not blamed for it.
    const hausa = (await page("ha")).body;
    expect(stateOf(hausa, "sms-out")).toBe(words("ha").stateDown);
    expect(stateOf(hausa, "website")).toBe(words("ha").stateWorking);
    expect(stateOf(hausa, "email")).toBe(words("ha").stateWorking);

    sim = await startSimulator();
    await sim.waitForSms((sms) => sms.to === "+2348031234567", scaled(60_000));
    await until(async () => (await receiptState(description))?.state === "sent", 20_000, "the receipt sent");
    await until(async () => stateOf((await page()).body, "sms-out") === words().stateWorking, 20_000, "SMS from the office working again");
  });

  it("shows the office's notice under its channel while it holds, in the message's own language, then among the earlier ones", async () => {
    const message = `The 969 line is closed for repairs ${word()}`;
    const id = `phone-${word()}`;
    await site.db.query(
      `INSERT INTO service_notice (id, channel, state, starts_at, message, provenance, status, publish_at)
       VALUES ($1, 'phone', 'down', now() - interval '1 hour', $2, 'confirmed', 'published', now() - interval '1 hour')`,
      [id, message],
    );
    await until(async () => stateOf((await page()).body, "phone") === words().stateDown, 10_000, "the 969 line not working");
    const english = (await page()).body;
    expect(sectionOf(english, "phone")).toContain(message);
    expect(sectionOf(english, "phone")).toContain(`${words().stateDown}</strong>`);
    const yoruba = (await page("yo")).body;
    expect(stateOf(yoruba, "phone")).toBe(words("yo").stateDown);
    // Not translated by the office: English, and marked so.
    expect(sectionOf(yoruba, "phone")).toContain(`<span lang="en">${message}</span>`);

    await site.db.query("UPDATE service_notice SET ends_at = now() - interval '1 minute' WHERE id = $1", [id]);
    await until(async () => stateOf((await page()).body, "phone") === words().stateWorking, 10_000, "the 969 line working again");
    const after = (await page()).body;
    expect(sectionOf(after, "phone")).not.toContain(message);
    const earlier = after.slice(after.indexOf('id="earlier-notices"'));
    expect(earlier).toContain(message);
    expect(earlier).toContain(`${words().channelPhone}: ${words().stateDown}`);
  });

  it("gives each channel its 90 days from the days recorded, the worst of a day kept, none older than 90", async () => {
    const app = new pg.Client({ connectionString: site.appDatabaseUrl });
    await app.connect();
    try {
      // An old day goes at the next record; as the site's own login, which may only call the function.
      await site.db.query("INSERT INTO service_status_day (channel, day, state) VALUES ('email', current_date - 120, 'down')");
      await app.query("SELECT service_status_record(ARRAY['email', 'ussd'], ARRAY['down', 'slow'])");
      await app.query("SELECT service_status_record(ARRAY['email', 'ussd'], ARRAY['slow', 'working'])");
      await expect(app.query("DELETE FROM service_status_day")).rejects.toThrow(/permission denied/);
    } finally {
      await app.end();
    }
    expect(await site.count("SELECT count(*) FROM service_status_day WHERE day < current_date - 90")).toBe(0);
    const { rows } = await site.db.query<{ channel: string; state: string }>(
      "SELECT channel, state FROM service_status_day WHERE channel IN ('email', 'ussd') ORDER BY channel",
    );
    expect(rows).toEqual([
      { channel: "email", state: "down" },
      { channel: "ussd", state: "slow" },
    ]);
    const body = (await page()).body;
    expect(sectionOf(body, "email")).toContain(words().daysDown.replace("{count}", "1"));
    expect(sectionOf(body, "ussd")).toContain(words().daysSlow.replace("{count}", "1"));
    expect(sectionOf(body, "website")).toContain(words().noProblems);
  });

  it("publishes its notices and recorded incidents as well-formed RSS 2.0, for a minute, in the language asked", async () => {
    const response = await fetch(`${site.app.baseUrl}${paths.statusFeed}?lang=pcm`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml) as {
      rss: { "@_version": string; channel: { language: string; item: { title: string; guid: { "#text": string } }[] } };
    };
    expect(feed.rss["@_version"]).toBe("2.0");
    expect(feed.rss.channel.language).toBe("pcm-ng");
    const titles = feed.rss.channel.item.map((item) => item.title);
    // The ended notice of the 969 line and the day recorded for e-mail, in Pidgin.
    expect(titles).toContain(`${words("pcm").channelPhone}: ${words("pcm").stateDown}`);
    expect(titles).toContain(`${words("pcm").channelEmail}: ${words("pcm").stateDown}`);
    const guids = feed.rss.channel.item.map((item) => item.guid["#text"]);
    expect(new Set(guids).size).toBe(guids.length);
  });

  it.each(LOCALES)("stays under 10 KB in %s with as many notices as it shows, each message at its longest", async (locale) => {
    for (const channel of ["ussd", "sms-in", "email", "website"]) {
      // Words no compressor has seen: the worst a message can weigh.
      const message = Array.from({ length: 30 }, () => word())
        .join(" ")
        .slice(0, 160);
      await site.db.query(
        `INSERT INTO service_notice (id, channel, state, starts_at, message, provenance, status)
         VALUES ($1, $2, 'slow', now() - interval '1 minute', $3, 'confirmed', 'published') ON CONFLICT DO NOTHING`,
        [`${channel}-longest`, channel, message],
      );
    }
    const shown = (await page(locale)).body;
    // Two shown, the others left to the feed; every channel with one is slow all the same.
    expect(shown.match(/<span(?: lang="en")?>zq/g)).toHaveLength(NOTICES_ON_PAGE);
    for (const channel of ["ussd", "sms-in", "email", "website"] as const)
      expect(stateOf(shown, channel), channel).toBe(words(locale).stateSlow);
    const sent = await getCompressed(site.app.baseUrl, localePath(locale, paths.status));
    expect(sent.bytes).toBeLessThan(10 * 1024);
  });
});
