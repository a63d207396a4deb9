CREATE OR REPLACE FUNCTION public.sms_mark_failed(p_id bigint, p_attempt integer, p_error text, p_retry_seconds integer)
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
        -- A receipt's code stays until retention (a week), so that staff may send it again.
        params = CASE WHEN p_retry_seconds IS NULL AND kind <> 'grievance receipt' THEN params - 'code' ELSE params END
    WHERE id = p_id AND attempts = p_attempt AND state = 'sending';
$function$;

COMMENT ON FUNCTION public.sms_mark_failed(p_id bigint, p_attempt integer, p_error text, p_retry_seconds integer) IS 'A claimed message that failed, for the attempt p_attempt only: pending again after p_retry_seconds, or, with null, dead with its number cleared, and its code too except a receipt''s, which retention clears after a week.';
