CREATE OR REPLACE FUNCTION public.staff_newsletter_test(p_token_sha256 bytea, p_issue bigint, p_message_id text, p_subject text, p_text text, p_html text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
BEGIN
    IF v_member.email IS NULL THEN
        RAISE EXCEPTION 'add your own e-mail address first' USING ERRCODE = 'not_null_violation', CONSTRAINT = 'staff_account_email_check';
    END IF;
    UPDATE newsletter_issue SET tested_at = clock_timestamp() WHERE id = p_issue AND state = 'draft';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'newsletter % has been sent, or does not exist', p_issue USING ERRCODE = 'object_in_use';
    END IF;
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    VALUES (p_message_id, 'newsletter test', v_member.email, left('Test: ' || p_subject, 200), p_text, p_html, '{"Auto-Submitted": "auto-generated"}');
    PERFORM pg_notify('nassco_mail_queued', '');
    INSERT INTO audit_log (actor, action, subject) VALUES (v_member.name, 'newsletter test sent', 'newsletter:' || p_issue);
    RETURN v_member.email;
END $function$;
