-- Issue 53, alerts that wake someone (docs/decisions/0081-metrics-and-alerts.md): what the back
-- office's /metrics reports of the queues, the sign-in locks, the newsletter being sent and the
-- backups. Counts, ages and times only: no reference, name, address or number.

-- The backup service's login. deploy/roles.sql makes it, with REPLICATION, where the compose
-- backup service runs; elsewhere (a managed server with backups of its own, the tests' cluster) it
-- is made here without a login, so the grant below has a holder and nobody can sign in as it.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_backup') THEN CREATE ROLE nassco_backup NOLOGIN; END IF;
END $$;

-- The backup job, after a whole good backup (deploy/backup/backup.sh): 'base' after pg_basebackup
-- and pg_verifybackup, 'dump' after pg_dump and pg_restore --list. Kept beside the daily jobs'
-- runs; the only thing nassco_backup may write.
CREATE FUNCTION backup_recorded(p_kind text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF p_kind IS NULL OR p_kind NOT IN ('base', 'dump') THEN
        RAISE EXCEPTION 'a backup is ''base'' or ''dump'', not %', p_kind USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('backup ' || p_kind, now(), jsonb_build_object('by', session_user))
    ON CONFLICT (job) DO UPDATE SET last_run_at = excluded.last_run_at, outcome = excluded.outcome;
END $$;
COMMENT ON FUNCTION backup_recorded(text) IS 'Called by the backup job after a good base backup (''base'') or dump (''dump''): its time, for the back office''s /metrics and the alert on an old backup.';
REVOKE ALL ON FUNCTION backup_recorded(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION backup_recorded(text) TO nassco_backup;

-- One row for the back office's scrape. "Overdue" is the queues' own: a request open longer than
-- 10 working days (request_overdue_since, as the queue, its counts and the digest use it), a
-- grievance open past its expected date in Lagos (as staff_grievance_counts counts it). A locked
-- account is one that staff_sign_in_wait, the lock itself, refuses on at least one network now.
-- The newsletter is the latest issue queued: the one being sent, or the last one sent.
CREATE FUNCTION office_metrics()
RETURNS TABLE (
    requests_open bigint, requests_overdue bigint,
    grievances_open bigint, grievances_overdue bigint,
    accounts_locked bigint,
    newsletter_queued bigint, newsletter_sent bigint, newsletter_failed bigint, newsletter_cancelled bigint,
    newsletter_last_progress_at timestamptz,
    base_backup_at timestamptz, dump_at timestamptz,
    wal_archived_count bigint, wal_last_archived_at timestamptz, wal_failed_count bigint, wal_last_failed_at timestamptz
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    -- The cutoff once, not per row: it walks the calendar back over weekends and holidays.
    WITH cutoff AS MATERIALIZED (
        SELECT request_overdue_since(now()) AS overdue_since
    ), requests AS (
        SELECT count(*) AS open, count(*) FILTER (WHERE r.created_at < cutoff.overdue_since) AS overdue
        FROM data_access_request r, cutoff WHERE r.decided_at IS NULL
    ), grievances AS (
        SELECT count(*) AS open, count(*) FILTER (WHERE g.expected_on < (now() AT TIME ZONE 'Africa/Lagos')::date) AS overdue
        FROM grievance g WHERE g.resolved_at IS NULL
    ), tried AS MATERIALIZED (
        -- Each account's names and networks tried in the lock's window, with the tries it counts.
        SELECT l.account_id, l.name_key, l.client, count(*) FILTER (WHERE l.event IN ('password_check', 'code_bad')) AS tries
        FROM staff_sign_in_log l
        WHERE l.at > now() - interval '15 minutes' AND l.account_id IS NOT NULL
        GROUP BY l.account_id, l.name_key, l.client
    ), failing AS MATERIALIZED (
        SELECT f.client FROM staff_sign_in_log f
        WHERE f.at > now() - interval '15 minutes' AND f.event IN ('password_bad', 'code_bad')
        GROUP BY f.client HAVING count(*) >= 30
    ), locked AS (
        -- staff_sign_in_wait decides; the lock's own thresholds (5 tries, 30 failures) only skip
        -- pairs it could not refuse, and each account stops at its first locked network, so a
        -- guessing attack from thousands of networks costs a few calls per account, not one per pair.
        SELECT count(*) AS accounts
        FROM (SELECT DISTINCT t.account_id FROM tried t) a,
             LATERAL (SELECT 1 FROM tried t
                      WHERE t.account_id = a.account_id AND (t.tries >= 5 OR t.client IN (SELECT client FROM failing))
                        AND staff_sign_in_wait(t.name_key, t.client) > 0
                      LIMIT 1) hit
    ), issue AS (
        -- The latest queued: issues go one after another. Its copies are counted by the primary
        -- key's prefix; looking for pending copies among every issue's would read them all.
        SELECT i.id, i.queued_at FROM newsletter_issue i WHERE i.state = 'queued' ORDER BY i.queued_at DESC LIMIT 1
    ), newsletter AS (
        SELECT count(*) FILTER (WHERE d.state = 'pending') AS queued,
               count(*) FILTER (WHERE d.state = 'sent') AS sent,
               count(*) FILTER (WHERE d.state = 'dead') AS failed,
               count(*) FILTER (WHERE d.state = 'cancelled') AS cancelled,
               greatest(max(d.sent_at), (SELECT queued_at FROM issue)) AS progress_at
        FROM newsletter_delivery d WHERE d.issue_id = (SELECT id FROM issue)
    )
    SELECT requests.open, requests.overdue, grievances.open, grievances.overdue, locked.accounts,
           newsletter.queued, newsletter.sent, newsletter.failed, newsletter.cancelled, newsletter.progress_at,
           (SELECT last_run_at FROM maintenance_run WHERE job = 'backup base'),
           (SELECT last_run_at FROM maintenance_run WHERE job = 'backup dump'),
           a.archived_count, a.last_archived_time, a.failed_count, a.last_failed_time
    FROM requests, grievances, locked, newsletter, pg_stat_archiver a
$$;
COMMENT ON FUNCTION office_metrics() IS 'For the back office''s /metrics: open and overdue requests and grievances, accounts locked now, the latest newsletter queued (copies queued, sent, failed, cancelled; its last progress), the last good base backup and dump, and the WAL archiver''s counts and times. Counts and times only.';
REVOKE ALL ON FUNCTION office_metrics() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION office_metrics() TO nassco_office;

-- The outboxes by lane, for the back office's /metrics: messages waiting, given up on, and the
-- oldest waiting one's age. The mail lane is the urgent mail (receipts, notices, sign-in alerts):
-- newsletters (priority 3 and over) go out at NEWSLETTER_PER_MINUTE on purpose, and are watched
-- through office_metrics' newsletter columns instead.
CREATE FUNCTION outbox_lanes()
RETURNS TABLE (lane text, pending bigint, dead bigint, oldest_pending_seconds double precision)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT 'mail', count(*) FILTER (WHERE m.state IN ('pending', 'sending')), count(*) FILTER (WHERE m.state = 'dead'),
           coalesce(extract(epoch FROM now() - min(m.created_at) FILTER (WHERE m.state IN ('pending', 'sending'))), 0)::double precision
    FROM mail_outbox m WHERE m.priority < 3
    UNION ALL
    SELECT 'sms', count(*) FILTER (WHERE s.state IN ('pending', 'sending')), count(*) FILTER (WHERE s.state = 'dead'),
           coalesce(extract(epoch FROM now() - min(s.created_at) FILTER (WHERE s.state IN ('pending', 'sending'))), 0)::double precision
    FROM sms_outbox s WHERE s.state IN ('pending', 'sending', 'dead')
    UNION ALL
    SELECT 'purge', p.pending, p.dead, p.oldest_pending_seconds FROM cdn_purge_metrics() p
$$;
COMMENT ON FUNCTION outbox_lanes() IS 'For the back office''s /metrics: per outbox lane (mail without newsletters, sms, the CDN''s purges), messages waiting, dead, and the oldest waiting one''s age in seconds. Counts and ages only.';
REVOKE ALL ON FUNCTION outbox_lanes() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION outbox_lanes() TO nassco_office;
