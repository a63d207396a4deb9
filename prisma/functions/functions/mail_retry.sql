CREATE OR REPLACE FUNCTION public.mail_retry(p_id bigint DEFAULT NULL::bigint)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    retried integer;
BEGIN
    UPDATE mail_outbox SET state = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
    WHERE state = 'dead' AND (p_id IS NULL OR id = p_id);
    GET DIAGNOSTICS retried = ROW_COUNT;
    PERFORM audit('mail retry', p_id::text, NULL, jsonb_build_object('messages', retried));
    RETURN retried;
END $function$;
