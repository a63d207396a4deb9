CREATE OR REPLACE FUNCTION public.grievance_letter_queue(p_grievance grievance, p_actor text, p_message_id text, p_subject text, p_text text, p_html text, p_headers jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF p_message_id IS NULL OR p_grievance.email IS NULL OR NOT p_grievance.may_contact THEN
        RETURN false;
    END IF;
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, text_body, html_body, headers)
    VALUES (p_message_id, 'grievance letter', p_grievance.email, p_subject, p_text, p_html, coalesce(p_headers, '{}'));
    INSERT INTO grievance_letter (grievance, subject, message_id, written_by) VALUES (p_grievance.id, p_subject, p_message_id, p_actor);
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (p_grievance.id, 'letter', p_subject, p_actor);
    INSERT INTO audit_log (actor, action, subject, after) VALUES (p_actor, 'grievance letter written', p_grievance.reference, jsonb_build_object('subject', p_subject));
    PERFORM pg_notify('nassco_mail_queued', '');
    RETURN true;
END $function$;
