-- Known problems (issue 70, decision 0112): when a whole LGA's payment is late, the office says so
-- once, for the area and the category, instead of taking the same report a thousand times. A
-- notice is a content collection (reviewed as news is) whose sentences are built from its typed
-- fields in each reader's language, so it has no translations, as a payment window has none. The
-- form, USSD and the text channels show a live notice to a person who chooses its state, LGA and
-- category, before they file; a report filed anyway is linked to it, and closing the notice can
-- resolve its linked cases with one reply. It holds places, a category and a date; never a person.

CREATE TABLE known_problem (
    id          text PRIMARY KEY,
    state       text NOT NULL REFERENCES register_state (name),
    -- NULL: the whole state. Otherwise an LGA of the state in register_lga (the trigger below checks it).
    lga         text CONSTRAINT known_problem_lga_check CHECK (length(lga) BETWEEN 1 AND 80),
    -- A grievance category, but never fraud: every report of a scam is a case of its own.
    category    text NOT NULL CHECK (category IN ('payment-not-received', 'wrong-amount', 'enrolment', 'personal-details',
                                                  'conduct', 'other')),
    -- The office's new date for the fix, in Lagos, where it has one.
    expected_on date,
    -- office: written by an officer; rule: published by run_known_problem_rule().
    origin      text NOT NULL DEFAULT 'office' CHECK (origin IN ('office', 'rule')),
    -- Set by staff_known_problem_close(): the notice leaves the site then.
    closed_at   timestamptz,
    closed_by   text,
    CONSTRAINT known_problem_closed_by CHECK ((closed_at IS NULL) = (closed_by IS NULL))
);
SELECT content_collection_register('known_problem');
ALTER TABLE known_problem ADD CONSTRAINT known_problem_locale_check CHECK (locale = 'en');
UPDATE content_collection SET translated = false WHERE table_name = 'known_problem';
COMMENT ON TABLE known_problem IS 'A known problem for a state or one of its LGAs and a grievance category, with the office''s new date where it has one; shown before filing, its cases linked (grievance.known_problem_id). A content collection without translations; no person.';

CREATE FUNCTION known_problem_place_checked() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.lga IS NOT NULL AND NOT EXISTS (SELECT FROM register_lga r WHERE r.state = NEW.state AND r.name = NEW.lga) THEN
        RAISE EXCEPTION '"%" is not an LGA of %', NEW.lga, NEW.state
            USING ERRCODE = 'check_violation', CONSTRAINT = 'known_problem_lga_check', TABLE = 'known_problem';
    END IF;
    RETURN NEW;
END $$;
REVOKE ALL ON FUNCTION known_problem_place_checked() FROM PUBLIC;
CREATE TRIGGER known_problem_place_checked BEFORE INSERT OR UPDATE OF state, lga ON known_problem
    FOR EACH ROW EXECUTE FUNCTION known_problem_place_checked();
CREATE INDEX known_problem_open ON known_problem (state, category) WHERE closed_at IS NULL;

-- ---------------------------------------------------------------------------
-- A case's notice: set when the case arrives (or when the rule publishes one for cases already open).

ALTER TABLE grievance ADD COLUMN known_problem_id text REFERENCES known_problem ON DELETE SET NULL;
COMMENT ON COLUMN grievance.known_problem_id IS 'The known problem the case reports, linked when it arrived while the notice was live for its place and category, or when the rule published the notice; closing the notice may resolve it.';
CREATE INDEX grievance_known_problem ON grievance (known_problem_id) WHERE known_problem_id IS NOT NULL;
-- The rule's count: a category's new cases in one LGA over the last week.
CREATE INDEX grievance_recent_place ON grievance (state, lga, category, created_at) WHERE lga IS NOT NULL;

