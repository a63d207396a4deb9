-- Statistics that cost what the page shows (issue 47). The staff statistics page counted
-- every request, every subscriber (twice per month for a year) and every page-view row
-- of the last 30 days on each visit: 13 s and 23 s at 100k requests and 1M subscribers.
-- Now the counts are kept as they change, by statement-level triggers, in tallies the
-- page sums: a few hundred rows whatever the tables' size (docs/decisions/0049).

-- ---------------------------------------------------------------------------
-- One count of requests by status. The queue's migration (20261224090000) kept its own
-- tally of it for the tabs; the statistics' tally below holds the same fact, so the tabs
-- read that one (staff_request_counts, at the end) and the queue's goes.

DROP TRIGGER data_access_request_tally_insert ON data_access_request;
DROP TRIGGER data_access_request_tally_update ON data_access_request;
DROP TRIGGER data_access_request_tally_delete ON data_access_request;
DROP FUNCTION data_access_request_tally_change();
DROP TABLE data_access_request_tally;

-- ---------------------------------------------------------------------------
-- Requests and subscribers: one tally per fact and key, striped over slots.

CREATE TABLE statistic_tally (
    fact text     NOT NULL CHECK (fact IN ('request status', 'request channel', 'request sector', 'request state', 'request month',
                                           'decision days', 'subscriber status', 'subscriber confirmed', 'subscriber unsubscribed')),
    key  text     NOT NULL,
    slot integer  NOT NULL CHECK (slot BETWEEN 0 AND 7),
    n    bigint   NOT NULL,
    PRIMARY KEY (fact, key, slot)
);
COMMENT ON TABLE statistic_tally IS 'How many requests and newsletter subscribers have each value of each fact the statistics page shows, kept by the triggers on data_access_request and newsletter_subscriber (statistic_tally_keep). A count is the sum over its slots: each statement adds to the slot of its backend, so concurrent sign-ups seldom wait on one another''s row.';
COMMENT ON COLUMN statistic_tally.fact IS 'What is counted: request status, channel, sector, state or month received (Lagos, YYYY-MM); decision days (working days from receipt to approval or refusal); subscriber status, or the month (Lagos) addresses were confirmed or unsubscribed.';
COMMENT ON COLUMN statistic_tally.key IS 'The value counted, as the statistics page shows it (a sector or state as initcap(btrim()) makes it; a number of days as text).';
COMMENT ON COLUMN statistic_tally.slot IS 'The stripe: pg_backend_pid() % 8 of the statement that last added to it. Only the sum over slots means anything.';
COMMENT ON COLUMN statistic_tally.n IS 'This slot''s share of the count; it may be negative, the sum never is.';

