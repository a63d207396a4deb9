-- The request officer's queue and exports at years of data (issue 47,
-- docs/decisions/0048-request-queue-at-scale.md): each costs what the page
-- shows, not what the table holds.
--
-- - working_days_between() is arithmetic and one index range on
--   public_holiday, not a series of days with a probe each, per row.
-- - "Overdue" is one cutoff, computed once per call: the requests created
--   before it, an index range.
-- - The queue pages by keyset (the last row's time and id), not OFFSET; a
--   tab's count is an index-only count on a partial index of its own.
-- - The export is a cursor the caller fetches in batches, not a set the
--   function materializes before the first row.

-- ---------------------------------------------------------------------------
-- Working days by arithmetic. Weekdays in (a, b] are f(b) - f(a), where f
-- counts weekdays from a fixed Monday (2001-01-01) on: five a whole week,
-- plus the part-week's weekdays. The public holidays in (a, b] that fall on a
-- weekday are then taken off, read from the primary key's range. Same
-- results as the series it replaces (tests/integration/requests-at-scale
-- compares them), including 0 for a reversed range or a null.

CREATE OR REPLACE FUNCTION working_days_between(p_from timestamptz, p_to timestamptz) RETURNS integer
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    WITH span AS (
        SELECT (p_from AT TIME ZONE 'Africa/Lagos')::date AS a, (p_to AT TIME ZONE 'Africa/Lagos')::date AS b
    ), weeks AS (
        -- Days since the Monday, split into whole weeks and the day of the week (0 = Monday), floor-wise.
        SELECT a, b,
               a - date '2001-01-01' AS da, b - date '2001-01-01' AS db
        FROM span
    )
    SELECT CASE WHEN b > a THEN
              (5 * div(db - ((db % 7 + 7) % 7), 7) + least((db % 7 + 7) % 7 + 1, 5))
            - (5 * div(da - ((da % 7 + 7) % 7), 7) + least((da % 7 + 7) % 7 + 1, 5))
            - (SELECT count(*)::integer FROM public_holiday h WHERE h.day > a AND h.day <= b AND extract(isodow FROM h.day) < 6)
           ELSE 0 END
    FROM weeks;
$$;
COMMENT ON FUNCTION working_days_between(timestamptz, timestamptz) IS 'Monday-to-Friday days after p_from up to p_to, in Lagos time, that are not in public_holiday: weekdays by arithmetic, less the weekday holidays in the range (an index range). 0 when p_to is not after p_from.';

-- An open request is overdue once over 10 working days old (OVERDUE_AFTER_WORKING_DAYS
-- in app/features/staff-requests/queue.ts). Working days only grow as the day it
-- arrived goes back, so "overdue" is "created before a cutoff": midnight (Lagos) of
-- the 11th working day counting back from p_now's day, that day included.
CREATE FUNCTION request_overdue_since(p_now timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
    SELECT (g.day::date)::timestamp AT TIME ZONE 'Africa/Lagos'
    FROM generate_series((p_now AT TIME ZONE 'Africa/Lagos')::date, (p_now AT TIME ZONE 'Africa/Lagos')::date - 400, interval '-1 day') AS g(day)
    WHERE extract(isodow FROM g.day) < 6 AND NOT EXISTS (SELECT FROM public_holiday h WHERE h.day = g.day::date)
    ORDER BY g.day DESC
    OFFSET 10 LIMIT 1;
$$;
COMMENT ON FUNCTION request_overdue_since(timestamptz) IS 'The cutoff for "overdue" at p_now: an open request created before it is over 10 working days old (working_days_between(created_at, p_now) > 10), and one created at or after it is not. Computed once per query, so an index range on created_at serves the overdue view.';
REVOKE ALL ON FUNCTION request_overdue_since(timestamptz) FROM PUBLIC;

-- ---------------------------------------------------------------------------
-- One index per view of the queue, in the order its page lists it, each
-- partial to the view's rows: the page is a range of it, and the tab's count
-- an index-only scan of the view's rows alone (never the decided years).

DROP INDEX data_access_request_open;
CREATE INDEX data_access_request_open ON data_access_request (created_at, id) WHERE decided_at IS NULL;
CREATE INDEX data_access_request_new ON data_access_request (created_at, id) WHERE status = 'received';
CREATE INDEX data_access_request_unassigned ON data_access_request (created_at, id) WHERE decided_at IS NULL AND assignee IS NULL;
CREATE INDEX data_access_request_assigned ON data_access_request (assignee, created_at, id) WHERE decided_at IS NULL;
CREATE INDEX data_access_request_decided ON data_access_request (decided_at, id) WHERE decided_at IS NOT NULL;
COMMENT ON INDEX data_access_request_open IS 'The queue''s "All open" and "Overdue" views (created before request_overdue_since()), in their order, and their counts.';
COMMENT ON INDEX data_access_request_new IS 'The queue''s "New" view, in its order, and its count.';
COMMENT ON INDEX data_access_request_unassigned IS 'The queue''s "Unassigned" view, in its order, and its count.';
COMMENT ON INDEX data_access_request_assigned IS 'The queue''s "Mine" view (one assignee''s open requests), in its order, and its count.';
COMMENT ON INDEX data_access_request_decided IS 'The queue''s "Decided" view, most recently decided first (read backwards), and its count.';

-- ---------------------------------------------------------------------------
-- The queue, a page at a time by keyset. A page's place is the key of the
-- row it starts after ("time_id", the time in UTC to the microsecond, which a
-- JavaScript Date would round): the next page is the rows after the last
-- row's key, the previous one the rows before the first row's, read the other
-- way. Each row says whether there are rows before and after the page.

DROP FUNCTION staff_requests(bytea, text, integer, integer, timestamptz);
CREATE FUNCTION staff_requests(p_token_sha256 bytea, p_view text, p_limit integer, p_cursor text DEFAULT NULL,
                               p_backward boolean DEFAULT false, p_now timestamptz DEFAULT now())
RETURNS TABLE (request jsonb, key text, more_before boolean, more_after boolean)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_limit integer := least(greatest(p_limit, 1), 200);
    -- The view's rows, each a range of its own index; $3 is the member, $4 the overdue cutoff.
    v_filter text := CASE p_view
        WHEN 'new' THEN 'r.status = ''received'''
        WHEN 'mine' THEN 'r.decided_at IS NULL AND r.assignee = $3'
        WHEN 'unassigned' THEN 'r.decided_at IS NULL AND r.assignee IS NULL'
        WHEN 'overdue' THEN 'r.decided_at IS NULL AND r.created_at < $4'
        WHEN 'decided' THEN 'r.decided_at IS NOT NULL'
        WHEN 'open' THEN 'r.decided_at IS NULL' END;
    v_at text := CASE WHEN p_view = 'decided' THEN 'r.decided_at' ELSE 'r.created_at' END;
    -- Decided lists newest first; the others oldest first. Going back reads the other way.
    v_up boolean := (p_view <> 'decided') <> coalesce(p_backward, false);
    v_after_at timestamptz;
    v_after_id integer;
BEGIN
    IF v_filter IS NULL THEN
        RAISE EXCEPTION 'there is no view %', p_view USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_cursor IS NOT NULL THEN
        BEGIN
            IF p_cursor !~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_\d{1,10}$' THEN RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation'; END IF;
            v_after_at := split_part(p_cursor, '_', 1)::timestamptz;
            v_after_id := split_part(p_cursor, '_', 2)::integer;
        EXCEPTION WHEN data_exception THEN
            RAISE EXCEPTION 'not a place in the queue: %', left(p_cursor, 40) USING ERRCODE = 'invalid_parameter_value';
        END;
    END IF;
    RETURN QUERY EXECUTE format($query$
        WITH page AS MATERIALIZED (
            SELECT r AS row, %2$s AS at, r.id AS id FROM data_access_request r
            WHERE %1$s AND %3$s
            ORDER BY %2$s %4$s, r.id %4$s
            LIMIT $2 + 1
        ), beyond AS (
            -- Whether the view has rows on the other side of where the page starts: the nearest one, read
            -- from the index in order (an EXISTS would let the planner read the table from its start).
            SELECT $5::timestamptz IS NOT NULL AND coalesce((
                SELECT true FROM data_access_request r WHERE %1$s AND (%2$s, r.id) %6$s ($5, $6)
                ORDER BY %2$s %7$s, r.id %7$s LIMIT 1), false) AS more
        )
        SELECT dar_row_for_staff(p.row, $7),
               to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || p.id,
               CASE WHEN $8 THEN (SELECT count(*) > $2 FROM page) ELSE (SELECT more FROM beyond) END,
               CASE WHEN $8 THEN (SELECT more FROM beyond) ELSE (SELECT count(*) > $2 FROM page) END
        FROM (SELECT * FROM page ORDER BY at %4$s, id %4$s LIMIT $2) p
        ORDER BY p.at %5$s, p.id %5$s
        $query$,
        v_filter, v_at,
        CASE WHEN v_after_at IS NULL THEN 'true' ELSE format('(%s, r.id) %s ($5, $6)', v_at, CASE WHEN v_up THEN '>' ELSE '<' END) END,
        CASE WHEN v_up THEN 'ASC' ELSE 'DESC' END,
        CASE WHEN p_view = 'decided' THEN 'DESC' ELSE 'ASC' END,
        CASE WHEN v_up THEN '<=' ELSE '>=' END,
        CASE WHEN v_up THEN 'DESC' ELSE 'ASC' END)
    USING p_now, v_limit, v_member.name,
          CASE WHEN p_view = 'overdue' THEN request_overdue_since(p_now) END,
          v_after_at, v_after_id, p_now, coalesce(p_backward, false);
END $$;
COMMENT ON FUNCTION staff_requests(bytea, text, integer, text, boolean, timestamptz) IS 'A page of one of the queue''s views (new, mine, unassigned, overdue, open, decided) for a request officer''s session: up to p_limit rows after the key p_cursor (before it with p_backward), each with its own key and whether the view has rows before and after the page. A range of the view''s own index, whatever the page.';

-- The number of requests in each status, kept by the statements that change
-- them: the decided years are counted once, as they are decided, never again
-- per page. (An index-only count of them needs a freshly vacuumed table;
-- after retention's updates the planner reads the table whole instead.)
CREATE TABLE data_access_request_tally (
    status   text   PRIMARY KEY,
    requests bigint NOT NULL
);
REVOKE ALL ON data_access_request_tally FROM PUBLIC;
COMMENT ON TABLE data_access_request_tally IS 'How many data access requests are in each status, kept by data_access_request_tally_change() with every insert, update and delete: the queue''s New, All open and Decided counts without counting the table.';
COMMENT ON COLUMN data_access_request_tally.status IS 'A status of data_access_request.';
COMMENT ON COLUMN data_access_request_tally.requests IS 'How many requests are in it now.';
INSERT INTO data_access_request_tally (status, requests) SELECT status, count(*) FROM data_access_request GROUP BY status;

-- Once per statement, from its transition tables; each status's row in one order, so two statements never wait on each other in turn.
CREATE FUNCTION data_access_request_tally_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO data_access_request_tally AS t (status, requests)
        SELECT status, count(*) FROM tally_new GROUP BY status ORDER BY status
        ON CONFLICT (status) DO UPDATE SET requests = t.requests + EXCLUDED.requests;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE data_access_request_tally t SET requests = t.requests - d.n
        FROM (SELECT status, count(*) AS n FROM tally_old GROUP BY status ORDER BY status) d WHERE t.status = d.status;
    ELSE
        INSERT INTO data_access_request_tally AS t (status, requests)
        SELECT status, sum(n) FROM (SELECT status, count(*) AS n FROM tally_new GROUP BY status
                                    UNION ALL SELECT status, -count(*) FROM tally_old GROUP BY status) d
        GROUP BY status HAVING sum(n) <> 0 ORDER BY status
        ON CONFLICT (status) DO UPDATE SET requests = t.requests + EXCLUDED.requests;
    END IF;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION data_access_request_tally_change() FROM PUBLIC;
COMMENT ON FUNCTION data_access_request_tally_change() IS 'Keeps data_access_request_tally: adds each statement''s new rows to their status and takes its old rows off theirs.';
CREATE TRIGGER data_access_request_tally_insert AFTER INSERT ON data_access_request
    REFERENCING NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION data_access_request_tally_change();
CREATE TRIGGER data_access_request_tally_update AFTER UPDATE ON data_access_request
    REFERENCING OLD TABLE AS tally_old NEW TABLE AS tally_new FOR EACH STATEMENT EXECUTE FUNCTION data_access_request_tally_change();
CREATE TRIGGER data_access_request_tally_delete AFTER DELETE ON data_access_request
    REFERENCING OLD TABLE AS tally_old FOR EACH STATEMENT EXECUTE FUNCTION data_access_request_tally_change();

-- How many requests each view holds, for its tab: New, All open and Decided from the tally; the
-- others, which only open requests reach, an index-only count of their own partial index.
CREATE OR REPLACE FUNCTION staff_request_counts(p_token_sha256 bytea, p_now timestamptz DEFAULT now()) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_overdue_since timestamptz := request_overdue_since(p_now);
BEGIN
    RETURN (SELECT jsonb_build_object(
        'new', coalesce(sum(t.requests) FILTER (WHERE t.status = 'received'), 0),
        'mine', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee = v_member.name),
        'unassigned', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee IS NULL),
        'overdue', (SELECT count(*) FROM data_access_request r WHERE r.decided_at IS NULL AND r.created_at < v_overdue_since),
        'decided', coalesce(sum(t.requests) FILTER (WHERE t.status IN ('approved', 'declined', 'withdrawn')), 0),
        'open', coalesce(sum(t.requests) FILTER (WHERE t.status IN ('received', 'under_review', 'needs_information')), 0))
    FROM data_access_request_tally t);
END $$;

-- ---------------------------------------------------------------------------
-- The daily digest: each list from its own index range, overdue by the cutoff.

CREATE OR REPLACE FUNCTION staff_daily_digest_take(p_now timestamptz, p_hour integer) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_local timestamp := p_now AT TIME ZONE 'Africa/Lagos';
    v_last timestamptz;
    v_overdue_since timestamptz := request_overdue_since(p_now);
    v_digest jsonb;
BEGIN
    IF extract(hour FROM v_local) < p_hour OR NOT pg_try_advisory_xact_lock(7260419005) THEN
        RETURN NULL;
    END IF;
    SELECT last_run_at INTO v_last FROM maintenance_run WHERE job = 'daily digest';
    IF v_last IS NOT NULL AND (v_last AT TIME ZONE 'Africa/Lagos')::date >= v_local::date THEN
        RETURN NULL;
    END IF;
    v_digest := jsonb_build_object(
        'new', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'organisation', r.organization_name, 'channel', r.channel)
                                          ORDER BY r.created_at), '[]')
                FROM data_access_request r WHERE r.created_at > coalesce(v_last, p_now - interval '1 day') AND r.created_at <= p_now),
        'overdue', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'assignee', r.assignee,
                                                                 'working_days', working_days_between(r.created_at, p_now))
                                              ORDER BY r.created_at), '[]')
                    FROM data_access_request r WHERE r.decided_at IS NULL AND r.created_at < v_overdue_since),
        'unassigned', (SELECT coalesce(jsonb_agg(jsonb_build_object('reference', r.reference, 'working_days', working_days_between(r.created_at, p_now))
                                                 ORDER BY r.created_at), '[]')
                       FROM data_access_request r WHERE r.decided_at IS NULL AND r.assignee IS NULL AND r.created_at <= p_now));
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('daily digest', p_now, jsonb_build_object('new', jsonb_array_length(v_digest -> 'new'),
            'overdue', jsonb_array_length(v_digest -> 'overdue'), 'unassigned', jsonb_array_length(v_digest -> 'unassigned')))
    ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, outcome = EXCLUDED.outcome;
    RETURN v_digest;
