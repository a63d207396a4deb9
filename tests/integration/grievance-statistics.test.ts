import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FigureRow, GrievanceFigures } from "../../app/features/grievance-statistics/figures";
import { LOCALES, localePath } from "../../app/i18n/locales";
import { messages } from "../../app/i18n/messages.server";
import { startTestSite, type TestSite } from "./support/site";
import { scaled } from "../support/time-scale";

/**
 * The published grievance figures (decision 0068): the page and its CSV show
 * what the database counted, withhold what could point at a person, and the
 * site's own login gets figures, never a case.
 */
let site: TestSite;

/** Cases in a state, as an officer would have entered them: arrived 60 days ago, some resolved. */
async function addCases(
  db: pg.ClientBase,
  state: string,
  count: number,
  resolvedAfterDays: number | null = null,
  category = "payment-not-received",
) {
  await db.query(
    `INSERT INTO grievance (category, description, state, channel, entered_by, created_at, status, resolution, resolved_at)
     SELECT $1, 'A test case', $2, 'phone', 'test', now() - interval '60 days',
            CASE WHEN $4::integer IS NULL THEN 'received' ELSE 'resolved' END,
            CASE WHEN $4::integer IS NULL THEN NULL ELSE 'explained' END,
            CASE WHEN $4::integer IS NULL THEN NULL ELSE now() - interval '60 days' + make_interval(days => $4::integer) END
     FROM generate_series(1, $3::integer)`,
    [category, state, count, resolvedAfterDays],
  );
}

const row = (rows: FigureRow[], key: string) => rows.find((r) => r.key === key);

beforeAll(async () => {
  site = await startTestSite();
  const db = await site.db.connect();
  try {
    // Lagos 3 and Kebbi 2 are withheld; together they are 5, so no other state need be.
    await addCases(db, "Lagos", 3);
    await addCases(db, "Kebbi", 2);
    await addCases(db, "Kano", 5, 2);
    await addCases(db, "Oyo", 10, 40);
  } finally {
    db.release();
  }
}, scaled(120_000));

afterAll(async () => {
  await site?.close();
});

