CREATE OR REPLACE FUNCTION public.staff_request_attach(p_token_sha256 bytea, p_reference text, p_name text, p_description text, p_content_type text, p_bytes bytea)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_id bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM data_access_request WHERE reference = p_reference AND personal_data_erased_at IS NULL) THEN
        RAISE EXCEPTION 'There is no data access request % with its details kept.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO dar_attachment (reference, name, description, content_type, bytes, sha256, added_by)
    VALUES (p_reference, btrim(p_name), btrim(coalesce(p_description, '')), p_content_type, p_bytes, encode(sha256(p_bytes), 'hex'), v_member.name)
    RETURNING id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'attachment added', p_reference,
            jsonb_build_object('attachment', v_id, 'name', btrim(p_name), 'content_type', p_content_type, 'bytes', octet_length(p_bytes)));
    RETURN v_id;
END $function$;