ALTER TABLE grievance_event DROP CONSTRAINT grievance_event_kind_check;
ALTER TABLE grievance_event ADD CONSTRAINT grievance_event_kind_check
    CHECK (kind IN ('note', 'reply', 'status', 'assigned', 'escalated', 'letter', 'placed', 'answer', 'reopened', 'linked'));

-- The live notice for a place and category, the LGA's own before the whole state's. Readers see only
-- what is live and open; the text channels' login reads it through this function alone.
CREATE FUNCTION known_problem_live(p_state text, p_lga text, p_category text)
RETURNS TABLE (id text, state text, lga text, category text, expected_on date, origin text, provenance text, source_url text,
               source_as_at date)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT k.id, k.state, k.lga, k.category, k.expected_on, k.origin, k.provenance, k.source_url, k.source_as_at
    FROM known_problem k
    WHERE k.state = p_state AND k.category = p_category AND (k.lga IS NULL OR k.lga = p_lga)
      AND k.closed_at IS NULL AND content_is_live(k.status, k.publish_at, k.unpublish_at)
    ORDER BY k.lga IS NULL, k.publish_at DESC, k.id
    LIMIT 1
$$;
COMMENT ON FUNCTION known_problem_live(text, text, text) IS 'The live, open known problem for a state, an LGA (or NULL) and a category, the LGA''s own first, or none, with its provenance (the web labels an illustrative one; the text channels show none).';

-- A new case reporting a live notice's problem is linked to it, whatever its channel.
CREATE FUNCTION grievance_known_problem_link() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.state IS NOT NULL AND NEW.category <> 'fraud' THEN
        SELECT k.id INTO NEW.known_problem_id FROM known_problem_live(NEW.state, NEW.lga, NEW.category) k;
    END IF;
    RETURN NEW;
END $$;
REVOKE ALL ON FUNCTION grievance_known_problem_link() FROM PUBLIC;
CREATE TRIGGER grievance_known_problem_link BEFORE INSERT ON grievance
    FOR EACH ROW EXECUTE FUNCTION grievance_known_problem_link();

-- ---------------------------------------------------------------------------
-- How many people a notice reached before filing, by channel and day, and how many filed anyway:
-- the reports it absorbed are the difference. Counts only.

CREATE TABLE known_problem_reach (
    known_problem_id text    NOT NULL REFERENCES known_problem ON DELETE CASCADE,
    channel          text    NOT NULL CHECK (channel IN ('web', 'ussd', 'sms')),
    day              date    NOT NULL DEFAULT (now() AT TIME ZONE 'Africa/Lagos')::date,
    shown            integer NOT NULL DEFAULT 0 CHECK (shown >= 0),
    filed            integer NOT NULL DEFAULT 0 CHECK (filed >= 0),
    PRIMARY KEY (known_problem_id, channel, day)
);
COMMENT ON TABLE known_problem_reach IS 'Per notice, channel and Lagos day: how often it was shown to someone about to file, and how many filed anyway. No person, no number.';

CREATE FUNCTION known_problem_count(p_id text, p_channel text, p_filed boolean) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    INSERT INTO known_problem_reach AS r (known_problem_id, channel, shown, filed)
    SELECT k.id, p_channel, CASE WHEN p_filed THEN 0 ELSE 1 END, CASE WHEN p_filed THEN 1 ELSE 0 END
    FROM known_problem k WHERE k.id = p_id
    ON CONFLICT (known_problem_id, channel, day)
    DO UPDATE SET shown = r.shown + EXCLUDED.shown, filed = r.filed + EXCLUDED.filed
$$;
COMMENT ON FUNCTION known_problem_count(text, text, boolean) IS 'Counts one showing of a notice before filing (p_filed false), or one report filed anyway after it (true), on a channel today.';

