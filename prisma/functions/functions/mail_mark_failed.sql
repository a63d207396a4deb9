CREATE OR REPLACE FUNCTION public.mail_mark_failed(p_id bigint, p_error text, p_retry_seconds integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE mail_outbox
    SET state = CASE WHEN p_retry_seconds IS NULL THEN 'dead' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(secs => coalesce(p_retry_seconds, 0)),
        last_error = left(p_error, 1000),
        handed_over_at = NULL
    WHERE id = p_id AND state = 'sending';
$function$;
