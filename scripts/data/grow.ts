/**
 * The growth fixture: years of the office's work, made up, in set-based SQL.
 *
 * Every row goes through the tables' own constraints and triggers, as the
 * site's would (content revisions, the request audit, the search index), so a
 * grown database costs what a real one of that size costs. Everything it adds
 * is marked as synthetic where a reader or an officer would see it: articles
 * are "illustrative" and say so in their title, addresses end in
 * example.invalid, organisations are named "Growth fixture organisation".
 *
 * Sizes are totals to add, not to reach: growing twice adds twice. The other
 * collections follow the articles in proportion (one in ten articles
 * translated into each of the other languages; a vacancy and a tender for
 * every fifty articles), and the request audit follows the requests.
 */
import pg from "pg";
import { insertSyntheticGrievances } from "./grievances";

export interface GrowthSizes {
  /** English news articles. */
  articles: number;
  /** Data access requests, over ten years; most decided, a backlog open. */
  requests: number;
  /** Newsletter subscribers, confirmed, unsubscribed or recently pending. */
  subscribers: number;
  /** Rows of page_view_daily (one per day, page, device and Save-Data). */
  pageViews: number;
  /** Grievances over ten years, with their history (data/grievances.ts); most resolved, the newest open. None if not given. */
  grievances?: number;
  /**
   * Payment windows, one an LGA a monthly cycle (774 a cycle), from two cycles ahead back over the
   * years, each changed once while live (decision 0108). None if not given.
   */
  paymentWindows?: number;
  /** Payment alert subscriptions by SMS, one a number, spread over the 774 LGAs, nine in ten confirmed (decision 0108). None if not given. */
  paymentAlertSubscriptions?: number;
}

export interface GrowthCounts extends GrowthSizes {
  translations: number;
  vacancies: number;
  tenders: number;
  auditRows: number;
  grievanceEvents: number;
}

/** The seed's own size, and the multiples the growth benchmark measures (issue 47). */
export const GROWTH_STEPS: Record<"10x" | "100x", GrowthSizes> = {
  // Payments at 10×: two years (24 cycles), so an LGA has more past cycles than its page lists.
  "10x": {
    articles: 10_000,
    requests: 10_000,
    subscribers: 100_000,
    pageViews: 1_000_000,
    grievances: 10_000,
    paymentWindows: 18_576,
    paymentAlertSubscriptions: 100_000,
  },
  // Payments: 774 LGAs × 12 cycles × 10 years.
  "100x": {
    articles: 100_000,
    requests: 100_000,
    subscribers: 1_000_000,
    pageViews: 10_000_000,
    grievances: 100_000,
    paymentWindows: 92_880,
    paymentAlertSubscriptions: 1_000_000,
  },
};

/** Ten years back from today: the site's data after a decade of use. */
const YEARS = 10;
/** Rows per statement: big enough for set-based speed, small enough that one statement's triggers fit in memory. */
const BATCH = 20_000;

/** Words of the office's own vocabulary, so a search for a common word finds many articles, as it would. */
const TOPICS = [
  "National Social Register",
  "household enumeration",
  "cash transfer payments",
  "state operations coordinating unit",
  "community-based targeting",
  "grievance redress",
  "shock-responsive social protection",
  "rapid response register",
  "data sharing with partners",
  "capacity building for enumerators",
];

const SECTORS = ["Government (federal)", "Government (state)", "Development partner", "Research and academia", "Non-governmental organisation", "Private sector"];
const STATES = ["Kano", "Lagos", "Borno", "Oyo", "Kaduna", "Rivers", "Bauchi", "Enugu", "Sokoto", "Federal Capital Territory", "all states"];

function batches(total: number, size = BATCH): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  for (let from = 1; from <= total; from += size) out.push({ from, to: Math.min(total, from + size - 1) });
  return out;
}

/** A number that names this run's rows apart from an earlier run's, so growing twice adds twice. */
async function runTag(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ tag: string }>(`SELECT to_char(clock_timestamp(), 'YYMMDDHH24MISSMS') AS tag`);
  return rows[0]!.tag;
}