-- A case that arrives linked says so in its history; one by the form or USSD, which show the notice
-- first, was filed anyway, and is counted so (a text report is counted as it takes its offer:
-- sms_in_known_problem_taken).
CREATE FUNCTION grievance_known_problem_filed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF NEW.known_problem_id IS NULL THEN
        RETURN NULL;
    END IF;
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (NEW.id, 'linked', NEW.known_problem_id, 'system');
    IF NEW.channel IN ('web', 'ussd') THEN
        PERFORM known_problem_count(NEW.known_problem_id, NEW.channel, true);
    END IF;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION grievance_known_problem_filed() FROM PUBLIC;
CREATE TRIGGER grievance_known_problem_filed AFTER INSERT ON grievance
    FOR EACH ROW EXECUTE FUNCTION grievance_known_problem_filed();

-- ---------------------------------------------------------------------------
-- The rule: p_reports new cases of one category in one LGA within 7 days, none of them a known
-- problem's yet, publish a notice for that LGA and category at once, and link its open cases. Its
-- sentence is the words every language already has ("many people reported this; the office is
-- looking into it"), so it needs no review; the office edits it (a new date) or closes it.

CREATE FUNCTION run_known_problem_rule(p_reports integer) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_place record;
    v_id text;
    v_published integer := 0;
BEGIN
    -- The text channels' offers last a day (sms_in_known_problem): the hourly run clears what a quiet day left.
    DELETE FROM sms_known_problem_offer WHERE offered_at < now() - interval '1 day';
    IF p_reports IS NULL OR p_reports < 2 THEN
        RETURN 0;
    END IF;
    PERFORM set_config('nassco.actor', 'known-problem rule', true);
    FOR v_place IN
        SELECT g.state, g.lga, g.category
        FROM grievance g
        WHERE g.created_at > now() - interval '7 days' AND g.lga IS NOT NULL AND g.category <> 'fraud'
          AND g.known_problem_id IS NULL
        GROUP BY g.state, g.lga, g.category
        HAVING count(*) >= p_reports
    LOOP
        CONTINUE WHEN EXISTS (SELECT FROM known_problem k
                              WHERE k.state = v_place.state AND k.category = v_place.category
                                AND (k.lga IS NULL OR k.lga = v_place.lga) AND k.closed_at IS NULL
                                AND k.status <> 'archived');
        v_id := left(regexp_replace(lower(concat_ws('-', v_place.state, v_place.lga, v_place.category,
                                                    to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD'))),
                                    '[^a-z0-9]+', '-', 'g'), 120);
        v_id := btrim(v_id, '-');
        INSERT INTO known_problem (id, state, lga, category, origin, provenance, status, publish_at)
        VALUES (v_id, v_place.state, v_place.lga, v_place.category, 'rule', 'confirmed', 'published', now())
        ON CONFLICT (id) DO NOTHING;
        CONTINUE WHEN NOT FOUND;
        PERFORM known_problem_link_open(v_id, 'known-problem rule');
        INSERT INTO audit_log (actor, action, subject, after)
        VALUES ('known-problem rule', 'known problem published', v_id,
                jsonb_build_object('state', v_place.state, 'lga', v_place.lga, 'category', v_place.category, 'reports', p_reports));
        v_published := v_published + 1;
    END LOOP;
    RETURN v_published;
END $$;

-- The open cases of a notice's place and category that are no notice's yet, linked to it, each with a
-- line in its history.
CREATE FUNCTION known_problem_link_open(p_id text, p_by text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_linked integer;
BEGIN
    WITH linked AS (
        UPDATE grievance g SET known_problem_id = k.id
        FROM known_problem k
        WHERE k.id = p_id AND g.state = k.state AND g.category = k.category AND (k.lga IS NULL OR g.lga = k.lga)
          AND g.resolved_at IS NULL AND g.known_problem_id IS NULL
        RETURNING g.id
    ), events AS (
        INSERT INTO grievance_event (grievance, kind, body, written_by)
        SELECT linked.id, 'linked', p_id, p_by FROM linked
    )
    SELECT count(*) INTO v_linked FROM linked;
    RETURN v_linked;
END $$;
COMMENT ON FUNCTION run_known_problem_rule(integer) IS 'Publishes a known problem for each LGA and category with p_reports or more new cases in 7 days that no notice covers (KNOWN_PROBLEM_AFTER_REPORTS; below 2, nothing), and links their open cases. Returns how many it published.';
COMMENT ON FUNCTION known_problem_link_open(text, text) IS 'Links the open cases of a known problem''s place and category that no notice has yet, with a linked event each. Returns how many.';

-- ---------------------------------------------------------------------------
-- The back office: grievance officers list the notices with their cases, and close one (the site
-- resolves each open linked case through staff_grievance_resolve, with its letter, first).

CREATE FUNCTION staff_known_problems(p_token_sha256 bytea)
RETURNS TABLE (id text, state text, lga text, category text, expected_on date, origin text, status text,
               publish_at timestamptz, closed_at timestamptz, closed_by text, open_cases bigint, cases bigint,
               shown bigint, filed bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
BEGIN
    RETURN QUERY
    SELECT k.id, k.state, k.lga, k.category, k.expected_on, k.origin, k.status, k.publish_at, k.closed_at, k.closed_by,
           (SELECT count(*) FROM grievance g WHERE g.known_problem_id = k.id AND g.resolved_at IS NULL
                                                AND grievance_in_desk(v_member, g.state)),
           (SELECT count(*) FROM grievance g WHERE g.known_problem_id = k.id AND grievance_in_desk(v_member, g.state)),
           (SELECT coalesce(sum(r.shown), 0) FROM known_problem_reach r WHERE r.known_problem_id = k.id),
           (SELECT coalesce(sum(r.filed), 0) FROM known_problem_reach r WHERE r.known_problem_id = k.id)
    FROM known_problem k
    WHERE grievance_in_desk(v_member, k.state) AND (k.closed_at IS NULL OR k.closed_at > now() - interval '90 days')
    ORDER BY k.closed_at IS NOT NULL, k.publish_at DESC, k.id;
END $$;
COMMENT ON FUNCTION staff_known_problems(bytea) IS 'The known problems of the officer''s desk, open ones first, then those closed in the last 90 days, with their cases (open and all), and how often each was shown before filing and filed anyway.';

CREATE FUNCTION staff_known_problem_cases(p_token_sha256 bytea, p_id text)
RETURNS TABLE (reference text, locale text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
BEGIN
    RETURN QUERY
    SELECT g.reference, g.locale FROM grievance g
    WHERE g.known_problem_id = p_id AND g.resolved_at IS NULL AND grievance_in_desk(v_member, g.state)
    ORDER BY g.created_at, g.id;
END $$;
COMMENT ON FUNCTION staff_known_problem_cases(bytea, text) IS 'The open cases linked to a known problem that the officer''s desk covers, oldest first, with each one''s language (for its letter).';

CREATE FUNCTION staff_known_problem_close(p_token_sha256 bytea, p_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_problem known_problem;
BEGIN
    SELECT * INTO v_problem FROM known_problem k WHERE k.id = p_id AND grievance_in_desk(v_member, k.state) FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'There is no known problem %.', p_id USING ERRCODE = 'no_data_found';
    END IF;
    IF v_problem.closed_at IS NOT NULL THEN
        RAISE EXCEPTION 'Known problem % is closed already.', p_id USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    PERFORM set_config('nassco.actor', v_member.name, true);
    -- Off the site from now: the revision trail records who closed it, as any content change.
    UPDATE known_problem SET closed_at = now(), closed_by = v_member.name,
                             unpublish_at = CASE WHEN publish_at < now() THEN now() ELSE unpublish_at END,
                             status = CASE WHEN publish_at < now() THEN status ELSE 'archived' END
    WHERE id = p_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'known problem closed', p_id,
            jsonb_build_object('open_cases', (SELECT count(*) FROM grievance g WHERE g.known_problem_id = p_id AND g.resolved_at IS NULL)));
END $$;
COMMENT ON FUNCTION staff_known_problem_close(bytea, text) IS 'Closes a known problem of the officer''s desk: it leaves the site, and its open linked cases stay open (the site resolves them first, when the officer asks it to).';

-- ---------------------------------------------------------------------------
-- The figures /grievances/statistics publishes: notices by the month they opened, how long the closed
-- ones were open, and the reports they absorbed (shown before filing, less those filed anyway).

CREATE FUNCTION known_problem_figures(p_months integer)
RETURNS TABLE (month date, notices bigint, by_rule bigint, closed bigint, median_days_open numeric, cases bigint,
               shown bigint, absorbed bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    WITH opened AS (
        SELECT k.*, date_trunc('month', k.publish_at AT TIME ZONE 'Africa/Lagos')::date AS month
        FROM known_problem k
        WHERE k.status <> 'draft' AND k.publish_at <= now()
          AND k.publish_at >= date_trunc('month', now() AT TIME ZONE 'Africa/Lagos') - make_interval(months => p_months - 1)
    )
    SELECT o.month, count(*), count(*) FILTER (WHERE o.origin = 'rule'), count(o.closed_at),
           round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM o.closed_at - o.publish_at) / 86400)
                  FILTER (WHERE o.closed_at IS NOT NULL))::numeric, 1),
           sum((SELECT count(*) FROM grievance g WHERE g.known_problem_id = o.id)),
           sum((SELECT coalesce(sum(r.shown), 0) FROM known_problem_reach r WHERE r.known_problem_id = o.id)),
           sum((SELECT greatest(coalesce(sum(r.shown), 0) - coalesce(sum(r.filed), 0), 0)
                FROM known_problem_reach r WHERE r.known_problem_id = o.id))
    FROM opened o
    GROUP BY o.month
    ORDER BY o.month DESC
$$;
COMMENT ON FUNCTION known_problem_figures(integer) IS 'Known problems published in the last p_months Lagos months, by month: how many (by the rule), how many closed and the median days they were open, their linked cases, how often they were shown before filing and the reports they absorbed. Counts only.';

REVOKE ALL ON FUNCTION known_problem_live(text, text, text), known_problem_count(text, text, boolean),
    run_known_problem_rule(integer), known_problem_link_open(text, text), staff_known_problems(bytea),
    staff_known_problem_cases(bytea, text), staff_known_problem_close(bytea, text), known_problem_figures(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION known_problem_live(text, text, text), known_problem_count(text, text, boolean) TO nassco_app, nassco_text;
GRANT EXECUTE ON FUNCTION known_problem_figures(integer) TO nassco_app;
GRANT EXECUTE ON FUNCTION run_known_problem_rule(integer), staff_known_problems(bytea), staff_known_problem_cases(bytea, text),
    staff_known_problem_close(bytea, text) TO nassco_office;

-- ---------------------------------------------------------------------------
-- USSD's report now asks the LGA (so that a notice for it is shown before filing, and the case
-- reaches the right desk with its place): the text channels' filing takes it.

DROP FUNCTION grievance_from_text(text, text, text, text, text, text);
CREATE FUNCTION grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_lga text,
                                    p_description text)
RETURNS TABLE (reference text, expected_on date, code text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $function$
DECLARE
    v_case grievance;
    v_bytes bytea := substring(uuid_send(gen_random_uuid()) FROM 1 FOR 6) || substring(uuid_send(gen_random_uuid()) FROM 10 FOR 6);
    v_code text := '';
BEGIN
    IF p_channel IS NULL OR p_channel NOT IN ('ussd', 'sms') THEN
        RAISE EXCEPTION 'a text report comes by ussd or sms, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_phone IS NULL THEN
        RAISE EXCEPTION 'a text report needs the caller''s number' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    FOR i IN 0..11 LOOP
        v_code := v_code || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(v_bytes, i) & 31) + 1, 1);
    END LOOP;
    INSERT INTO grievance (category, description, state, lga, phone, may_contact, channel, locale, status_code_sha256)
    VALUES (p_category, left(btrim(p_description), 4000), p_state, p_lga, p_phone, true, p_channel, coalesce(p_locale, 'en'),
            sha256(convert_to(v_code, 'UTF8')))
    RETURNING * INTO v_case;
    PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                      jsonb_build_object('reference', v_case.reference, 'code', v_code, 'expected_on', v_case.expected_on),
                      v_case.id, NULL);
    -- session_user, not current_user (the definer) nor the nassco.actor setting (any caller may set it).
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, 'grievance received', v_case.reference,
            jsonb_build_object('channel', p_channel, 'category', v_case.category, 'state', v_case.state, 'lga', v_case.lga));
    RETURN QUERY SELECT v_case.reference, v_case.expected_on, v_code;