END $$;

-- ---------------------------------------------------------------------------
-- The export as a cursor: the function checks the session and the committed
-- ticket, then opens the query under the caller's cursor name and returns
-- it; the caller fetches it in batches in the same transaction. The query's
-- privileges are checked as it opens, here, so the caller reads the rows it
-- could not select itself, and none is read before the ticket is committed.

DROP FUNCTION staff_requests_export(bytea, bigint);
CREATE FUNCTION staff_requests_export(p_token_sha256 bytea, p_ticket bigint, p_cursor refcursor) RETURNS refcursor
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket audit_log := staff_ticket(p_ticket, 'export', v_member.name);
    v_cursor refcursor := p_cursor;
BEGIN
    OPEN v_cursor NO SCROLL FOR
    SELECT s.reference, s.received_at_lagos, s.status, s.assignee, s.channel, s.organization_name, s.sector,
           r.email_address, r.office_address, r.requester_name, r.designation, s.data_requested,
           s.location_state, s.location_lgas, s.location_wards, s.location_communities,
           s.household_criteria, s.individual_criteria, s.purpose, s.data_period, s.data_format, s.data_protection,
           s.request_date, s.decision_note, s.decided_at_lagos, s.working_days_open AS working_days
    FROM data_access_request_summary s JOIN data_access_request r USING (id)
    WHERE r.created_at >= (v_ticket.after ->> 'since')::timestamptz
    ORDER BY r.created_at, r.id;
    RETURN v_cursor;
END $$;
COMMENT ON FUNCTION staff_requests_export(bytea, bigint, refcursor) IS 'Opens, as the cursor p_cursor in the caller''s transaction, every request since the time of a committed export ticket of the session''s (staff_requests_export_ticket), contact details included, oldest first; FETCH it in batches. Returns the cursor''s name.';

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'staff_requests(bytea, text, integer, text, boolean, timestamptz)', 'staff_requests_export(bytea, bigint, refcursor)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_office', v_function);
    END LOOP;
END $$;
