CREATE OR REPLACE FUNCTION public.staff_email_set(p_token_sha256 bytea, p_email text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']);
BEGIN
    UPDATE staff_account SET email = nullif(lower(btrim(p_email)), '') WHERE id = v_member.id;
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'own e-mail address changed', 'staff:' || v_member.name);
END $function$;
