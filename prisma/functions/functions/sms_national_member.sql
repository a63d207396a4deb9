CREATE OR REPLACE FUNCTION public.sms_national_member(p_token_sha256 bytea)
 RETURNS staff_account
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer', 'admin']);
BEGIN
    IF NOT 'admin' = ANY (v_member.roles) AND v_member.desk_state IS NOT NULL THEN
        RAISE EXCEPTION 'text message figures are for the national office and admins' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN v_member;
END $function$;

COMMENT ON FUNCTION public.sms_national_member(p_token_sha256 bytea) IS 'The staff member of a session who may see and resend text messages: a grievance officer of the national office (no desk state) or an admin; raises insufficient_privilege otherwise.';