async function growArticles(client: pg.Client, tag: string, count: number): Promise<{ translations: number; vacancies: number; tenders: number }> {
  const topics = `ARRAY[${TOPICS.map((topic) => pg.escapeLiteral(topic)).join(", ")}]`;
  for (const { from, to } of batches(count)) {
    // About 2.5 KB of Markdown each, like the office's articles: a lead, three paragraphs, a list.
    await client.query(
      `INSERT INTO news_article (id, slug, title, published_on, excerpt, body, provenance, status, publish_at)
       SELECT 'growth-' || $1 || '-' || i, 'growth-fixture-' || $1 || '-' || i,
              'Growth fixture article ' || i || ': ' || t.topic || ' (illustrative)',
              d.day, 'An illustrative article made by the growth fixture about ' || t.topic || '.',
              '## ' || initcap(t.topic) || E'\\n\\n' ||
              repeat('This illustrative paragraph about ' || t.topic || ' stands in for the office''s own words, ' ||
                     'written so that the search, the lists and the feeds have the bulk of years of news to read. ' ||
                     'It mentions households, states, payments, partners and the register. ', 3) || E'\\n\\n' ||
              repeat('A second illustrative paragraph, numbered ' || i || ', repeats the vocabulary of ' ||
                     t.topic || ' without stating any fact. ', 6) || E'\\n\\n' ||
              E'- one illustrative point\\n- another illustrative point\\n- a third illustrative point\\n',
              'illustrative', 'published', (d.day + time '09:00') AT TIME ZONE 'Africa/Lagos'
       FROM generate_series($2::integer, $3::integer) AS i,
            LATERAL (SELECT (${topics})[1 + i % ${TOPICS.length}] AS topic) t,
            LATERAL (SELECT (current_date - 1 - ((i::bigint * 7919) % ($4 * 365))::integer)::date AS day) d`,
      [tag, from, to, YEARS],
    );
  }
  // The planner must know the revisions just written: each translation looks up its original's newest
  // revision (content_translation_follows), and with the table's old statistics it walked the whole
  // revision history backwards for each one, which at 100k articles took longer than an hour.
  await client.query(`ANALYZE news_article, content_revision`);
  // One article in ten is translated into each of the other four languages.
  const translated = await client.query(
    `INSERT INTO news_article (id, slug, title, published_on, excerpt, body, provenance, status, publish_at, locale, translation_of)
     SELECT n.id || '-' || l.code, n.slug || '-' || l.code, n.title || ' [' || l.name || ']', n.published_on, n.excerpt, n.body,
            'illustrative', 'published', n.publish_at, l.code, n.id
     FROM news_article n CROSS JOIN content_locale l
     WHERE n.id LIKE 'growth-' || $1 || '-%' AND n.locale = 'en' AND l.code <> 'en'
       AND (split_part(n.id, '-', 3))::integer % 10 = 0`,
    [tag],
  );
  const vacancies = await client.query(
    `INSERT INTO vacancy (id, slug, title, location, summary, body, closes_on, provenance, status, publish_at)
     SELECT 'growth-' || $1 || '-' || i, 'growth-fixture-vacancy-' || $1 || '-' || i,
            'Growth fixture vacancy ' || i || ' (illustrative)', 'Abuja',
            'An illustrative vacancy made by the growth fixture.', 'An illustrative description of a role; not a real vacancy.',
            d.day + 30, 'illustrative', 'published', (d.day + time '09:00') AT TIME ZONE 'Africa/Lagos'
     FROM generate_series(1, $2::integer) AS i,
          -- Each advertised for a month; the newest still open.
          LATERAL (SELECT (current_date - 1 - ((i::bigint * 7919) % ($3 * 365))::integer)::date AS day) d`,
    [tag, Math.floor(count / 50), YEARS],
  );
  const tenders = await client.query(
    `INSERT INTO tender (id, title, published_on, closes_on, summary, file_url, provenance, status, publish_at)
     SELECT 'growth-' || $1 || '-' || i, 'Growth fixture tender notice ' || i || ' (illustrative)', d.day, d.day + 30,
            'An illustrative tender notice made by the growth fixture.', '/documents/growth-fixture-tender.pdf',
            'illustrative', 'published', (d.day + time '09:00') AT TIME ZONE 'Africa/Lagos'
     FROM generate_series(1, $2::integer) AS i,
          LATERAL (SELECT (current_date - 1 - ((i::bigint * 104729) % ($3 * 365))::integer)::date AS day) d`,
    [tag, Math.floor(count / 50), YEARS],
  );
  return { translations: translated.rowCount ?? 0, vacancies: vacancies.rowCount ?? 0, tenders: tenders.rowCount ?? 0 };
}

