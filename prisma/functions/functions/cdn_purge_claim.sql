CREATE OR REPLACE FUNCTION public.cdn_purge_claim(p_limit integer, p_delay_seconds integer)
 RETURNS TABLE(id bigint, tag text, attempts integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    DELETE FROM cdn_purge_outbox o
    WHERE o.state IN ('sent', 'skipped', 'dead')
      AND o.done_at < now() - CASE WHEN o.state = 'dead' THEN interval '30 days' ELSE interval '7 days' END;
    RETURN QUERY
    UPDATE cdn_purge_outbox m
    SET state = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + interval '120 seconds'
    FROM (SELECT o.id FROM cdn_purge_outbox o
          WHERE o.state IN ('pending', 'sending') AND o.next_attempt_at <= now()
            AND o.created_at <= now() - make_interval(secs => greatest(p_delay_seconds, 0))
          ORDER BY o.next_attempt_at, o.id
          LIMIT least(greatest(p_limit, 0), 1000)
          FOR UPDATE SKIP LOCKED) due
    WHERE m.id = due.id
    RETURNING m.id, m.tag, m.attempts;
END $function$;

COMMENT ON FUNCTION public.cdn_purge_claim(p_limit integer, p_delay_seconds integer) IS 'The purge lane takes up to p_limit due cache tags, queued at least p_delay_seconds ago, for two minutes (SKIP LOCKED, attempts + 1); first deletes rows done a week ago (dead ones, a month).';
