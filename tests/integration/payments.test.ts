import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../../app/features/payments/sentences";
import { PAST_SHOWN } from "../../app/features/payments/windows.server";
import { LOCALES, localePath, type Locale } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { lagosToday } from "../../app/utils/lagos-time";
import { text, word } from "./support/content";
import { startTestSite, type TestSite } from "./support/site";
import { until } from "./support/until";
import { scaled } from "../support/time-scale";

/**
 * The payment pages as readers get them from the production build (decision
 * 0108): an answer for every LGA in every language, one address a place
 * (others redirected, unknown ones 404), in the first round trip, in the
 * sitemap, tagged for the CDN, with their calendar files; drafts unseen.
 */
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
}, scaled(120_000));

afterAll(() => site?.close());

const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const html = (value: string) => value.replaceAll("'", "&#x27;");

const inDays = (days: number) => {
  const day = new Date(`${lagosToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** A window of Jigawa's, published unless said, for LGAs no other test names. */
async function windowFor(lgas: string[], opensIn: number, closesIn: number, status = "published"): Promise<string> {
  const id = `test-${word()}`;
  await site.db.query(
    `INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, by_wallet, source_name, checked_on,
                                 provenance, status)
     VALUES ($1, 2026, 7, 'Jigawa', $2, $3, $4, true, true, 'NCTO', $5, 'illustrative', $6)`,
    [id, lgas, inDays(opensIn), inDays(closesIn), lagosToday(), status],
  );
  return id;
}

const windowOf = (opensIn: number, closesIn: number) => ({
  id: "",
  cycleYear: 2026,
  cycleNumber: 7,
  state: "Jigawa",
  lgas: [],
  opensOn: inDays(opensIn),
  closesOn: inDays(closesIn),
  amountNaira: null,
  byBank: true,
  byWallet: true,
  atPayPoints: false,
  payPoints: [],
  pauseReason: null,
  sourceName: "NCTO" as const,
  checkedOn: lagosToday(),
});

/** The bytes a browser that accepts gzip receives for a page: what the budget counts. */
function gzipBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(site.app.baseUrl + path, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

describe("an LGA's payment page", () => {
  it.each(LOCALES)("answers in %s that no payment is announced where none is", async (locale: Locale) => {
    const { status, body } = await text(site.app, localePath(locale, "/payments/jigawa/kiyawa"));
    expect(status).toBe(200);
    const words = messages[locale].payments;
    expect(mainOf(body)).toContain(html(answerOf("Kiyawa", null, lagosToday(), words, locale)));
    expect(mainOf(body)).toContain(html(messages[locale].isThisReal.neverCharges));
  });

  it("shows a published window with its dates, how it pays, its label and its changes, and never a draft", async () => {
    await windowFor(["Kazaure"], 5, 9, "draft");
    const path = "/payments/jigawa/kazaure";
    expect(mainOf((await text(site.app, path)).body)).toContain("No payment announced for Kazaure yet.");
    const id = await windowFor(["Kazaure", "Roni"], 5, 9);
    const announced = answerOf("Kazaure", windowOf(5, 9), lagosToday(), messages.en.payments, "en");
    await until(async () => mainOf((await text(site.app, path)).body).includes(announced), 10_000, "the published window shown");
    let main = mainOf((await text(site.app, path)).body);
    expect(main).toContain("How: into bank accounts, into mobile wallets.");
    expect(main).toContain("Illustrative: to be replaced by the office&#x27;s own payment window.");
    // Not yet open: nothing to report yet.
    expect(main).not.toContain("Report a payment not received");

    await site.db.query("UPDATE payment_window SET opens_on = $2, closes_on = $3 WHERE id = $1", [id, inDays(-1), inDays(4)]);
    const open = answerOf("Kazaure", windowOf(-1, 4), lagosToday(), messages.en.payments, "en");
    await until(async () => mainOf((await text(site.app, path)).body).includes(open), 10_000, "the changed window shown");
    main = mainOf((await text(site.app, path)).body);
    expect(main).toContain("It was: ");
    expect(main).toContain(`href="/grievances/new?category=payment-not-received&amp;state=Jigawa&amp;lga=Kazaure"`);
    // The other LGA of the window shows it too; the state's page lists both.
    expect(mainOf((await text(site.app, "/payments/jigawa/roni")).body)).toContain(
      answerOf("Roni", windowOf(-1, 4), lagosToday(), messages.en.payments, "en"),
    );
    const state = mainOf((await text(site.app, "/payments/jigawa")).body);
    expect(state).toContain('href="/payments/jigawa/kazaure"');
    expect(state).toMatch(/Kazaure<\/a>: [^<]+\(Open\)/);
    const national = mainOf((await text(site.app, "/payments")).body);
    expect(national).toContain('href="/payments/jigawa"');
  });

  it("has one address: another spelling is redirected there, in its language, and an unknown place is not found", async () => {
    for (const [asked, canonical] of [
      ["/payments/Jigawa/KAZAURE", "/payments/jigawa/kazaure"],
      ["/ha/payments/jigawa/birnin_kudu", "/ha/payments/jigawa/birnin-kudu"],
      ["/payments/Jigawa", "/payments/jigawa"],
      ["/payments/federal-capital-territory", "/payments/fct"],
    ]) {
      const response = await fetch(site.app.baseUrl + asked, { redirect: "manual" });
      expect(response.status, asked).toBe(301);
      expect(new URL(response.headers.get("location")!, site.app.baseUrl).pathname, asked).toBe(canonical);
    }
    for (const path of ["/payments/atlantis", "/payments/jigawa/dala", "/payments/kano/calendar.ics/x", "/ha/payments/kano/nowhere"]) {
      expect((await text(site.app, path)).status, path).toBe(404);
    }
  });

  it("lists its past windows a page at a time, the latest first, each page linked from the one before", async () => {
    // Thirteen closed windows of Gumel, a month apart: one more than a page holds.
    for (let month = 1; month <= PAST_SHOWN + 1; month++) await windowFor(["Gumel"], -30 * month - 5, -30 * month);
    const pastOf = (body: string) => {
      const section = body.slice(body.indexOf('id="payments-past"'));
      return section.slice(0, section.indexOf("</section>"));
    };
    const first = pastOf((await text(site.app, "/payments/jigawa/gumel")).body);
    expect(first.match(/<li>/g)).toHaveLength(PAST_SHOWN);
    const older = /href="(\/payments\/jigawa\/gumel\?older=[^"#]+)#payments-past">Earlier payments in Gumel/.exec(first);
    expect(older).not.toBeNull();
    expect(first).not.toContain("The latest payments in Gumel");
    const second = pastOf((await text(site.app, older![1]!.replaceAll("&amp;", "&"))).body);
    expect(second.match(/<li>/g)).toHaveLength(1);
    expect(second).toContain('href="/payments/jigawa/gumel#payments-past">The latest payments in Gumel');
    expect(second).not.toContain("Earlier payments in Gumel");
    expect((await text(site.app, "/payments/jigawa/gumel?older=yesterday")).status).toBe(404);
  });

  it.each(["/payments", "/payments/kano", "/payments/kano/dala", "/ha/payments/kano/dala"])(
    "%s weighs under 14 KB compressed, its inline styles included",
    async (path) => {
      expect(await gzipBytes(path)).toBeLessThan(14 * 1024);
    },
  );

  it("is tagged for the CDN with the windows' collection, so a publish purges it", async () => {
    const response = await fetch(`${site.app.baseUrl}/payments/kano/dala`);
    const tags = (response.headers.get("Cache-Tag") ?? "").split(",");
    expect(tags).toContain("collection:payment_window");
    expect(tags).toContain("page:/payments/kano/dala");
  });
});

describe("the payment calendars", () => {
  it("serve a state's and an LGA's windows as iCalendar, in the language asked for", async () => {
    await windowFor(["Ringim"], 12, 14);
    await until(
      async () => (await text(site.app, "/payments/jigawa/ringim/calendar.ics")).body.includes("BEGIN:VEVENT"),
      10_000,
      "the event",
    );
    const response = await fetch(`${site.app.baseUrl}/payments/jigawa/ringim/calendar.ics?lang=ha`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const body = (await response.text()).replace(/\r\n /g, "");
    expect(body).toContain(`DTSTART;VALUE=DATE:${inDays(12).replaceAll("-", "")}`);
    expect(body).toContain("URL;VALUE=URI:");
    expect(body).toContain(messages.ha.isThisReal.neverCharges.slice(0, 20));
    const state = await (await fetch(`${site.app.baseUrl}/payments/jigawa/calendar.ics`)).text();
    expect(state).toContain("Ringim");
    // A parameter it does not read is dropped, as on every page: one copy a file.
    const noisy = await fetch(`${site.app.baseUrl}/payments/jigawa/calendar.ics?utm_source=x`, { redirect: "manual" });
    expect(noisy.status).toBe(301);
  });
});

describe("the payment feeds", () => {
  it("carry the country's, a state's and an LGA's newest windows as RSS, a moved window as a new item", async () => {
    const id = await windowFor(["Hadejia"], 20, 24);
    const feed = async (path: string) => {
      const response = await fetch(site.app.baseUrl + path);
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      return response.text();
    };
    await until(async () => (await feed("/payments/jigawa/hadejia/rss.xml")).includes(`#${id}/`), 10_000, "the window in the LGA's feed");
    const lga = await feed("/payments/jigawa/hadejia/rss.xml?lang=ha");
    expect(lga).toContain("<language>ha-ng</language>");
    expect(lga).toMatch(/<link>[^<]*\/ha\/payments\/jigawa\/hadejia<\/link>/);
    expect(await feed("/payments/jigawa/rss.xml")).toContain(`#${id}/`);
    expect(await feed("/payments/rss.xml")).toContain("<item>");
    const before = (lga.match(new RegExp(`#${id}/[^<]*`)) ?? [""])[0];
    await site.db.query("UPDATE payment_window SET closes_on = closes_on + 1 WHERE id = $1", [id]);
    await until(
      async () => !(await feed("/payments/jigawa/hadejia/rss.xml?lang=ha")).includes(before),
      10_000,
      "the moved window as a new item",
    );
  });
});

