CREATE OR REPLACE FUNCTION public.cdn_purge_mark_done(p_ids bigint[], p_skipped boolean)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE cdn_purge_outbox
    SET state = CASE WHEN p_skipped THEN 'skipped' ELSE 'sent' END, done_at = now(), last_error = NULL
    WHERE id = ANY (p_ids) AND state = 'sending';
$function$;

COMMENT ON FUNCTION public.cdn_purge_mark_done(p_ids bigint[], p_skipped boolean) IS 'Claimed tags done: sent (the CDN accepted the purge), or skipped (CDN_PURGER=none).';
