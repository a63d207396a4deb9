CREATE OR REPLACE FUNCTION public.backup_recorded(p_kind text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF p_kind IS NULL OR p_kind NOT IN ('base', 'dump') THEN
        RAISE EXCEPTION 'a backup is ''base'' or ''dump'', not %', p_kind USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO maintenance_run (job, last_run_at, outcome)
    VALUES ('backup ' || p_kind, now(), jsonb_build_object('by', session_user))
    ON CONFLICT (job) DO UPDATE SET last_run_at = excluded.last_run_at, outcome = excluded.outcome;
END $function$;

COMMENT ON FUNCTION public.backup_recorded(p_kind text) IS 'Called by the backup job after a good base backup (''base'') or dump (''dump''): its time, for the back office''s /metrics and the alert on an old backup.';
