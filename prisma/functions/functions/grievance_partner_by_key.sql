CREATE OR REPLACE FUNCTION public.grievance_partner_by_key(p_key_sha256 bytea)
 RETURNS grievance_partner
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_partner grievance_partner;
BEGIN
    SELECT * INTO v_partner FROM grievance_partner WHERE key_sha256 = p_key_sha256;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no partner has this key' USING ERRCODE = 'invalid_authorization_specification';
    END IF;
    IF v_partner.disabled_at IS NOT NULL THEN
        RAISE EXCEPTION 'this partner is disabled' USING ERRCODE = 'insufficient_privilege';
    END IF;
    UPDATE grievance_partner SET last_used_at = now() WHERE id = v_partner.id;
    RETURN v_partner;
END $function$;
