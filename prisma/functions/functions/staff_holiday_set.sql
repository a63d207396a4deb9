CREATE OR REPLACE FUNCTION public.staff_holiday_set(p_token_sha256 bytea, p_day date, p_name text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer', 'admin']);
    v_before text;
BEGIN
    SELECT name INTO v_before FROM public_holiday WHERE day = p_day;
    INSERT INTO public_holiday (day, name, added_by) VALUES (p_day, btrim(p_name), v_member.name)
    ON CONFLICT (day) DO UPDATE SET name = EXCLUDED.name, added_by = EXCLUDED.added_by, added_at = now();
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_member.name, 'public holiday set', 'holiday:' || p_day,
            CASE WHEN v_before IS NOT NULL THEN jsonb_build_object('name', v_before) END, jsonb_build_object('name', btrim(p_name)));
END $function$;
