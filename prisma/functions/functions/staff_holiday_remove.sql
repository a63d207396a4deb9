CREATE OR REPLACE FUNCTION public.staff_holiday_remove(p_token_sha256 bytea, p_day date)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer', 'admin']);
    v_name text;
BEGIN
    DELETE FROM public_holiday WHERE day = p_day RETURNING name INTO v_name;
    IF v_name IS NULL THEN RETURN false; END IF;
    INSERT INTO audit_log (actor, action, subject, before)
    VALUES (v_member.name, 'public holiday removed', 'holiday:' || p_day, jsonb_build_object('name', v_name));
    RETURN true;
END $function$;