-- One definition of what each row counts towards: the triggers, the backfill and
-- the holidays' recount all use these.
CREATE FUNCTION statistic_facts(r data_access_request) RETURNS TABLE (fact text, key text)
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT f.fact, f.key FROM (VALUES
        ('request status', r.status),
        ('request channel', r.channel),
        ('request sector', initcap(btrim(r.sector))),
        -- The states a request names, as written ("Kano", "all states"); kept after erasure, as statistics.
        ('request state', coalesce(initcap(btrim(r.location_state)), 'Not named')),
        ('request month', to_char(r.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')),
        ('decision days', CASE WHEN r.status IN ('approved', 'declined') THEN working_days_between(r.created_at, r.decided_at)::text END)
    ) AS f(fact, key)
    WHERE f.key IS NOT NULL;
$$;
COMMENT ON FUNCTION statistic_facts(data_access_request) IS 'The tallies one request counts towards (statistic_tally).';

CREATE FUNCTION statistic_facts(r newsletter_subscriber) RETURNS TABLE (fact text, key text)
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT f.fact, f.key FROM (VALUES
        ('subscriber status', r.status),
        ('subscriber confirmed', to_char(r.confirmed_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')),
        ('subscriber unsubscribed', to_char(r.unsubscribed_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM'))
    ) AS f(fact, key)
    WHERE f.key IS NOT NULL;
$$;
COMMENT ON FUNCTION statistic_facts(newsletter_subscriber) IS 'The tallies one newsletter subscriber counts towards (statistic_tally).';

-- Once per statement: the rows it added count +1, the rows it removed -1, an update
-- both (so an update that changes no counted value nets to nothing and writes nothing).
-- The tallies are written in key order, so two statements never wait on each other in a cycle.
CREATE FUNCTION statistic_tally_keep() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_rows text := format('%I', TG_TABLE_NAME);
BEGIN
    EXECUTE format($q$
        INSERT INTO statistic_tally AS t (fact, key, slot, n)
        SELECT f.fact, f.key, pg_backend_pid() %% 8, sum(c.sign)
        FROM (%s) AS c(r, sign), statistic_facts(c.r) AS f
        GROUP BY f.fact, f.key
        HAVING sum(c.sign) <> 0
        ORDER BY f.fact, f.key
        ON CONFLICT (fact, key, slot) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
        CASE TG_OP
            WHEN 'INSERT' THEN format('SELECT x::%s, 1 FROM new_rows x', v_rows)
            WHEN 'DELETE' THEN format('SELECT x::%s, -1 FROM old_rows x', v_rows)
            ELSE format('SELECT x::%1$s, 1 FROM new_rows x UNION ALL SELECT x::%1$s, -1 FROM old_rows x', v_rows)
        END);
    RETURN NULL;
END $$;
COMMENT ON FUNCTION statistic_tally_keep() IS 'After each statement on data_access_request or newsletter_subscriber: adds what it changed to statistic_tally.';

-- Emptying a table (only ever in tests and restores) empties its tallies.
CREATE FUNCTION statistic_tally_emptied() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    DELETE FROM statistic_tally
    WHERE CASE TG_TABLE_NAME WHEN 'data_access_request' THEN fact LIKE 'request %' OR fact = 'decision days' ELSE fact LIKE 'subscriber %' END;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION statistic_tally_emptied() IS 'After TRUNCATE of data_access_request or newsletter_subscriber: empties their tallies.';

CREATE TRIGGER data_access_request_tally_insert AFTER INSERT ON data_access_request
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
CREATE TRIGGER data_access_request_tally_update AFTER UPDATE ON data_access_request
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
CREATE TRIGGER data_access_request_tally_delete AFTER DELETE ON data_access_request
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
CREATE TRIGGER data_access_request_tally_truncate AFTER TRUNCATE ON data_access_request
    FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_emptied();
CREATE TRIGGER newsletter_subscriber_tally_insert AFTER INSERT ON newsletter_subscriber
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
CREATE TRIGGER newsletter_subscriber_tally_update AFTER UPDATE ON newsletter_subscriber
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
CREATE TRIGGER newsletter_subscriber_tally_delete AFTER DELETE ON newsletter_subscriber
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_keep();
CREATE TRIGGER newsletter_subscriber_tally_truncate AFTER TRUNCATE ON newsletter_subscriber
    FOR EACH STATEMENT EXECUTE FUNCTION statistic_tally_emptied();

-- Working days depend on public_holiday: a holiday added or removed inside the span of a
-- decided request changes its count, so the decision days are counted again (a holiday
-- in the future, the usual case, touches none). Statement triggers, named to fire after
-- any other trigger on the table (row triggers all fire before statement ones), in case
-- one keeps a calendar that working_days_between reads.
CREATE FUNCTION statistic_decision_days_recount() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_days date[];
BEGIN
    EXECUTE CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT array_agg(day) FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT array_agg(day) FROM old_rows'
        ELSE 'SELECT array_agg(day) FROM (SELECT day FROM new_rows UNION SELECT day FROM old_rows) d' END
    INTO v_days;
    IF EXISTS (
        SELECT FROM unnest(v_days) AS d(day), data_access_request r
        WHERE r.status IN ('approved', 'declined') AND r.created_at < (d.day + 1)::timestamp AT TIME ZONE 'Africa/Lagos'
          AND r.decided_at >= d.day::timestamp AT TIME ZONE 'Africa/Lagos') THEN
        DELETE FROM statistic_tally WHERE fact = 'decision days';
        INSERT INTO statistic_tally (fact, key, slot, n)
        SELECT f.fact, f.key, 0, count(*)
        FROM data_access_request r, statistic_facts(r) f
        WHERE r.status IN ('approved', 'declined') AND f.fact = 'decision days'
        GROUP BY f.fact, f.key;
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION statistic_decision_days_recount() IS 'After public holidays are added, moved or removed: counts the decision days again if a decided request spans one of those days.';
CREATE TRIGGER zz_public_holiday_decision_days_insert AFTER INSERT ON public_holiday
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_decision_days_recount();
CREATE TRIGGER zz_public_holiday_decision_days_update AFTER UPDATE ON public_holiday
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_decision_days_recount();
CREATE TRIGGER zz_public_holiday_decision_days_delete AFTER DELETE ON public_holiday
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistic_decision_days_recount();

-- The tallies as the tables stand, set-based.
INSERT INTO statistic_tally (fact, key, slot, n)
SELECT f.fact, f.key, 0, count(*) FROM data_access_request r, statistic_facts(r) f GROUP BY f.fact, f.key;
INSERT INTO statistic_tally (fact, key, slot, n)
SELECT f.fact, f.key, 0, count(*) FROM newsletter_subscriber s, statistic_facts(s) f GROUP BY f.fact, f.key;

-- ---------------------------------------------------------------------------
-- Page views: page_view_daily has a row per day, page, device, Save-Data and country
-- (about 14,000 a day at 10M rows over the two years kept). The page shows 30 days by
-- day, device and page, so two rollups by day hold just that.

CREATE TABLE page_view_day_device (
    day                      date   NOT NULL,
    device                   text   NOT NULL,
    views                    bigint NOT NULL,
    views_without_javascript bigint NOT NULL,
    kinds                    bigint NOT NULL,
    PRIMARY KEY (day, device)
);
COMMENT ON TABLE page_view_day_device IS 'page_view_daily summed by day and device, kept by its triggers (page_view_rollup_keep).';
COMMENT ON COLUMN page_view_day_device.day IS 'The day, in Lagos time.';
COMMENT ON COLUMN page_view_day_device.device IS 'feature phone, smartphone, tablet or desktop.';
COMMENT ON COLUMN page_view_day_device.views IS 'Views that day on that kind of device.';
COMMENT ON COLUMN page_view_day_device.views_without_javascript IS 'How many of them without JavaScript.';
COMMENT ON COLUMN page_view_day_device.kinds IS 'How many page_view_daily rows are behind it; 0 only for a moment: the row goes when the last of them does.';

CREATE TABLE page_view_day_path (
    day   date   NOT NULL,
    path  text   NOT NULL,
    views bigint NOT NULL,
    kinds bigint NOT NULL,
    PRIMARY KEY (day, path)
);
COMMENT ON TABLE page_view_day_path IS 'page_view_daily summed by day and page, kept by its triggers (page_view_rollup_keep): the most read pages.';
COMMENT ON COLUMN page_view_day_path.day IS 'The day, in Lagos time.';
COMMENT ON COLUMN page_view_day_path.path IS 'The page, as page_view_daily.path.';
COMMENT ON COLUMN page_view_day_path.views IS 'Views of the page that day.';
COMMENT ON COLUMN page_view_day_path.kinds IS 'How many page_view_daily rows are behind it; 0 only for a moment: the row goes when the last of them does.';

-- Once per statement (a flush is one upsert: its INSERT and UPDATE statement triggers each
-- see their own rows), in key order; rows left with nothing behind them are deleted.
CREATE FUNCTION page_view_rollup_keep() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    EXECUTE format($q$
        WITH change (day, path, device, views, nojs, kinds) AS (%s),
        by_device AS (
            INSERT INTO page_view_day_device AS t (day, device, views, views_without_javascript, kinds)
            SELECT day, device, sum(views), sum(nojs), sum(kinds) FROM change
            GROUP BY day, device ORDER BY day, device
            ON CONFLICT (day, device) DO UPDATE
            SET views = t.views + EXCLUDED.views, views_without_javascript = t.views_without_javascript + EXCLUDED.views_without_javascript,
                kinds = t.kinds + EXCLUDED.kinds)
        INSERT INTO page_view_day_path AS t (day, path, views, kinds)
        SELECT day, path, sum(views), sum(kinds) FROM change
        GROUP BY day, path ORDER BY day, path
        ON CONFLICT (day, path) DO UPDATE SET views = t.views + EXCLUDED.views, kinds = t.kinds + EXCLUDED.kinds$q$,
        CASE TG_OP
            WHEN 'INSERT' THEN 'SELECT day, path, device, views, views_without_javascript, 1 FROM new_rows'
            WHEN 'DELETE' THEN 'SELECT day, path, device, -views, -views_without_javascript, -1 FROM old_rows'
            ELSE 'SELECT day, path, device, views, views_without_javascript, 1 FROM new_rows
                  UNION ALL SELECT day, path, device, -views, -views_without_javascript, -1 FROM old_rows'
        END);
    -- Only a delete can leave a rollup row with nothing behind it (retention, day by day).
    IF TG_OP = 'DELETE' THEN
        DELETE FROM page_view_day_device WHERE kinds = 0 AND day IN (SELECT DISTINCT day FROM old_rows);
        DELETE FROM page_view_day_path WHERE kinds = 0 AND day IN (SELECT DISTINCT day FROM old_rows);
    END IF;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION page_view_rollup_keep() IS 'After each statement on page_view_daily: adds what it changed to page_view_day_device and page_view_day_path.';

CREATE FUNCTION page_view_rollup_emptied() RETURNS trigger
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    DELETE FROM page_view_day_device;
    DELETE FROM page_view_day_path;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION page_view_rollup_emptied() IS 'After TRUNCATE of page_view_daily: empties its rollups.';

CREATE TRIGGER page_view_daily_rollup_insert AFTER INSERT ON page_view_daily
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_keep();
CREATE TRIGGER page_view_daily_rollup_update AFTER UPDATE ON page_view_daily
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_keep();
CREATE TRIGGER page_view_daily_rollup_delete AFTER DELETE ON page_view_daily
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_keep();
CREATE TRIGGER page_view_daily_rollup_truncate AFTER TRUNCATE ON page_view_daily
    FOR EACH STATEMENT EXECUTE FUNCTION page_view_rollup_emptied();

INSERT INTO page_view_day_device (day, device, views, views_without_javascript, kinds)
SELECT day, device, sum(views), sum(views_without_javascript), count(*) FROM page_view_daily GROUP BY day, device;
INSERT INTO page_view_day_path (day, path, views, kinds)
SELECT day, path, sum(views), count(*) FROM page_view_daily GROUP BY day, path;

-- ---------------------------------------------------------------------------
-- The statistics, from the tallies. Same answers as before (the integration test
-- statistics-at-scale compares them with the old bodies on the same data).

CREATE OR REPLACE FUNCTION staff_request_statistics(p_token_sha256 bytea) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    -- The last 12 months from this moment: the tally's whole months after the one this
    -- falls in, and that month's part after it counted by the index on created_at.
    v_since timestamptz := now() - interval '12 months';
    v_next_month timestamptz := (date_trunc('month', v_since AT TIME ZONE 'Africa/Lagos') + interval '1 month') AT TIME ZONE 'Africa/Lagos';
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
    RETURN (
        WITH tally AS (
            SELECT fact, key, sum(n) AS n FROM statistic_tally
            WHERE fact IN ('request status', 'request channel', 'request sector', 'request state', 'request month', 'decision days')
            GROUP BY fact, key HAVING sum(n) > 0),
        months AS (
            SELECT key AS month, n FROM tally WHERE fact = 'request month' AND key >= to_char(v_next_month AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')
            UNION ALL
            SELECT to_char(v_since AT TIME ZONE 'Africa/Lagos', 'YYYY-MM'), count(*) FROM data_access_request
            WHERE created_at > v_since AND created_at < v_next_month HAVING count(*) > 0),
        days AS (
            SELECT key::integer AS days, n, sum(n) OVER (ORDER BY key::integer) AS upto FROM tally WHERE fact = 'decision days'),
        decided AS (
            SELECT sum(n) AS total, sum(days * n) AS total_days, max(days) AS longest FROM days),
        -- percentile_cont(0.5): the mean of the values at the (0-based) places floor and ceil of (total - 1) / 2.
        median AS (
            SELECT ((SELECT min(days) FROM days WHERE upto > floor((d.total - 1) / 2.0))
                  + (SELECT min(days) FROM days WHERE upto > ceil((d.total - 1) / 2.0)))::double precision / 2 AS median
            FROM decided d)
        SELECT jsonb_build_object(
            'by_status', (SELECT coalesce(jsonb_object_agg(key, n), '{}') FROM tally WHERE fact = 'request status'),
            'by_channel', (SELECT coalesce(jsonb_object_agg(key, n), '{}') FROM tally WHERE fact = 'request channel'),
            'by_sector', (SELECT coalesce(jsonb_agg(jsonb_build_object('sector', key, 'requests', n) ORDER BY n DESC, key), '[]')
                          FROM tally WHERE fact = 'request sector'),
            'by_state', (SELECT coalesce(jsonb_agg(jsonb_build_object('state', key, 'requests', n) ORDER BY n DESC, key), '[]')
                         FROM tally WHERE fact = 'request state'),
            'by_month', (SELECT coalesce(jsonb_agg(jsonb_build_object('month', month, 'requests', n) ORDER BY month), '[]') FROM months),
            'decision_days', (SELECT jsonb_build_object('decided', coalesce(d.total, 0), 'median', m.median,
                                                        'mean', round(d.total_days::numeric / nullif(d.total, 0), 1), 'longest', d.longest)
                              FROM decided d, median m)));
END $$;

CREATE OR REPLACE FUNCTION staff_subscriber_statistics(p_token_sha256 bytea) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
    RETURN (
        WITH tally AS (
            SELECT fact, key, sum(n) AS n FROM statistic_tally
            WHERE fact IN ('subscriber status', 'subscriber confirmed', 'subscriber unsubscribed')
            GROUP BY fact, key HAVING sum(n) > 0),
        months AS (
            SELECT to_char(d, 'YYYY-MM') AS month
            FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Africa/Lagos') - interval '11 months',
                                 date_trunc('month', now() AT TIME ZONE 'Africa/Lagos'), interval '1 month') d)
        SELECT jsonb_build_object(
            'by_status', (SELECT coalesce(jsonb_object_agg(key, n), '{}') FROM tally WHERE fact = 'subscriber status'),
            'by_month', (SELECT jsonb_agg(jsonb_build_object(
                                    'month', m.month,
                                    'confirmed', coalesce((SELECT n FROM tally WHERE fact = 'subscriber confirmed' AND key = m.month), 0),
                                    'unsubscribed', coalesce((SELECT n FROM tally WHERE fact = 'subscriber unsubscribed' AND key = m.month), 0))
                                ORDER BY m.month)
                         FROM months m)));
END $$;

CREATE OR REPLACE FUNCTION staff_page_view_statistics(p_token_sha256 bytea) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_since date := (now() AT TIME ZONE 'Africa/Lagos')::date - 30;
BEGIN
    PERFORM staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'admin']);
    RETURN jsonb_build_object(
        'by_day', (SELECT coalesce(jsonb_agg(jsonb_build_object('day', day, 'views', views, 'without_javascript', nojs) ORDER BY day), '[]')
                   FROM (SELECT day, sum(views)::integer AS views, sum(views_without_javascript)::integer AS nojs
                         FROM page_view_day_device WHERE day > v_since GROUP BY day) d),
        'top_pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', path, 'views', views) ORDER BY views DESC, path), '[]')
                      FROM (SELECT path, sum(views)::integer AS views FROM page_view_day_path WHERE day > v_since GROUP BY path
                            ORDER BY 2 DESC, 1 LIMIT 20) p),
        'by_device', (SELECT coalesce(jsonb_object_agg(device, views), '{}')
                      FROM (SELECT device, sum(views)::integer AS views FROM page_view_day_device WHERE day > v_since GROUP BY device) d));
