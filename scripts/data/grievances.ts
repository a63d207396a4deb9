/**
 * Made-up grievances, in set-based SQL, for a demonstration of the published
 * figures (npm run grievances:synthetic) and for the growth fixture
 * (data/grow.ts). Every case says what it is where an officer sees it: its
 * description starts "SYNTHETIC —", its officer is "synthetic", and it has
 * no contact details. Cases go through the table's own constraints and its
 * trigger (the promised date), as the site's would.
 *
 * The shape is the office's kind of work, not its figures: more cases each
 * month than the last, most by the 969 line and the website, payments the
 * most common complaint, resolution times spread around two to three weeks
 * with a long tail (some past the 21 working days, a few escalated), and the
 * newest cases still open.
 */
import type pg from "pg";
import { states } from "../../app/content/states";

/** The description every synthetic case starts with. */
export const SYNTHETIC_MARK = "SYNTHETIC —";

/** Weighted lists: each value as often as its weight. */
const CATEGORIES: [string, number][] = [
  ["payment-not-received", 38],
  ["wrong-amount", 14],
  ["enrolment", 20],
  ["personal-details", 12],
  ["conduct", 6],
  ["fraud", 5],
  ["other", 5],
];
const CHANNELS: [string, number][] = [
  ["phone", 40],
  ["web", 30],
  ["walk-in", 14],
  ["paper", 8],
  ["email", 5],
  ["sms", 3],
];
const RESOLUTIONS: [string, number][] = [
  ["paid", 30],
  ["corrected", 20],
  ["enrolled", 10],
  ["explained", 25],
  ["referred", 8],
  ["action-taken", 5],
  ["not-reached", 2],
];

const expand = (list: [string, number][]) => list.flatMap(([value, weight]) => Array<string>(weight).fill(value));

/**
 * The states in a fixed order that is not the alphabet's, so the busiest made-up states are not
 * Abia and Adamawa: the order says nothing of a real state's caseload.
 */
const BUSIER_FIRST = states
  .map((state) => state.registerName)
  .sort((a, b) => [...b].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 97 - [...a].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) % 97);

export interface SyntheticGrievances {
  /** How many cases to add. */
  count: number;
  /** They arrive between these two moments, more of them towards the end. */
  from: Date;
  to: Date;
}

