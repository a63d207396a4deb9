-- A case an officer enters (a 969 call, a paper form, a visit, an e-mail) gets the receipt a web
-- report gets (issue 67): by SMS to its phone, by e-mail to its address, each only with the
-- person's consent to be contacted, in the language chosen on the form. Until now the caller heard
-- the reference and code once, and nothing reached them in writing.
--
-- grievance_sms_receipt() cannot serve: it is the site's, names the report by the browser's receipt
-- token, and takes a case made within the hour, while an entered case may be dated days back. This
-- function names it by the officer's session instead, and only the case that officer has entered in
-- the calling transaction (its row's xmin is the transaction's, as mail_queue() checks), with the
-- code just given, whose hash the row holds. The office's login gets no new table grant: it calls
-- this, which queues through sms_queue() and mail_queue() as the site's receipts do.
CREATE FUNCTION staff_grievance_receipt(p_token_sha256 bytea, p_reference text, p_code text)
RETURNS TABLE(sms text, email text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['grievance_officer']);
    v_code constant text := upper(replace(coalesce(p_code, ''), '-', ''));
    v_case grievance;
    v_sms text;
    v_email text;
BEGIN
    SELECT * INTO v_case FROM grievance g
    WHERE g.reference = p_reference AND g.xmin = pg_current_xact_id()::xid AND g.entered_by = v_member.name
      AND g.personal_data_erased_at IS NULL AND g.status_code_sha256 = sha256(convert_to(v_code, 'UTF8'));
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no receipt is due for %: only the case this officer has entered in this transaction, with its code', p_reference
            USING ERRCODE = 'no_data_found';
    END IF;
    -- Each channel: 'queued', or why not: 'not given' (no number or address) or 'no consent'.
    v_sms := CASE WHEN v_case.phone IS NULL THEN 'not given' WHEN NOT v_case.may_contact THEN 'no consent' ELSE 'queued' END;
    v_email := CASE WHEN v_case.email IS NULL THEN 'not given' WHEN NOT v_case.may_contact THEN 'no consent' ELSE 'queued' END;
    IF v_sms = 'queued' THEN
        PERFORM sms_queue('grievance receipt', v_case.phone, v_case.locale,
                          jsonb_build_object('reference', v_case.reference, 'code', v_code, 'expected_on', v_case.expected_on),
                          v_case.id, NULL);
    END IF;
    IF v_email = 'queued' THEN
        BEGIN
            PERFORM mail_queue('grievance acknowledgement', v_case.reference,
                               jsonb_build_object('code', substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4) || '-' || substr(v_code, 9, 4)));
        EXCEPTION WHEN program_limit_exceeded THEN
            -- The site's bound a minute on acknowledgements is reached: the case is kept, and the officer told to read the code out.
            v_email := 'busy';
        END;
    END IF;
    IF 'queued' IN (v_sms, v_email) THEN
        INSERT INTO audit_log (actor, action, subject, after)
        VALUES (v_member.name, 'grievance receipt queued', v_case.reference,
                jsonb_build_object('sms', v_sms = 'queued', 'email', v_email = 'queued', 'locale', v_case.locale));
    END IF;
    RETURN QUERY SELECT v_sms, v_email;
END $$;

COMMENT ON FUNCTION staff_grievance_receipt(bytea, text, text) IS 'Queues the receipt (reference, code, promised date) of the case a grievance officer has just entered, in the calling transaction and with its code: by SMS to its phone and by e-mail to its address, each only with the person''s consent, in the case''s language. Returns per channel queued, not given, no consent or busy (the e-mail bound a minute). Audited under the officer''s name.';
REVOKE ALL ON FUNCTION staff_grievance_receipt(bytea, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_grievance_receipt(bytea, text, text) TO nassco_office;
