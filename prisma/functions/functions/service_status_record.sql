CREATE OR REPLACE FUNCTION public.service_status_record(p_channels text[], p_states text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
BEGIN
    IF cardinality(p_channels) IS DISTINCT FROM cardinality(p_states) THEN
        RAISE EXCEPTION 'one state for each channel' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO service_status_day AS d (channel, day, state)
    SELECT c.channel, v_today, c.state FROM unnest(p_channels, p_states) AS c(channel, state)
    WHERE c.state <> 'working'
    ON CONFLICT (channel, day) DO UPDATE SET state = excluded.state, updated_at = now()
        WHERE service_state_rank(excluded.state) > service_state_rank(d.state);
    DELETE FROM service_status_day WHERE day < v_today - 90;
END $function$;

COMMENT ON FUNCTION public.service_status_record(p_channels text[], p_states text[]) IS 'For the public site: each channel''s state now (working, planned, slow, down), kept as the worst of today in Lagos in service_status_day; days older than 90 are deleted.';
