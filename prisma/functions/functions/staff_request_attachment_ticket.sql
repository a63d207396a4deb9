CREATE OR REPLACE FUNCTION public.staff_request_attachment_ticket(p_token_sha256 bytea, p_reference text, p_attachment bigint)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_ticket bigint;
BEGIN
    IF NOT EXISTS (SELECT FROM dar_attachment WHERE id = p_attachment AND reference = p_reference) THEN
        RAISE EXCEPTION 'There is no such attachment on %.', p_reference USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'read attachment', p_reference, jsonb_build_object('attachment', p_attachment)) RETURNING id INTO v_ticket;
    RETURN v_ticket;
END $function$;
