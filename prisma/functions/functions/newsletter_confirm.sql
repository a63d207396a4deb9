CREATE OR REPLACE FUNCTION public.newsletter_confirm(p_token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    subscriber newsletter_subscriber;
BEGIN
    SELECT * INTO subscriber FROM newsletter_subscriber WHERE token_sha256 = newsletter_token_hash(p_token) FOR UPDATE;
    IF NOT FOUND OR subscriber.status = 'unsubscribed' THEN
        RETURN 'gone';
    END IF;
    IF subscriber.status = 'pending' AND subscriber.confirm_by < now() THEN
        RETURN 'expired';
    END IF;
    UPDATE newsletter_subscriber SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()) WHERE id = subscriber.id;
    RETURN 'confirmed';
END $function$;
