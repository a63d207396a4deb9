CREATE OR REPLACE FUNCTION public.staff_partner_disable(p_token_sha256 bytea, p_id integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['admin']);
    v_name text;
BEGIN
    UPDATE grievance_partner SET disabled_at = now() WHERE id = p_id AND disabled_at IS NULL RETURNING name INTO v_name;
    IF v_name IS NULL THEN RETURN false; END IF;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'grievance partner disabled', 'partner:' || v_name);
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.staff_partner_disable(p_token_sha256 bytea, p_id integer) IS 'An admin disables a partner: its key is refused from then on. False if it was disabled already or is gone.';