END $$;

-- The tallies are the triggers' and the functions' own; no login reads or writes them.
REVOKE ALL ON TABLE statistic_tally, page_view_day_device, page_view_day_path FROM PUBLIC;
REVOKE ALL ON FUNCTION statistic_facts(data_access_request), statistic_facts(newsletter_subscriber), statistic_tally_keep(),
    statistic_tally_emptied(), statistic_decision_days_recount(), page_view_rollup_keep(), page_view_rollup_emptied() FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- The queue's tabs: New, All open and Decided from the status tally (see the top).

CREATE OR REPLACE FUNCTION staff_request_counts(p_token_sha256 bytea, p_now timestamptz DEFAULT now()) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_overdue_since timestamptz := request_overdue_since(p_now);
BEGIN
    RETURN (SELECT jsonb_build_object(
        'new', coalesce(sum(t.n) FILTER (WHERE t.key = 'received'), 0),
        'mine', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee = v_member.name),
        'unassigned', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee IS NULL),
        'overdue', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.created_at < v_overdue_since),
        'decided', coalesce(sum(t.n) FILTER (WHERE t.key IN ('approved', 'declined', 'withdrawn')), 0),
        'open', coalesce(sum(t.n) FILTER (WHERE t.key IN ('received', 'under_review', 'needs_information')), 0))
    FROM statistic_tally t WHERE t.fact = 'request status');
END $$;
