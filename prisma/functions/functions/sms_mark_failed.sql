CREATE OR REPLACE FUNCTION public.sms_mark_failed(p_id bigint, p_error text, p_retry_seconds integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    UPDATE sms_outbox
    SET state = CASE WHEN p_retry_seconds IS NULL THEN 'dead' ELSE 'pending' END,
        next_attempt_at = now() + make_interval(secs => coalesce(p_retry_seconds, 0)),
        last_error = left(p_error, 1000),
        recipient = CASE WHEN p_retry_seconds IS NULL THEN NULL ELSE recipient END,
        params = CASE WHEN p_retry_seconds IS NULL THEN params - 'code' ELSE params END
    WHERE id = p_id AND state = 'sending';
$function$;

COMMENT ON FUNCTION public.sms_mark_failed(p_id bigint, p_error text, p_retry_seconds integer) IS 'A claimed message that failed: pending again after p_retry_seconds, or, with null, dead with its number and code cleared.';