END $function$;
COMMENT ON FUNCTION grievance_from_text(text, text, text, text, text, text, text) IS 'Stores a grievance sent by USSD or SMS from the caller''s number, with consent to a call back, in its state and LGA where the caller chose them (linked to a live known problem of its place and category by grievance_known_problem_link); makes its status code (12 Crockford characters from gen_random_uuid()) and keeps its SHA-256; queues the receipt SMS (reference, code, promised date) to that number; audits the calling login (session_user) with channel, category, state and LGA. Returns the reference, promised date and code. For nassco_text alone.';
REVOKE ALL ON FUNCTION grievance_from_text(text, text, text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION grievance_from_text(text, text, text, text, text, text, text) TO nassco_text;

-- ---------------------------------------------------------------------------
-- By SMS a report names no category and no place, only words: a text that names an LGA with a live
-- notice is answered with the notice (the "known problem" message) and files nothing; the same
-- number's next report within a day is filed anyway, in the notice's place. Its category stays
-- unknown ("other"): the person may be reporting another problem there, which closing the notice
-- must not resolve, so it is linked only to a notice of "another problem". The offer keeps the
-- number's hash only, as the outbox does.

ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_kind_check;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_kind_check
    CHECK (kind IN ('grievance receipt', 'grievance status', 'grievance resolved', 'grievance status reply', 'office number',
                    'request receipt', 'text help', 'payment answer', 'payment alert', 'payment alert confirm', 'payment alerts on',
                    'grievance fix question', 'grievance fix thanks', 'grievance reopened', 'known problem'));
COMMENT ON COLUMN sms_outbox.kind IS 'The template (app/features/sms-texts/templates.ts): grievance receipt (reference, code, promised date), grievance status, grievance resolved, grievance status reply (asked for by SMS or USSD), office number (a state office''s phone, asked for by USSD), request receipt (a data access request''s reference), text help (what to send, to a text that was no report), payment answer (an LGA''s next payment window, asked for by PAY <LGA>), payment alert (news of a window for an LGA the number subscribed to), payment alert confirm (reply YES, to a number given on the web), payment alerts on (the subscription is live; STOP ends it), grievance fix question ("Was it fixed? Reply 1 Yes, 2 No"), grievance fix thanks (to a text that said yes), grievance reopened (a "no" reopened the case: its new promised date), known problem (a live notice for the LGA a report named: send it again to report anyway).';

CREATE TABLE sms_known_problem_offer (
    phone_sha256     bytea       PRIMARY KEY,
    known_problem_id text        NOT NULL REFERENCES known_problem ON DELETE CASCADE,
    offered_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_known_problem_offer_age ON sms_known_problem_offer (offered_at);
COMMENT ON TABLE sms_known_problem_offer IS 'A number (its SHA-256) that was sent a known problem in answer to its report, for a day: its next report is filed anyway, linked to the notice. No number, no words.';

-- The live notice, of any category, for the first of these places (states and LGAs in pairs) that has one.
CREATE FUNCTION known_problem_live_at(p_states text[], p_lgas text[])
RETURNS TABLE (id text, state text, lga text, category text, expected_on date, origin text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT k.id, k.state, k.lga, k.category, k.expected_on, k.origin
    FROM unnest(p_states, p_lgas) WITH ORDINALITY AS p(state, lga, n)
    JOIN known_problem k ON k.state = p.state AND (k.lga IS NULL OR k.lga = p.lga)
    WHERE k.closed_at IS NULL AND content_is_live(k.status, k.publish_at, k.unpublish_at)
      -- A text carries no label: an example is never sent as the office's word.
      AND k.provenance <> 'illustrative'
    ORDER BY p.n, k.lga IS NULL, k.publish_at DESC, k.id
    LIMIT 1
$$;
COMMENT ON FUNCTION known_problem_live_at(text[], text[]) IS 'The live, open known problem of any category, never an illustrative one, for the first of the (state, LGA) places given that has one, the LGA''s own first: for a text report that names an LGA.';

CREATE FUNCTION sms_in_known_problem(p_phone text, p_id text) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_problem known_problem;
BEGIN
    SELECT * INTO v_problem FROM known_problem k
    WHERE k.id = p_id AND k.closed_at IS NULL AND content_is_live(k.status, k.publish_at, k.unpublish_at);
    -- A number that was answered with a notice within the day files its report anyway (the site then files it).
    IF NOT FOUND OR EXISTS (SELECT FROM sms_known_problem_offer o
                            WHERE o.phone_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND o.offered_at > now() - interval '1 day') THEN
        RETURN false;
    END IF;
    DELETE FROM sms_known_problem_offer WHERE offered_at < now() - interval '1 day';
    INSERT INTO sms_known_problem_offer (phone_sha256, known_problem_id) VALUES (sha256(convert_to(p_phone, 'UTF8')), p_id)
    ON CONFLICT (phone_sha256) DO UPDATE SET known_problem_id = EXCLUDED.known_problem_id, offered_at = now();
    PERFORM known_problem_count(p_id, 'sms', false);
    PERFORM sms_queue('known problem', p_phone, 'en',
                      jsonb_build_object('category', v_problem.category, 'state', v_problem.state, 'lga', v_problem.lga,
                                         'expected_on', v_problem.expected_on),
                      NULL, NULL);
    RETURN true;
END $$;
COMMENT ON FUNCTION sms_in_known_problem(text, text) IS 'Answers a text report that named a live known problem''s LGA with the notice (the known problem message), counts the showing and offers the number, for a day, to file its next report anyway. False, and nothing done, when the notice is no longer live or the number was offered one within the day (its report is then filed).';

CREATE FUNCTION sms_in_known_problem_taken(p_phone text)
RETURNS TABLE (state text, lga text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_id text;
BEGIN
    DELETE FROM sms_known_problem_offer o
    WHERE o.phone_sha256 = sha256(convert_to(p_phone, 'UTF8')) AND o.offered_at > now() - interval '1 day'
    RETURNING o.known_problem_id INTO v_id;
    IF v_id IS NULL THEN
        RETURN;
    END IF;
    PERFORM known_problem_count(v_id, 'sms', true);
    RETURN QUERY SELECT k.state, k.lga FROM known_problem k WHERE k.id = v_id;
END $$;
COMMENT ON FUNCTION sms_in_known_problem_taken(text) IS 'The place of the known problem this number was answered with within the last day, taking the offer and counting its report as filed anyway: the report is filed there, its category unknown (so linked only to a notice of another problem), for an officer to read.';

REVOKE ALL ON FUNCTION known_problem_live_at(text[], text[]), sms_in_known_problem(text, text), sms_in_known_problem_taken(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION known_problem_live_at(text[], text[]), sms_in_known_problem(text, text), sms_in_known_problem_taken(text)
    TO nassco_text;