describe("the statistics page and its CSV", () => {
  it("shows the counts, and fewer than 5 for a state with 3 cases", async () => {
    const response = await fetch(site.app.baseUrl + "/grievances/statistics");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const html = await response.text();
    const tableRow = (name: string) => new RegExp(`<th scope="row">${name}</th>(.*?)</tr>`).exec(html)?.[1] ?? "";
    expect(tableRow("All")).toContain(">20<");
    expect(tableRow("Kano")).toContain(">5<");
    expect(tableRow("Oyo")).toContain(">10<");
    expect(tableRow("Lagos")).toContain("fewer than 5");
    expect(tableRow("Lagos")).not.toMatch(/>3</);
    expect(tableRow("Kebbi")).toContain("fewer than 5");
    // Drawn: Kano and Oyo; the withheld named beside the chart.
    expect(html).toMatch(/Not drawn \(fewer than 5, or not shown\): [^<]*Kebbi[^<]*Lagos/);
    expect(html).toContain("<svg");
    expect(html).toContain('href="/grievances/statistics.csv"');
  });

  it("gives the same figures as CSV, a withheld one empty with its reason", async () => {
    const response = await fetch(site.app.baseUrl + "/grievances/statistics.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("link")).toContain("/grievances/statistics.csv-metadata.json");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "dimension,key,received,received_note,resolved,resolved_note,share_resolved_within_21_working_days,share_note,median_working_days_to_resolution,median_note",
    );
    expect(lines[1]).toMatch(/^total,,20,,15,,/);
    // None of Lagos's three is resolved: a 0 names nobody, and is shown.
    expect(lines).toContain("state,Lagos,,fewer than 5,0,,,fewer than 5,,fewer than 5");
    expect(lines.find((line) => line.startsWith("state,Kano,"))).toMatch(/^state,Kano,5,,5,,1,,\d,$/);
    const metadata = (await (await fetch(site.app.baseUrl + "/grievances/statistics.csv-metadata.json")).json()) as {
      tableSchema: { columns: { name: string }[] };
    };
    expect(metadata.tableSchema.columns.map((column) => column.name)).toEqual(lines[0]!.split(","));
  });

  it("renders in every language, with the words of that language", async () => {
    for (const locale of LOCALES) {
      const response = await fetch(site.app.baseUrl + localePath(locale, "/grievances/statistics"));
      expect(response.status, locale).toBe(200);
      const html = await response.text();
      expect(html, locale).toContain(`lang="${locale}"`);
      expect(html, locale).toContain(messages[locale].grievanceStatistics.fewerThan5);
      expect(html, locale).toContain(messages[locale].grievanceStatistics.aboutHeading.replace(/'/g, "&#x27;"));
    }
  });
});

describe("the site's login", () => {
  it("cannot read a grievance's row, but can call the figures", async () => {
    const app = new pg.Client({ connectionString: site.appDatabaseUrl });
    await app.connect();
    try {
      await expect(app.query("SELECT description, state FROM grievance")).rejects.toThrow(/permission denied/);
      await expect(app.query("SELECT count(*) FROM grievance_event")).rejects.toThrow(/permission denied/);
      const figures: GrievanceFigures = (await app.query("SELECT grievance_statistics() AS f")).rows[0].f;
      expect(figures.total.received).toBe(20);
      expect(row(figures.by_state, "Lagos")).toMatchObject({ received: null, received_flag: "fewer-than-5" });
    } finally {
      await app.end();
    }
  });
});

/** The rules, each on cases of its own, in a transaction that is rolled back so the site's cases stay. */
async function figuresOf(setUp: (db: pg.ClientBase) => Promise<void>): Promise<GrievanceFigures> {
  const db = await site.db.connect();
  try {
    await db.query("BEGIN");
    await db.query("DELETE FROM grievance");
    await setUp(db);
    return (await db.query("SELECT grievance_statistics() AS f")).rows[0].f;
  } finally {
    await db.query("ROLLBACK");
    db.release();
  }
}

/** A case that arrived at a Lagos time and was resolved at another (or not). */
async function addAt(db: pg.ClientBase, state: string, arrived: string, resolved: string | null = null) {
  await db.query(
    `INSERT INTO grievance (category, description, state, channel, created_at, status, resolution, resolved_at)
     VALUES ('other', 'A test case', $1, 'web', ($2::timestamp AT TIME ZONE 'Africa/Lagos'),
             CASE WHEN $3::text IS NULL THEN 'received' ELSE 'resolved' END, CASE WHEN $3::text IS NULL THEN NULL ELSE 'paid' END,
             ($3::timestamp AT TIME ZONE 'Africa/Lagos'))`,
    [state, arrived, resolved],
  );
}

describe("grievance_statistics()", () => {
  it("withholds a count from 1 to 4, and the smallest other count of its line when the total would give it away", async () => {
    const one = await figuresOf(async (db) => {
      await addCases(db, "Lagos", 3);
      await addCases(db, "Kano", 6);
      await addCases(db, "Oyo", 9);
    });
    expect(row(one.by_state, "Lagos")).toMatchObject({ received: null, received_flag: "fewer-than-5" });
    expect(row(one.by_state, "Kano")).toMatchObject({ received: null, received_flag: "withheld" });
    expect(row(one.by_state, "Oyo")).toMatchObject({ received: 9, received_flag: null });
    expect(one.total.received).toBe(18);

    // Two small counts that add up to fewer than 5 together would still be known as a pair.
    const pair = await figuresOf(async (db) => {
      await addCases(db, "Lagos", 1);
      await addCases(db, "Kebbi", 2);
      await addCases(db, "Kano", 7);
      await addCases(db, "Oyo", 8);
    });
    expect(pair.by_state.map((r) => r.received_flag)).toEqual(["withheld", "fewer-than-5", "fewer-than-5", null]);

    // Two that add up to 5 or more protect each other; a count of 5 is shown.
    const enough = await figuresOf(async (db) => {
      await addCases(db, "Lagos", 3);
      await addCases(db, "Kebbi", 2);
      await addCases(db, "Kano", 5);
    });
    expect(enough.by_state.map((r) => [r.key, r.received])).toEqual([
      ["Kano", 5],
      ["Kebbi", null],
      ["Lagos", null],
    ]);
  });

  it("gives the median of the working days to resolution, weekends and holidays left out", async () => {
    const figures = await figuresOf(async (db) => {
      // Monday 2 February 2026; resolved 1, 2, 3, 4 and 10 working days later (over a weekend).
      for (const resolved of ["2026-02-03 09:00", "2026-02-04 09:00", "2026-02-05 09:00", "2026-02-06 09:00", "2026-02-16 09:00"])
        await addAt(db, "Kano", "2026-02-02 10:00", resolved);
    });
    expect(figures.total.median_working_days).toBe(3);
    const six = await figuresOf(async (db) => {
      for (const resolved of [
        "2026-02-03 09:00",
        "2026-02-04 09:00",
        "2026-02-05 09:00",
        "2026-02-06 09:00",
        "2026-02-09 09:00",
        "2026-02-10 09:00",
      ])
        await addAt(db, "Kano", "2026-02-02 10:00", resolved);
    });
    expect(six.total.median_working_days).toBe(3.5);
    // New Year's Day is not a working day: Wednesday 31 December 2025 to Friday 2 January 2026 is one.
    const holiday = await figuresOf(async (db) => {
      for (let i = 0; i < 5; i++) await addAt(db, "Kano", "2025-12-31 10:00", "2026-01-02 10:00");
    });
    expect(holiday.total.median_working_days).toBe(1);
  });

  it("counts the share resolved within 21 working days among the cases whose 21 days have passed", async () => {
    const figures = await figuresOf(async (db) => {
      // 2 February 2026 + 21 working days is 3 March 2026.
      for (let i = 0; i < 7; i++) await addAt(db, "Kano", "2026-02-02 10:00", "2026-03-03 16:00");
      await addAt(db, "Kano", "2026-02-02 10:00", "2026-03-04 09:00");
      await addAt(db, "Kano", "2026-02-02 10:00", "2026-04-20 09:00");
      await addAt(db, "Kano", "2026-02-02 10:00");
      // Arrived today: not due yet, so not counted, resolved or not.
      await db.query(
        `INSERT INTO grievance (category, description, state, channel, status, resolution, resolved_at)
         SELECT 'other', 'A test case', 'Oyo', 'web', 'resolved', 'paid', now() FROM generate_series(1, 5)`,
      );
      await db.query(
        `INSERT INTO grievance (category, description, state, channel) SELECT 'other', 'A test case', 'Oyo', 'web' FROM generate_series(1, 5)`,
      );
    });
    const kano = row(figures.by_state, "Kano")!;
    expect(kano.share_in_time).toBe(0.7);
    expect(row(figures.by_state, "Oyo")).toMatchObject({ share_in_time: null, share_flag: "fewer-than-5" });
    expect(figures.total.share_in_time).toBe(0.7);
  });

  it("puts a case in the month it arrived in Lagos, not in UTC", async () => {
    const figures = await figuresOf(async (db) => {
      // 23:30 on 31 January in UTC is 00:30 on 1 February in Lagos.
      await db.query(
        `INSERT INTO grievance (category, description, state, channel, created_at)
         SELECT 'other', 'A test case', 'Kano', 'web', '2026-01-31T23:30:00Z' FROM generate_series(1, 5)`,
      );
    });
    expect(figures.first_day).toBe("2026-02-01");
    expect(figures.by_month[0]).toMatchObject({ key: "2026-02", received: 5 });
    // Every month from then to this one is listed, those with no case as 0.
    expect(figures.by_month.length).toBeGreaterThan(1);
    expect(figures.by_month[1]).toMatchObject({ received: 0, received_flag: null });
  });
});
