CREATE OR REPLACE FUNCTION public.staff_email(p_token_sha256 bytea)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
BEGIN
    RETURN v_member.email;
END $function$;