/**
 * Requests over ten years, growing year on year; all but the last few weeks'
 * decided, the decided ones older than two years with their details erased
 * (as retention does), and each decision in the audit log as the workflow
 * writes it.
 */
async function growRequests(client: pg.Client, count: number): Promise<number> {
  const sectors = `ARRAY[${SECTORS.map((sector) => pg.escapeLiteral(sector)).join(", ")}]`;
  const states = `ARRAY[${STATES.map((state) => pg.escapeLiteral(state)).join(", ")}]`;
  let auditRows = 0;
  for (const { from, to } of batches(count)) {
    // The square root spreads arrivals so that recent years hold more: request i of n arrives at age (1 - sqrt(i/n)) × ten years.
    const { rows } = await client.query<{ audit: string }>(
      `WITH made AS (
         INSERT INTO data_access_request (
           reference, organization_name, office_address, email_address, sector, wants_households, wants_individuals, wants_location,
           location_state, household_criteria, requester_name, designation, request_date, channel, entered_by, created_at,
           status, assignee, decision_note, decided_at, personal_data_erased_at, purpose, locale)
         SELECT 'DAR-' || to_char(a.at AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || lpad(nextval('data_access_request_number_seq')::text, 6, '0'),
                CASE WHEN e.erased THEN NULL ELSE 'Growth fixture organisation ' || i END,
                CASE WHEN e.erased THEN NULL ELSE 'Illustrative address ' || i || ', Abuja' END,
                CASE WHEN e.erased THEN NULL ELSE 'requester-' || i || '@example.invalid' END,
                (${sectors})[1 + i % ${SECTORS.length}], true, i % 3 = 0, i % 2 = 0,
                CASE WHEN i % 2 = 0 THEN (${states})[1 + i % ${STATES.length}] END,
                ARRAY['Household size'],
                CASE WHEN e.erased THEN NULL ELSE 'Illustrative Requester ' || i END,
                CASE WHEN e.erased THEN NULL ELSE 'Research officer' END,
                (a.at AT TIME ZONE 'Africa/Lagos')::date,
                s.channel, CASE WHEN s.channel IN ('paper', 'e-mail') THEN 'growth_fixture' END,
                a.at, s.status,
                CASE WHEN s.status <> 'received' OR i % 4 = 0 THEN 'growth_fixture' END,
                CASE WHEN e.erased THEN NULL WHEN s.status IN ('approved', 'declined', 'needs_information') THEN 'Illustrative note for request ' || i END,
                CASE WHEN s.status IN ('approved', 'declined', 'withdrawn') THEN a.at + make_interval(days => 3 + i % 25) END,
                CASE WHEN e.erased THEN a.at + make_interval(days => 730) END,
                CASE WHEN e.erased THEN NULL ELSE 'Illustrative purpose: research on ' || (${sectors})[1 + i % ${SECTORS.length}] END,
                'en'
         FROM generate_series($1::integer, $2::integer) AS i,
              LATERAL (SELECT now() - make_interval(secs => (1 - sqrt(i::double precision / $3)) * $4 * 365 * 86400 + 3600) AS at) a,
              LATERAL (SELECT CASE
                         -- The open backlog: the last eight weeks, and one in fifty older ones left undecided.
                         WHEN a.at > now() - interval '8 weeks' OR i % 50 = 0
                           THEN (ARRAY['received', 'under_review', 'needs_information'])[1 + i % 3]
                         ELSE (ARRAY['approved', 'approved', 'declined', 'withdrawn'])[1 + i % 4] END AS status,
                       (ARRAY['web form', 'web form', 'web form', 'api', 'paper', 'e-mail'])[1 + i % 6] AS channel) s,
              LATERAL (SELECT s.status IN ('approved', 'declined', 'withdrawn') AND a.at < now() - interval '3 years' AS erased) e
         RETURNING reference, status, assignee, decision_note, created_at, decided_at)
       , audited AS (
         INSERT INTO audit_log (at, actor, action, subject, before, after)
         SELECT m.created_at + interval '1 day', 'growth_fixture', 'status change', m.reference,
                jsonb_build_object('status', 'received', 'assignee', NULL, 'decision_note', NULL),
                jsonb_build_object('status', 'under_review', 'assignee', m.assignee, 'decision_note', NULL)
         FROM made m WHERE m.status <> 'received'
         UNION ALL
         SELECT m.decided_at, 'growth_fixture', 'status change', m.reference,
                jsonb_build_object('status', 'under_review', 'assignee', m.assignee, 'decision_note', NULL),
                jsonb_build_object('status', m.status, 'assignee', m.assignee, 'decision_note', m.decision_note)
         FROM made m WHERE m.decided_at IS NOT NULL
         RETURNING 1)
       SELECT count(*) AS audit FROM audited`,
      [from, to, count, YEARS],
    );
    auditRows += Number(rows[0]!.audit);
  }
  return auditRows;
}

