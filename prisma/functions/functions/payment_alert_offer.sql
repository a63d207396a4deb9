CREATE OR REPLACE FUNCTION public.payment_alert_offer(p_channel text, p_recipient text, p_token text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_sha bytea := sha256(convert_to(p_recipient, 'UTF8'));
    v_row payment_alert_subscription;
BEGIN
    IF p_channel = 'sms' AND (p_recipient IS NULL OR p_recipient !~ '^\+234[1-9][0-9]{7,9}$') THEN
        RAISE EXCEPTION 'That is not a phone number as +234 and the national number.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_channel = 'email' AND (p_recipient IS NULL OR p_recipient !~ '^[^@\s]+@[^@\s]+$' OR p_recipient <> lower(p_recipient)
                                OR coalesce(p_token, '') !~ '^[A-Za-z0-9_-]{43}$') THEN
        RAISE EXCEPTION 'An e-mail subscription takes a lower-cased address and a link secret of 32 random bytes in base64url.'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM register_lga WHERE state = p_state AND name = p_lga) THEN
        RAISE EXCEPTION 'no LGA % in %', p_lga, p_state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Two requests at once for one recipient count as one.
    PERFORM pg_advisory_xact_lock(hashtextextended(encode(v_sha, 'hex'), 7260419100));
    -- Lapsed offers are cleared first, so that they neither block nor count.
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = 'lapsed', recipient = NULL, recipient_sha256 = NULL
    WHERE recipient_sha256 = v_sha AND stopped_at IS NULL AND confirmed_at IS NULL AND confirm_by <= now();
    SELECT * INTO v_row FROM payment_alert_subscription
    WHERE channel = p_channel AND recipient_sha256 = v_sha AND state = p_state AND lga = p_lga AND stopped_at IS NULL;
    IF FOUND THEN
        IF v_row.confirmed_at IS NOT NULL THEN
            RETURN 'already';
        END IF;
        -- An address is sent a new link at most once an hour, however often it is typed.
        IF p_channel = 'email' AND v_row.confirm_by > now() + interval '47 hours' THEN
            RETURN 'waiting';
        END IF;
        UPDATE payment_alert_subscription
        SET locale = p_locale, confirm_by = now() + interval '48 hours', link_token = coalesce(p_token, link_token),
            confirmed_at = CASE WHEN p_confirmed THEN now() END
        WHERE id = v_row.id;
        RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
    END IF;
    IF (SELECT count(*) FROM payment_alert_subscription WHERE recipient_sha256 = v_sha AND stopped_at IS NULL) >= 5 THEN
        RETURN 'full';
    END IF;
    INSERT INTO payment_alert_subscription (channel, recipient, recipient_sha256, link_token, state, lga, locale, via, confirm_by, confirmed_at)
    VALUES (p_channel, p_recipient, v_sha, p_token, p_state, p_lga, p_locale, p_via, now() + interval '48 hours',
            CASE WHEN p_confirmed THEN now() END);
    PERFORM audit('payment alert offered', NULL, NULL, jsonb_build_object('channel', p_channel, 'via', p_via, 'confirmed', p_confirmed));
    RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
END $function$;

COMMENT ON FUNCTION public.payment_alert_offer(p_channel text, p_recipient text, p_token text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean) IS 'Adds a recipient''s subscription to an LGA''s payment alerts, by SMS (a +234 number) or e-mail (a lower-cased address, with its links'' secret), pending (48 hours to confirm) or confirmed at once: answers pending, on, already (confirmed before), waiting (an address sent a link in the last hour: none is sent) or full (five LGAs live). Audited without the recipient. No login may call it.';

CREATE OR REPLACE FUNCTION public.payment_alert_offer(p_phone text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean)
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT payment_alert_offer('sms', p_phone, NULL, p_state, p_lga, p_locale, p_via, p_confirmed)
$function$;

COMMENT ON FUNCTION public.payment_alert_offer(p_phone text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean) IS 'A number''s offer (payment_alert_offer for the SMS channel), for the web''s, USSD''s and PAY''s paths. No login may call it.';
