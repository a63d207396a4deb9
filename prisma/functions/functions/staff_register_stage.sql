CREATE OR REPLACE FUNCTION public.staff_register_stage(p_token_sha256 bytea, p_file_text text, p_source text, p_as_at date)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_id bigint;
BEGIN
    INSERT INTO register_upload (file_sha256, file_text, source, as_at, uploaded_by)
    VALUES (encode(sha256(convert_to(p_file_text, 'UTF8')), 'hex'), p_file_text, btrim(p_source), p_as_at, v_member.name)
    RETURNING id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'register file uploaded', 'register_upload:' || v_id, jsonb_build_object('as_at', p_as_at, 'source', btrim(p_source)));
    RETURN v_id;
END $function$;
