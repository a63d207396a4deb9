CREATE OR REPLACE FUNCTION public.staff_payment_progress_stage(p_token_sha256 bytea, p_cycle_year integer, p_cycle_number integer, p_as_at timestamp with time zone, p_source_name text, p_file_text text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_id bigint;
BEGIN
    IF p_as_at > now() THEN
        RAISE EXCEPTION 'the figures cannot be as at a time still to come' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO payment_progress_upload (cycle_year, cycle_number, as_at, source_name, file_sha256, file_text, uploaded_by)
    VALUES (p_cycle_year, p_cycle_number, p_as_at, p_source_name, encode(sha256(convert_to(p_file_text, 'UTF8')), 'hex'),
            p_file_text, v_member.name)
    RETURNING id INTO v_id;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'payment progress uploaded', 'payment_progress_upload:' || v_id,
            jsonb_build_object('cycle', p_cycle_year || '-' || p_cycle_number, 'as_at', p_as_at, 'source', p_source_name));
    RETURN v_id;
END $function$;
