CREATE OR REPLACE FUNCTION public.newsletter_unsubscribe(p_token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_id integer;
BEGIN
    SELECT s.id INTO v_id FROM newsletter_subscriber s WHERE s.token_sha256 = newsletter_token_hash(p_token);
    IF v_id IS NULL THEN
        SELECT d.subscriber_id INTO v_id FROM newsletter_delivery d WHERE d.unsubscribe_sha256 = newsletter_token_hash(p_token);
    END IF;
    IF v_id IS NULL THEN RETURN 'gone'; END IF;
    UPDATE newsletter_subscriber
    SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), source_page = '-', confirmed_at = NULL, confirm_by = NULL
    WHERE id = v_id;
    UPDATE mail_outbox o
    SET state = 'cancelled', recipient = NULL, text_body = NULL, html_body = NULL, headers = '{}', last_error = 'Unsubscribed before it was sent.'
    FROM newsletter_delivery d
    WHERE d.subscriber_id = v_id AND d.message_id = o.message_id AND o.state = 'pending';
    RETURN 'unsubscribed';
END $function$;
