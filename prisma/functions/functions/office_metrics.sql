CREATE OR REPLACE FUNCTION public.office_metrics()
 RETURNS TABLE(requests_open bigint, requests_overdue bigint, grievances_open bigint, grievances_overdue bigint, accounts_locked bigint, newsletter_queued bigint, newsletter_sent bigint, newsletter_failed bigint, newsletter_cancelled bigint, newsletter_last_progress_at timestamp with time zone, base_backup_at timestamp with time zone, dump_at timestamp with time zone, wal_archived_count bigint, wal_last_archived_at timestamp with time zone, wal_failed_count bigint, wal_last_failed_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
        -- staff_sign_in_wait decides; the lock's own thresholds (5 tries on a network, 20 on the name
        -- across networks, 30 failures from a network) only skip
        -- pairs it could not refuse, and each account stops at its first locked network, so a
        -- guessing attack from thousands of networks costs a few calls per account, not one per pair.
        SELECT count(*) AS accounts
        FROM (SELECT DISTINCT t.account_id FROM tried t) a,
             LATERAL (SELECT 1 FROM tried t
                      WHERE t.account_id = a.account_id
                        AND (t.tries >= 5 OR t.client IN (SELECT client FROM failing)
                             OR (SELECT sum(n.tries) FROM tried n WHERE n.account_id = t.account_id AND n.name_key = t.name_key) >= 20)
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
$function$;

COMMENT ON FUNCTION public.office_metrics() IS 'For the back office''s /metrics: open and overdue requests and grievances, accounts locked now, the latest newsletter queued (copies queued, sent, failed, cancelled; its last progress), the last good base backup and dump, and the WAL archiver''s counts and times. Counts and times only.';