/** Subscribers over ten years: seven in ten confirmed, two unsubscribed, one pending from the last fortnight. */
async function growSubscribers(client: pg.Client, tag: string, count: number): Promise<void> {
  for (const { from, to } of batches(count)) {
    await client.query(
      `INSERT INTO newsletter_subscriber (email, source_page, created_at, status, confirmed_at, unsubscribed_at, confirmation_sent_at)
       SELECT 'subscriber-' || $1 || '-' || i || '@example.invalid',
              CASE WHEN s.status = 'unsubscribed' THEN '-' ELSE (ARRAY['/', '/resource-hub/news', '/api/subscribe'])[1 + i % 3] END,
              s.at, s.status,
              CASE WHEN s.status <> 'pending' THEN s.at + interval '10 minutes' END,
              CASE WHEN s.status = 'unsubscribed' THEN s.at + make_interval(days => 30 + i % 700) END,
              s.at
       FROM generate_series($2::integer, $3::integer) AS i,
            LATERAL (SELECT CASE WHEN i % 10 = 0 THEN now() - make_interval(secs => (i % 14) * 86400 + 60)
                                 ELSE now() - make_interval(secs => (1 - sqrt(i::double precision / $4)) * $5 * 365 * 86400 + 86400) END AS at,
                            CASE WHEN i % 10 = 0 THEN 'pending' WHEN i % 10 IN (3, 7) THEN 'unsubscribed' ELSE 'confirmed' END AS status) s`,
      [tag, from, to, count, YEARS],
    );
  }
  // An unsubscription the fixture dated in the future is moved to now: no row says something happened that has not.
  await client.query(`UPDATE newsletter_subscriber SET unsubscribed_at = now() WHERE email LIKE 'subscriber-' || $1 || '-%' AND unsubscribed_at > now()`, [tag]);
}

/**
 * Page-view rows: each day has 4,000 rows (500 pages, four kinds of device,
 * with and without Save-Data), so a million rows reach back 250 days and ten
 * million about seven years. They go on the days before the oldest already
 * counted (or before today), so they never meet a row already there and are
 * plain inserts.
 */
async function growPageViews(client: pg.Client, count: number): Promise<void> {
  const PAGES = 500;
  const { rows } = await client.query<{ first: string }>(
    `SELECT least(min(day), (now() AT TIME ZONE 'Africa/Lagos')::date) - 1 AS first FROM page_view_daily`,
  );
  const newest = rows[0]!.first;
  for (const { from, to } of batches(count, 250_000)) {
    await client.query(
      `INSERT INTO page_view_daily (day, path, device, save_data, country, views, views_without_javascript)
       SELECT $3::date - (k / ${PAGES * 8})::integer,
              CASE WHEN (k / 8) % ${PAGES} < 8 THEN (ARRAY['/', '/who-we-are/about-us', '/resource-hub/news', '/where-we-work/nsr-summary-by-lga',
                                                             '/nsr/data-access-request-form', '/resource-hub/faqs', '/get-involved/careers', '/contact'])[1 + (k / 8) % ${PAGES}]
                   ELSE '/news/growth-fixture-page-' || (k / 8) % ${PAGES} END,
              (ARRAY['feature phone', 'smartphone', 'tablet', 'desktop'])[1 + k % 4], (k / 4) % 2 = 1, '',
              1 + (k * 31) % 200, (k * 7) % 20
       FROM generate_series($1::bigint - 1, $2::bigint - 1) AS k`,
      [from, to, newest],
    );
  }
}

