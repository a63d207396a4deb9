CREATE OR REPLACE FUNCTION public.staff_partner_add(p_token_sha256 bytea, p_name text, p_contact_email text, p_key_sha256 bytea)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['admin']);
    v_id integer;
BEGIN
    INSERT INTO grievance_partner (name, contact_email, key_sha256, created_by)
    VALUES (btrim(p_name), lower(btrim(p_contact_email)), p_key_sha256, v_member.name)
    RETURNING grievance_partner.id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'grievance partner added', 'partner:' || btrim(p_name),
            jsonb_build_object('contact_email', lower(btrim(p_contact_email))));
    RETURN v_id;
END $function$;

COMMENT ON FUNCTION public.staff_partner_add(p_token_sha256 bytea, p_name text, p_contact_email text, p_key_sha256 bytea) IS 'An admin adds a partner with the SHA-256 of its new key; 23505 if the name (in any case) is taken.';
