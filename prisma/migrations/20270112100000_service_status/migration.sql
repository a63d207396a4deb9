-- The public status page (/status, decision 0113): how each channel a household uses is working,
-- from the office's notices and from the site's own measurements, with 90 days of history.

-- ---------------------------------------------------------------------------
-- The office's notices: a channel slow, down, or under planned work, from a time, until a time or
-- until further notice, with a short message. A content collection, so the office writes, reviews,
-- schedules and translates notices as it does news; readers see the live ones.

CREATE TABLE service_notice (
    id        text        PRIMARY KEY,
    -- The channels of app/features/service-status/channels.ts; another is a migration.
    channel   text        NOT NULL CHECK (channel IN ('website', 'form', 'ussd', 'sms-in', 'sms-out', 'email', 'phone')),
    state     text        NOT NULL CHECK (state IN ('slow', 'down', 'planned')),
    starts_at timestamptz NOT NULL,
    -- NULL: until the office says it is over (it sets the time, or takes the notice off).
    ends_at   timestamptz,
    message   text        NOT NULL CHECK (btrim(message) <> '' AND length(message) <= 160),
    CONSTRAINT service_notice_ends_at_check CHECK (ends_at IS NULL OR ends_at > starts_at)
);
SELECT content_collection_register('service_notice');
SELECT content_collection_register_translations('service_notice');
COMMENT ON TABLE service_notice IS 'The office''s notice that a channel (the website, the forms, USSD, SMS in and out, e-mail, the 969 line) is slow, down or under planned work, from starts_at until ends_at (NULL: until further notice), with a short message; shown on /status and in its feed. A content collection.';
-- The page and its feed read the newest first; translations by their original.
CREATE INDEX service_notice_newest ON service_notice (locale, starts_at DESC, id);

-- ---------------------------------------------------------------------------
-- What the site measured, a day at a time: each channel's worst state of each Lagos day, written
-- by the public site's housekeeping (service_status_record) and kept 90 days. No person, no text.

CREATE TABLE service_status_day (
    channel    text        NOT NULL CHECK (channel IN ('website', 'form', 'ussd', 'sms-in', 'sms-out', 'email', 'phone')),
    day        date        NOT NULL,
    -- The worst seen that day: down, then slow, then planned work; a day that was all working has no row.
    state      text        NOT NULL CHECK (state IN ('slow', 'down', 'planned')),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (channel, day)
);
CREATE INDEX service_status_day_by_day ON service_status_day (day);
COMMENT ON TABLE service_status_day IS 'Each channel''s worst state on each Lagos day it was not all working (slow, down, planned work), from the office''s notices and the site''s measurements; written by service_status_record(), kept 90 days. Counts nothing about anyone.';
REVOKE ALL ON service_status_day FROM PUBLIC;
GRANT SELECT ON service_status_day TO nassco_app;

-- How bad a state is, for "the worst of the day".
CREATE FUNCTION service_state_rank(p_state text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE p_state WHEN 'down' THEN 3 WHEN 'slow' THEN 2 WHEN 'planned' THEN 1 ELSE 0 END
$$;

-- The public site's step, every few minutes on each instance: each channel's state now, kept as
-- the worst of today (Lagos); days past 90 go. Idempotent, so every instance may run it.
CREATE FUNCTION service_status_record(p_channels text[], p_states text[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    IF cardinality(p_channels) IS DISTINCT FROM cardinality(p_states) THEN
        RAISE EXCEPTION 'one state for each channel' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO service_status_day AS d (channel, day, state)
    SELECT c.channel, v_today, c.state FROM unnest(p_channels, p_states) AS c(channel, state)
    WHERE c.state <> 'working'
    ON CONFLICT (channel, day) DO UPDATE SET state = excluded.state, updated_at = now()
        WHERE service_state_rank(excluded.state) > service_state_rank(d.state);
    DELETE FROM service_status_day WHERE day < v_today - 90;
END $$;
COMMENT ON FUNCTION service_status_record(text[], text[]) IS 'For the public site: each channel''s state now (working, planned, slow, down), kept as the worst of today in Lagos in service_status_day; days older than 90 are deleted.';
REVOKE ALL ON FUNCTION service_status_record(text[], text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION service_status_record(text[], text[]) TO nassco_app;

-- ---------------------------------------------------------------------------
-- The site's measurements of its two outboxes, as the public site may read them: counts and ages,
-- never a number, an address or a word of a message. For each: how long the oldest message due has
-- waited, how many are failing (waiting after a failed try, or given up within p_window), and how
-- many went within p_window. Mail is the lanes households wait for (priority < 3: no newsletters).

CREATE FUNCTION service_status_measures(p_window interval DEFAULT interval '15 minutes')
RETURNS TABLE (lane text, oldest_due_seconds double precision, failing bigint, sent_recently bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT 'sms-out',
           coalesce((SELECT extract(epoch FROM now() - min(s.next_attempt_at)) FROM sms_outbox s
                     WHERE s.state IN ('pending', 'sending') AND s.next_attempt_at <= now()), 0)::double precision,
           (SELECT count(*) FROM sms_outbox s
            WHERE (s.state = 'pending' AND s.last_error IS NOT NULL)
               OR (s.state = 'dead' AND s.next_attempt_at > now() - p_window AND s.created_at > now() - interval '1 day')),
           (SELECT count(*) FROM sms_outbox s
            WHERE s.state = 'sent' AND s.sent_at > now() - p_window AND s.created_at > now() - interval '1 day')
    UNION ALL
    SELECT 'email',
           coalesce((SELECT extract(epoch FROM now() - min(m.next_attempt_at)) FROM mail_outbox m
                     WHERE m.priority < 3 AND m.state IN ('pending', 'sending') AND m.next_attempt_at <= now()), 0)::double precision,
           (SELECT count(*) FROM mail_outbox m
            WHERE m.priority < 3 AND ((m.state = 'pending' AND m.last_error IS NOT NULL)
                                      OR (m.state = 'dead' AND m.next_attempt_at > now() - p_window AND m.created_at > now() - interval '1 day'))),
           (SELECT count(*) FROM mail_outbox m WHERE m.state = 'sent' AND m.priority < 3 AND m.sent_at > now() - p_window)
$$;
COMMENT ON FUNCTION service_status_measures(interval) IS 'For /status: the SMS outbox and the households'' mail (no newsletters), each as the oldest due message''s wait in seconds, the messages failing (waiting after a failed try, or given up within p_window) and those sent within p_window. Counts and ages only.';
REVOKE ALL ON FUNCTION service_status_measures(interval) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION service_status_measures(interval) TO nassco_app;