/** Grievances over the ten years, in batches; returns the events added with them. */
async function growGrievances(client: pg.Client, count: number): Promise<number> {
  const to = new Date();
  const from = new Date(to);
  from.setUTCFullYear(from.getUTCFullYear() - YEARS);
  let events = 0;
  for (let done = 0; done < count; done += BATCH) {
    events += (await insertSyntheticGrievances(client, { count: Math.min(BATCH, count - done), from, to })).events;
  }
  return events;
}

/**
 * Payment windows: the k-th is the (k mod 774)-th LGA of register_lga in the month k / 774 cycles
 * before the one two months ahead, open from the month's 7th to its 18th, paid into banks and
 * wallets, illustrative, published; then each is changed once (its closing day moved to the
 * 19th), so every window has a change as the page shows it. Ids carry the run's tag.
 */
async function growPaymentWindows(client: pg.Client, tag: string, count: number): Promise<void> {
  for (const { from, to } of batches(count)) {
    await client.query(
      `WITH lga AS (SELECT state, name, row_number() OVER (ORDER BY state, position) - 1 AS n, count(*) OVER () AS lgas FROM register_lga),
            k AS (SELECT k FROM generate_series($1::bigint - 1, $2::bigint - 1) AS k),
            cycle AS (SELECT k, (date_trunc('month', now() AT TIME ZONE 'Africa/Lagos') + interval '2 months'
                                 - make_interval(months => (k / (SELECT max(lgas) FROM lga))::integer))::date AS month FROM k)
       INSERT INTO payment_window (id, cycle_year, cycle_number, state, lgas, opens_on, closes_on, by_bank, by_wallet, source_name,
                                   checked_on, provenance, status, publish_at)
       SELECT 'growth-' || $3 || '-' || c.k, extract(year FROM c.month)::integer, extract(month FROM c.month)::integer, l.state,
              ARRAY[l.name], c.month + 6, c.month + 17, true, true, 'NCTO', c.month, 'illustrative', 'published',
              least(c.month - interval '30 days', now() - interval '1 day')
       FROM cycle c JOIN lga l ON l.n = c.k % l.lgas`,
      [from, to, tag],
    );
  }
  // Live since before each change, so each change is kept as a reader's page shows it.
  await client.query(`UPDATE payment_window SET closes_on = closes_on + 1 WHERE id LIKE 'growth-' || $1 || '-%'`, [tag]);
}

/**
 * Payment progress for each grown window whose cycle has opened: its LGA's households due
 * (500 to 1,499) and paid (a tenth to all of them, by k), as at the window's fourth day or
 * now, whichever is earlier; then every cycle's state and national totals as publishing writes
 * them. A second run finds the rows there and keeps them.
 */
async function growPaymentProgress(client: pg.Client, tag: string): Promise<void> {
  await client.query(
    `WITH grown AS (SELECT w.*, split_part(w.id, '-', 3)::bigint AS k FROM payment_window w
                    WHERE w.id LIKE 'growth-' || $1 || '-%' AND w.opens_on <= (now() AT TIME ZONE 'Africa/Lagos')::date)
     INSERT INTO payment_progress (cycle_year, cycle_number, state, lga, households_due, households_paid, as_at, source_name)
     SELECT cycle_year, cycle_number, state, lgas[1], 500 + k % 1000, ((500 + k % 1000) * (1 + k % 10)) / 10,
            least((opens_on + 3)::timestamp AT TIME ZONE 'Africa/Lagos', now()), 'NCTO'
     FROM grown
     ON CONFLICT DO NOTHING`,
    [tag],
  );
  await client.query(`DELETE FROM payment_progress_total`);
  await client.query(
    `INSERT INTO payment_progress_total (cycle_year, cycle_number, state, lgas, households_due, households_paid, as_at)
     SELECT cycle_year, cycle_number, state, count(*), sum(households_due), sum(households_paid), max(as_at)
     FROM payment_progress GROUP BY GROUPING SETS ((cycle_year, cycle_number, state), (cycle_year, cycle_number))`,
  );
}

/**
 * Payment alert subscriptions: the i-th is a number of its own (+2342 and nine digits, after
 * every number an earlier run made), or one in ten an e-mail address of its own with its links'
 * secret (decision 0109), for the (i mod 774)-th LGA, by the web, SMS or USSD in turn, in one of
 * the five languages; nine in ten confirmed, the tenth pending with a day left. None is ever
 * texted or mailed: the grown windows are illustrative, so they make no news.
 */
