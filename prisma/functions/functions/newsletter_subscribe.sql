CREATE OR REPLACE FUNCTION public.newsletter_subscribe(p_email text, p_source_page text, p_token text, p_confirm_days integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    due boolean;
BEGIN
    IF coalesce(p_token, '') !~ '^[A-Za-z0-9_-]{43}$' THEN
        RAISE EXCEPTION 'A link secret is 32 random bytes in base64url.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF coalesce(p_confirm_days, 0) NOT BETWEEN 1 AND (SELECT pending_signup_days FROM retention_settings) THEN
        RAISE EXCEPTION 'A confirm link works for 1 to pending_signup_days days, not %.', p_confirm_days USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO newsletter_subscriber (email, source_page) VALUES (p_email, p_source_page) ON CONFLICT (email) DO NOTHING;
    UPDATE newsletter_subscriber
    SET confirmation_sent_at = now(),
        confirm_by = now() + make_interval(days => p_confirm_days),
        token_sha256 = newsletter_token_hash(p_token),
        status = 'pending',
        source_page = CASE WHEN status = 'unsubscribed' THEN p_source_page ELSE source_page END,
        unsubscribed_at = NULL
    WHERE email = p_email
      AND (status = 'unsubscribed' OR (status = 'pending' AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - interval '1 hour')))
    RETURNING true INTO due;
    RETURN coalesce(due, false);
END $function$;
