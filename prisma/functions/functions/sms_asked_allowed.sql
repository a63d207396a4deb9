CREATE OR REPLACE FUNCTION public.sms_asked_allowed(p_kind text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF p_kind IS NULL OR p_kind NOT IN ('office number', 'grievance status reply') THEN
        RAISE EXCEPTION 'no hourly ceiling for %', p_kind USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- One at a time for each kind, so that two callers cannot both take its last place.
    PERFORM pg_advisory_xact_lock(CASE p_kind WHEN 'office number' THEN 7260419053 ELSE 7260419052 END);
    IF (SELECT count(*) FROM sms_outbox o
        WHERE o.created_at > now() - interval '1 hour'
          AND o.kind = p_kind
          AND (p_kind = 'office number' OR o.params ? 'asked_by_another'))
       >= 500 THEN
        PERFORM audit('sms refused over the hourly ceiling', NULL, NULL, jsonb_build_object('kind', p_kind, 'refusals', 1));
        RETURN false;
    END IF;
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.sms_asked_allowed(p_kind text) IS 'Whether one more message a caller asked for to a number that may not be theirs may be queued: at most 500 an hour of each kind, office numbers (''office number'') and status replies to a case''s number for another caller (''grievance status reply''), each counted apart. A refusal is audited (kind, refusals 1), never the number. For other definer functions only.';