async function growPaymentAlertSubscriptions(client: pg.Client, count: number): Promise<void> {
  const { rows } = await client.query<{ first: string }>(`SELECT coalesce(max(id), 0) AS first FROM payment_alert_subscription`);
  const first = Number(rows[0]!.first);
  for (const { from, to } of batches(count)) {
    await client.query(
      `WITH lga AS (SELECT state, name, row_number() OVER (ORDER BY state, position) - 1 AS n, count(*) OVER () AS lgas FROM register_lga),
            number AS (SELECT i, CASE WHEN i % 10 = 5 THEN 'email' ELSE 'sms' END AS channel,
                              CASE WHEN i % 10 = 5 THEN 'reader' || lpad(($3::bigint + i)::text, 9, '0') || '@example.org'
                                   ELSE '+2342' || lpad(($3::bigint + i)::text, 9, '0') END AS recipient
                       FROM generate_series($1::bigint, $2::bigint) AS i)
       INSERT INTO payment_alert_subscription (channel, recipient, recipient_sha256, link_token, state, lga, locale, via, created_at,
                                               confirm_by, confirmed_at)
       SELECT n.channel, n.recipient, sha256(convert_to(n.recipient, 'UTF8')),
              CASE WHEN n.channel = 'email' THEN rtrim(translate(encode(sha256(convert_to(n.recipient || ' link', 'UTF8')), 'base64'), '+/', '-_'), '=') END,
              l.state, l.name, (ARRAY['en', 'ha', 'yo', 'ig', 'pcm'])[1 + n.i % 5],
              CASE WHEN n.channel = 'email' THEN 'web' ELSE (ARRAY['web', 'sms', 'ussd'])[1 + n.i % 3] END,
              now() - make_interval(days => (n.i % 700)::integer),
              now() + interval '1 day', CASE WHEN n.i % 10 <> 0 THEN now() - make_interval(days => (n.i % 700)::integer) END
       FROM number n JOIN lga l ON l.n = n.i % l.lgas`,
      [from, to, first],
    );
  }
}

/**
 * Adds `sizes` of synthetic rows to a migrated and seeded database, as its
 * owner. Each collection is one transaction, so a failure leaves the others.
 */
export async function growData(ownerDatabaseUrl: string, sizes: GrowthSizes, log: (line: string) => void = () => undefined): Promise<GrowthCounts> {
  const client = new pg.Client({ connectionString: ownerDatabaseUrl });
  await client.connect();
  try {
    await client.query(`SET statement_timeout = 0`);
    const tag = await runTag(client);
    const inTransaction = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      await client.query("BEGIN");
      // The actor the content and audit triggers record.
      await client.query(`SELECT set_config('nassco.actor', 'growth_fixture', true)`);
      try {
        const result = await work();
        await client.query("COMMIT");
        log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    };
    const others = sizes.articles > 0 ? await inTransaction(`${sizes.articles} articles`, () => growArticles(client, tag, sizes.articles)) : { translations: 0, vacancies: 0, tenders: 0 };
    const auditRows = sizes.requests > 0 ? await inTransaction(`${sizes.requests} requests`, () => growRequests(client, sizes.requests)) : 0;
    if (sizes.subscribers > 0) await inTransaction(`${sizes.subscribers} subscribers`, () => growSubscribers(client, tag, sizes.subscribers));
    if (sizes.pageViews > 0) await inTransaction(`${sizes.pageViews} page-view rows`, () => growPageViews(client, sizes.pageViews));
    const grievances = sizes.grievances ?? 0;
    const grievanceEvents = grievances > 0 ? await inTransaction(`${grievances} grievances`, () => growGrievances(client, grievances)) : 0;
    const windows = sizes.paymentWindows ?? 0;
    if (windows > 0) await inTransaction(`${windows} payment windows`, () => growPaymentWindows(client, tag, windows));
    if (windows > 0) await inTransaction(`payment progress of those windows`, () => growPaymentProgress(client, tag));
    const alerts = sizes.paymentAlertSubscriptions ?? 0;
    if (alerts > 0) await inTransaction(`${alerts} payment alert subscriptions`, () => growPaymentAlertSubscriptions(client, alerts));
    // The planner's statistics, as autovacuum would have them after years.
    await client.query(`ANALYZE`);
    return { ...sizes, ...others, auditRows, grievanceEvents };
  } finally {
    await client.end();
  }
}