describe("links to the payment pages", () => {
  it("are in the footer of every page, the register's table, the state offices and the sitemap", async () => {
    const footer = (await text(site.app, "/contact")).body;
    expect(footer.slice(footer.indexOf("<footer"))).toContain('href="/payments"');
    const table = (await text(site.app, "/where-we-work/nsr-summary-by-lga?q=dala")).body;
    expect(mainOf(table)).toContain('href="/payments/kano/dala"');
    const offices = (await text(site.app, "/where-we-work/our-state-offices")).body;
    expect(mainOf(offices)).toContain('href="/payments/kano"');
    // The payment files alone, one at a time: the whole sitemap at once is the crawler's affair.
    const index = (await text(site.app, "/sitemap.xml")).body;
    const files = [...index.matchAll(/<loc>https?:\/\/[^/<]+(\/sitemaps\/payments-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(0);
    let sitemap = "";
    for (const file of files) sitemap += (await text(site.app, file)).body;
    for (const path of [
      "/payments<",
      "/payments/progress<",
      "/payments/kano<",
      "/payments/kano/dala<",
      "/ha/payments/fct/municipal-area-council<",
    ])
      expect(sitemap).toContain(path);
  });

  it("fill in the grievance form's category, state and LGA from the payment page's link", async () => {
    const { body } = await text(site.app, "/grievances/new?category=payment-not-received&state=Jigawa&lga=Kazaure");
    expect(body).toMatch(/<option value="Jigawa" selected="">/);
    expect(body).toMatch(/name="lga"[^>]*value="Kazaure"|value="Kazaure"[^>]*name="lga"/);
    expect(body).toMatch(/value="payment-not-received"[^>]*checked|checked[^>]*value="payment-not-received"/);
  });
});
