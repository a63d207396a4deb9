CREATE OR REPLACE FUNCTION public.totp_step_matching(p_secret text, p_code text, p_at timestamp with time zone DEFAULT clock_timestamp())
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_code text := translate(coalesce(p_code, ''), ' -', '');
    v_step bigint := floor(extract(epoch FROM p_at) / 30)::bigint;
    v_key bytea;
BEGIN
    IF p_secret IS NULL OR v_code !~ '^[0-9]{6}$' THEN RETURN NULL; END IF;
    v_key := totp_key(p_secret);
    FOR v_delta IN -1 .. 1 LOOP
        IF totp_code(v_key, v_step + v_delta) = v_code THEN RETURN v_step + v_delta; END IF;
    END LOOP;
    RETURN NULL;
END $function$;