/** Adds the cases with their history (assigned, a public reply, escalation, resolution); returns how many cases and events. */
export async function insertSyntheticGrievances(db: pg.ClientBase, { count, from, to }: SyntheticGrievances) {
  const result = await db.query<{ cases: string; events: string }>(
    `WITH drawn AS (
         SELECT i, random() AS r_time, random() AS r_category, random() AS r_channel, random() AS r_state,
                random() AS r_resolution, random() AS r_open, greatest(random(), 1e-9) AS r_normal_a, random() AS r_normal_b,
                random() AS r_fix
         FROM generate_series(1, $1::integer) AS i
     ),
     shaped AS (
         SELECT i,
                -- The square root puts more arrivals towards the end: the caseload grows month by month.
                $2::timestamptz + ($3::timestamptz - $2::timestamptz) * sqrt(r_time) AS created_at,
                ($4::text[])[1 + floor(r_category * cardinality($4::text[]))::integer] AS category,
                ($5::text[])[1 + floor(r_channel * cardinality($5::text[]))::integer] AS channel,
                -- Some states far busier than others, as populous states are.
                ($6::text[])[1 + floor(power(r_state, 1.6) * cardinality($6::text[]))::integer] AS state,
                ($7::text[])[1 + floor(r_resolution * cardinality($7::text[]))::integer] AS resolution,
                -- Working days to a resolution: log-normal around 13, so most within 21 and a tail beyond.
                greatest(1, round(exp(ln(13) + 0.55 * sqrt(-2 * ln(r_normal_a)) * cos(2 * pi() * r_normal_b))))::integer AS working_days,
                r_open < 0.03 AS stays_open,
                -- "Was it fixed?" (decision 0110): of the resolved, 2 in 5 answered yes; 1 in 20 was
                -- reopened by a "no" a week before its last resolution, half of those answered again.
                CASE WHEN r_fix < 0.425 THEN 'yes' END AS fix_answer,
                r_fix >= 0.4 AND r_fix < 0.45 AS was_reopened
         FROM drawn
     ),
     timed AS (
         SELECT s.*,
                -- Calendar time for those working days: seven days for five, and the hours of the day it was done.
                s.created_at + make_interval(days => (s.working_days * 7) / 5) + make_interval(hours => 2 + (s.i % 7)) AS resolves_at
         FROM shaped s
     ),
     added AS (
         INSERT INTO grievance (reference, category, description, state, channel, locale, created_at, status, level, escalated_at,
                                resolution, resolved_at, updated_at, entered_by, fraud_alerted_at, fix_answer, fix_answered_at,
                                fix_answered_by, reopened_at, reopen_count, reopen_expected_on)
         SELECT 'GRV-' || to_char(t.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY') || '-' || grievance_number_text(nextval('grievance_number_seq')),
                t.category,
                '${SYNTHETIC_MARK} a made-up case for demonstration and testing, not a real report.',
                t.state, t.channel, 'en', t.created_at,
                CASE WHEN resolved THEN 'resolved' WHEN t.stays_open AND t.i % 2 = 0 THEN 'waiting' ELSE 'in-progress' END,
                -- A reopened case went to the national office.
                CASE WHEN escalated OR reopened THEN 'national' ELSE 'state' END,
                CASE WHEN escalated THEN t.created_at + interval '14 days' WHEN reopened THEN t.resolves_at - interval '7 days' END,
                CASE WHEN resolved THEN t.resolution END,
                CASE WHEN resolved THEN t.resolves_at END,
                CASE WHEN resolved THEN t.resolves_at ELSE t.created_at END,
                CASE WHEN t.channel IN ('phone', 'paper', 'walk-in', 'email') THEN 'synthetic' END,
                -- Made-up fraud reports never alert the office (grievance_fraud_alerts_take).
                CASE WHEN t.category = 'fraud' THEN t.created_at END,
                CASE WHEN answered THEN t.fix_answer END,
                CASE WHEN answered THEN t.resolves_at + interval '3 days' END,
                CASE WHEN answered THEN 'web' END,
                CASE WHEN reopened THEN t.resolves_at - interval '7 days' END,
                CASE WHEN reopened THEN 1 ELSE 0 END,
                CASE WHEN reopened THEN working_day_after(t.resolves_at - interval '7 days', 10) END
         FROM timed t
         CROSS JOIN LATERAL (SELECT NOT t.stays_open AND t.resolves_at < now() AS resolved,
                                    t.working_days > 18 AND t.created_at + interval '14 days' < least(t.resolves_at, now()) AS escalated) AS o
         -- Only what has happened by now: an answer three days after the resolution, a reopening of a case resolved since.
         CROSS JOIN LATERAL (SELECT o.resolved AND t.fix_answer IS NOT NULL AND t.resolves_at + interval '3 days' < now() AS answered,
                                    o.resolved AND t.was_reopened AND t.resolves_at - interval '7 days' > t.created_at AS reopened) AS f
         RETURNING id, created_at, status, escalated_at, resolved_at
     ),
     events AS (
         INSERT INTO grievance_event (grievance, kind, body, written_by, written_at)
         SELECT a.id, e.kind, e.body, 'synthetic', e.at
         FROM added a
         CROSS JOIN LATERAL (VALUES
             ('assigned', NULL, a.created_at + interval '3 hours'),
             ('escalated', NULL, a.escalated_at),
             ('reply', '${SYNTHETIC_MARK} a made-up reply to a made-up case.', coalesce(a.resolved_at, a.created_at + interval '2 days')),
             ('status', 'resolved', a.resolved_at)
         ) AS e(kind, body, at)
         WHERE e.at IS NOT NULL AND e.at <= now()
         RETURNING 1
     )
     SELECT (SELECT count(*) FROM added) AS cases, (SELECT count(*) FROM events) AS events`,
    [count, from, to, expand(CATEGORIES), expand(CHANNELS), BUSIER_FIRST, expand(RESOLUTIONS)],
  );
  return { cases: Number(result.rows[0]!.cases), events: Number(result.rows[0]!.events) };
}
