CREATE OR REPLACE FUNCTION public.sms_asked_allowed(p_kind text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    -- One at a time, so that two callers cannot both take the last place.
    PERFORM pg_advisory_xact_lock(7260419052);
    IF (SELECT count(*) FROM sms_outbox o
        WHERE o.created_at > now() - interval '1 hour'
          AND (o.kind = 'office number' OR (o.kind = 'grievance status reply' AND o.params ? 'asked_by_another')))
       >= 500 THEN
        PERFORM audit('sms refused over the hourly ceiling', NULL, NULL, jsonb_build_object('kind', p_kind, 'refusals', 1));
        RETURN false;
    END IF;
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.sms_asked_allowed(p_kind text) IS 'Whether one more message a caller asked for to a number that may not be theirs (an office number, a status reply to a case''s number for another caller) may be queued: at most 500 an hour in all. A refusal is audited (kind, refusals 1), never the number. For other definer functions only.';
