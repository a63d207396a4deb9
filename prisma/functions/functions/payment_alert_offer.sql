CREATE OR REPLACE FUNCTION public.payment_alert_offer(p_phone text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_sha bytea := sha256(convert_to(p_phone, 'UTF8'));
    v_row payment_alert_subscription;
BEGIN
    IF p_phone IS NULL OR p_phone !~ '^\+234[1-9][0-9]{7,9}$' THEN
        RAISE EXCEPTION 'That is not a phone number as +234 and the national number.' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM register_lga WHERE state = p_state AND name = p_lga) THEN
        RAISE EXCEPTION 'no LGA % in %', p_lga, p_state USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Two requests at once for one number count as one.
    PERFORM pg_advisory_xact_lock(hashtextextended(encode(v_sha, 'hex'), 7260419100));
    -- Lapsed offers are cleared first, so that they neither block nor count.
    UPDATE payment_alert_subscription
    SET stopped_at = now(), stopped_why = 'lapsed', recipient = NULL, recipient_sha256 = NULL
    WHERE recipient_sha256 = v_sha AND stopped_at IS NULL AND confirmed_at IS NULL AND confirm_by <= now();
    SELECT * INTO v_row FROM payment_alert_subscription
    WHERE channel = 'sms' AND recipient_sha256 = v_sha AND state = p_state AND lga = p_lga AND stopped_at IS NULL;
    IF FOUND THEN
        IF v_row.confirmed_at IS NOT NULL THEN
            RETURN 'already';
        END IF;
        UPDATE payment_alert_subscription
        SET locale = p_locale, confirm_by = now() + interval '48 hours',
            confirmed_at = CASE WHEN p_confirmed THEN now() END
        WHERE id = v_row.id;
        RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
    END IF;
    IF (SELECT count(*) FROM payment_alert_subscription WHERE recipient_sha256 = v_sha AND stopped_at IS NULL) >= 5 THEN
        RETURN 'full';
    END IF;
    INSERT INTO payment_alert_subscription (recipient, recipient_sha256, state, lga, locale, via, confirm_by, confirmed_at)
    VALUES (p_phone, v_sha, p_state, p_lga, p_locale, p_via, now() + interval '48 hours', CASE WHEN p_confirmed THEN now() END);
    PERFORM audit('payment alert offered', NULL, NULL, jsonb_build_object('via', p_via, 'confirmed', p_confirmed));
    RETURN CASE WHEN p_confirmed THEN 'on' ELSE 'pending' END;
END $function$;

COMMENT ON FUNCTION public.payment_alert_offer(p_phone text, p_state text, p_lga text, p_locale text, p_via text, p_confirmed boolean) IS 'Adds a number''s subscription to an LGA''s payment alerts, pending (48 hours to confirm) or confirmed at once: answers pending, on, already (confirmed before) or full (five LGAs live). Audited without the number. Called by the functions below; no login may call it.';
