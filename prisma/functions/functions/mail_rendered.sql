CREATE OR REPLACE FUNCTION public.mail_rendered(p_id bigint, p_subject text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_message_id text;
BEGIN
    UPDATE mail_outbox SET subject = p_subject
    WHERE id = p_id AND state = 'sending' AND params IS NOT NULL
    RETURNING message_id INTO v_message_id;
    UPDATE dar_letter SET subject = p_subject WHERE message_id = v_message_id;
END $function$;

COMMENT ON FUNCTION public.mail_rendered(p_id bigint, p_subject text) IS 'The subject the sender wrote for a message the site queued, which it holds: for the outbox''s summary and the request''s letters.';
