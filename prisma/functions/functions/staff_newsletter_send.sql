CREATE OR REPLACE FUNCTION public.staff_newsletter_send(p_token_sha256 bytea, p_issue bigint, p_subject text, p_text text, p_html text, p_domain text, p_unsubscribe_base text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['publisher']);
    v_issue newsletter_issue;
    v_count integer;
BEGIN
    SELECT * INTO v_issue FROM newsletter_issue WHERE id = p_issue FOR UPDATE;
    IF NOT FOUND OR v_issue.state <> 'draft' THEN
        RAISE EXCEPTION 'newsletter % has been sent, or does not exist', p_issue USING ERRCODE = 'object_in_use';
    END IF;
    IF v_issue.tested_at IS NULL OR v_issue.tested_at < v_issue.updated_at THEN
        RAISE EXCEPTION 'send yourself a test of these words first' USING ERRCODE = 'check_violation', CONSTRAINT = 'newsletter_issue_tested';
    END IF;
    IF p_domain !~ '^[A-Za-z0-9.-]+$' OR p_unsubscribe_base !~ '^https?://[^\s<>"]+$' THEN
        RAISE EXCEPTION 'bad message domain or unsubscribe address' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    WITH recipients AS MATERIALIZED (
        SELECT s.id, s.email,
               rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') AS token,
               '<' || gen_random_uuid() || '@' || p_domain || '>' AS message_id
        FROM newsletter_subscriber s WHERE s.status = 'confirmed'
    ), deliveries AS (
        INSERT INTO newsletter_delivery (issue_id, subscriber_id, message_id, unsubscribe_sha256)
        SELECT p_issue, r.id, r.message_id, newsletter_token_hash(r.token) FROM recipients r
    )
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    SELECT r.message_id, 'newsletter issue', r.email, p_subject,
           replace(p_text, '{{unsubscribe}}', p_unsubscribe_base || r.token),
           replace(p_html, '{{unsubscribe}}', p_unsubscribe_base || r.token),
           jsonb_build_object('List-Unsubscribe', '<' || p_unsubscribe_base || r.token || '>',
                              'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click', 'Precedence', 'bulk')
    FROM recipients r;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    UPDATE newsletter_issue SET state = 'queued', queued_by = v_member.name, queued_at = now(), recipients = v_count WHERE id = p_issue;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'newsletter sent', 'newsletter:' || p_issue, jsonb_build_object('subject', p_subject, 'recipients', v_count));
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN v_count;
END $function$;
