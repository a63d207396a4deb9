CREATE OR REPLACE FUNCTION public.staff_request_move(p_token_sha256 bytea, p_reference text, p_status text, p_note text, p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['request_officer']);
    v_email text;
BEGIN
    PERFORM dar_move(p_reference, p_status, p_note, v_member.name);
    SELECT email_address INTO v_email FROM data_access_request WHERE reference = p_reference;
    IF v_email IS NULL OR p_message_id IS NULL THEN RETURN false; END IF;
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers, request_reference)
    VALUES (p_message_id, 'request letter', v_email, p_subject, p_text, p_html, coalesce(p_headers, '{}'), p_reference);
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN true;
END $function$;
