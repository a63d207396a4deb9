-- Issue 64: the text channels behind their own door (docs/decisions/0089-the-text-channels-own-login.md).
--
-- The aggregator's callbacks (/channels/ussd, /channels/sms) reached the database through definer
-- functions that nassco_app, the login every public page renders with, could execute: any code
-- running as the page renderer could read which number owns a case and write into it
-- (sms_in_follow_up), file a case and text a receipt to any number (grievance_from_text, audited
-- as "ussd"), or silence a real reporter (sms_in_opt_out). Now:
-- - the callbacks' database work runs as nassco_text, a login of its own that may do nothing else;
--   nassco_app (and nassco_office, its member) can execute none of the text functions, nor
--   sms_delivery_report, the third callback's;
-- - sms_in_follow_up says whether the text was added, never which case it went to;
-- - their audit rows name the login that called them (session_user), the channel in `after`.

-- The administrator makes the login (deploy/roles-text.sql), as the back office's were made.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'nassco_text') THEN
        RAISE EXCEPTION 'the text channels (nassco_text) need a login of their own: '
                        'run deploy/roles-text.sql as the administrator (docs/database-roles.md), then migrate again';
    END IF;
    IF pg_has_role('nassco_text', 'nassco_app', 'MEMBER') THEN
        RAISE EXCEPTION 'nassco_text must not be a member of nassco_app: it is the text channels'' login alone';
    END IF;
    IF pg_has_role((SELECT datdba FROM pg_database WHERE datname = current_database()), 'USAGE') THEN
        EXECUTE format('GRANT CONNECT ON DATABASE %I TO nassco_text', current_database());
    END IF;
END $$;
GRANT USAGE ON SCHEMA public TO nassco_text;
-- The limits per phone number (storeWithinLimits) are counted in the same transaction as the
-- callback's work, so that only what was stored counts.
GRANT SELECT, INSERT, UPDATE ON rate_limit_window TO nassco_text;

-- ---------------------------------------------------------------------------
-- 1. Every text function from the site's login to the text channels' own.
-- The delivery reports' too: the third callback (/channels/sms/delivery).
REVOKE EXECUTE ON FUNCTION grievance_from_text(text, text, text, text, text, text),
                           grievance_status_by_text(text, text, text, boolean),
                           sms_office_number(text, text, text),
                           sms_in_first(text),
                           sms_in_opt_out(text, boolean),
                           sms_in_help(text),
                           sms_delivery_report(text, text, text)
    FROM nassco_app;
GRANT EXECUTE ON FUNCTION grievance_from_text(text, text, text, text, text, text),
                          grievance_status_by_text(text, text, text, boolean),
                          sms_office_number(text, text, text),
                          sms_in_first(text),
                          sms_in_opt_out(text, boolean),
                          sms_in_help(text),
                          sms_delivery_report(text, text, text)
    TO nassco_text;

-- ---------------------------------------------------------------------------
-- 2. A report by USSD or SMS, audited as the login that filed it; the channel stays in `after`.
CREATE OR REPLACE FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_description text)
 RETURNS TABLE(reference text, expected_on date, code text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
    v_bytes bytea := substring(uuid_send(gen_random_uuid()) FROM 1 FOR 6) || substring(uuid_send(gen_random_uuid()) FROM 10 FOR 6);
    v_code text := '';
BEGIN
    IF p_channel IS NULL OR p_channel NOT IN ('ussd', 'sms') THEN
        RAISE EXCEPTION 'a text report comes by ussd or sms, not %', p_channel USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_phone IS NULL THEN
        RAISE EXCEPTION 'a text report needs the caller''s number' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    FOR i IN 0..11 LOOP
        v_code := v_code || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(v_bytes, i) & 31) + 1, 1);
    END LOOP;
    INSERT INTO grievance (category, description, state, phone, may_contact, channel, locale, status_code_sha256)
    VALUES (p_category, left(btrim(p_description), 4000), p_state, p_phone, true, p_channel, coalesce(p_locale, 'en'),
            sha256(convert_to(v_code, 'UTF8')))
    RETURNING * INTO v_case;
    PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                      jsonb_build_object('reference', v_case.reference, 'code', v_code, 'expected_on', v_case.expected_on),
                      v_case.id, NULL);
    -- session_user, not current_user (the definer) nor the nassco.actor setting (any caller may set it).
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, 'grievance received', v_case.reference,
            jsonb_build_object('channel', p_channel, 'category', v_case.category, 'state', v_case.state));
    RETURN QUERY SELECT v_case.reference, v_case.expected_on, v_code;
END $function$;

COMMENT ON FUNCTION public.grievance_from_text(p_channel text, p_phone text, p_locale text, p_category text, p_state text, p_description text) IS 'Stores a grievance sent by USSD or SMS from the caller''s number, with consent to a call back; makes its status code (12 Crockford characters from gen_random_uuid()) and keeps its SHA-256; queues the receipt SMS (reference, code, promised date) to that number; audits the calling login (session_user) with channel, category and state. Returns the reference, promised date and code. For nassco_text alone.';

-- ---------------------------------------------------------------------------
-- 3. STOP and START, audited as the login that recorded them.
CREATE OR REPLACE FUNCTION public.sms_in_opt_out(p_phone text, p_out boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
    IF p_out THEN
        INSERT INTO sms_opt_out (recipient_sha256) VALUES (sha256(convert_to(p_phone, 'UTF8'))) ON CONFLICT DO NOTHING;
    ELSE
        DELETE FROM sms_opt_out WHERE recipient_sha256 = sha256(convert_to(p_phone, 'UTF8'));
    END IF;
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, CASE WHEN p_out THEN 'sms opt out' ELSE 'sms opt in' END, NULL, jsonb_build_object('channel', 'sms'));
END $function$;

COMMENT ON FUNCTION public.sms_in_opt_out(p_phone text, p_out boolean) IS 'STOP (true) or START (false) from a number: records or lifts its opt-out by its digest; audited as the calling login (session_user), without the number. For nassco_text alone.';

-- ---------------------------------------------------------------------------
-- 4. A second text about an open SMS case: whether it was added, never which case. A caller who
-- could name any number learnt the reference of that number's case, and with it what a status
-- question by reference tells.
DROP FUNCTION public.sms_in_follow_up(text, text);

CREATE FUNCTION public.sms_in_follow_up(p_phone text, p_text text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_case grievance;
BEGIN
    SELECT * INTO v_case FROM grievance g
    WHERE g.channel = 'sms' AND g.phone = p_phone AND g.resolved_at IS NULL AND g.status <> 'resolved'
      AND g.personal_data_erased_at IS NULL AND g.created_at > now() - interval '7 days'
    ORDER BY g.created_at DESC LIMIT 1
    FOR UPDATE;
    IF NOT FOUND OR btrim(coalesce(p_text, '')) = '' THEN
        RETURN false;
    END IF;
    INSERT INTO grievance_event (grievance, kind, body, written_by) VALUES (v_case.id, 'note', left(btrim(p_text), 4000), 'sms');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (session_user, 'grievance message', v_case.reference, jsonb_build_object('channel', 'sms'));
    RETURN true;
END $function$;

REVOKE ALL ON FUNCTION sms_in_follow_up(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sms_in_follow_up(text, text) TO nassco_text;

COMMENT ON FUNCTION public.sms_in_follow_up(p_phone text, p_text text) IS 'Adds a text to the sender''s open SMS case of the last seven days, as a note written by sms, and returns true; false (and nothing stored) when there is none. Never says which case. Audited as the calling login (session_user), without the number or the words. For nassco_text alone.';
