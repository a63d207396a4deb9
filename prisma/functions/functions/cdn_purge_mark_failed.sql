CREATE OR REPLACE FUNCTION public.cdn_purge_mark_failed(p_ids bigint[], p_error text, p_retry_seconds integer, p_max_attempts integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE cdn_purge_outbox
    SET state = CASE WHEN attempts >= p_max_attempts THEN 'dead' ELSE 'pending' END,
        done_at = CASE WHEN attempts >= p_max_attempts THEN now() END,
        next_attempt_at = now() + make_interval(secs => p_retry_seconds),
        last_error = left(p_error, 1000)
    WHERE id = ANY (p_ids) AND state = 'sending'
      -- A tag queued again meanwhile has its own pending row: this one is then no longer needed.
      AND NOT (attempts < p_max_attempts AND EXISTS (SELECT FROM cdn_purge_outbox p WHERE p.tag = cdn_purge_outbox.tag AND p.state = 'pending'));
    DELETE FROM cdn_purge_outbox o
    WHERE o.id = ANY (p_ids) AND o.state = 'sending'
      AND EXISTS (SELECT FROM cdn_purge_outbox p WHERE p.tag = o.tag AND p.state = 'pending');
$function$;

COMMENT ON FUNCTION public.cdn_purge_mark_failed(p_ids bigint[], p_error text, p_retry_seconds integer, p_max_attempts integer) IS 'Claimed tags whose purge failed: pending again after p_retry_seconds, or dead once attempts reach p_max_attempts; a tag already queued again is left to its newer row.';
