CREATE OR REPLACE FUNCTION public.mail_queue(p_kind text, p_reference text, p_params jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_mine constant xid := pg_current_xact_id()::xid;
    v_params constant jsonb := coalesce(p_params, '{}');
    v_code_pattern constant text := '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$';
    v_bound integer;
    v_allowed text[];
    v_reference text;
    v_recipient text;
    v_request text;
    v_data jsonb;
    v_grievance grievance;
    v_dar data_access_request;
    v_subscriber newsletter_subscriber;
    v_alert payment_alert_subscription;
BEGIN
    SELECT k.site_per_minute INTO v_bound FROM mail_kind k WHERE k.kind = p_kind;
    IF v_bound IS NULL THEN
        RAISE EXCEPTION 'the site may not queue mail of kind %', p_kind USING ERRCODE = 'insufficient_privilege';
    END IF;
    -- What the caller may add, by kind: a code it is checked against, or a language. Nothing else.
    v_allowed := CASE p_kind
        WHEN 'grievance acknowledgement' THEN ARRAY['code']
        WHEN 'request acknowledgement' THEN ARRAY['code']
        WHEN 'request summary' THEN ARRAY['locale']
        WHEN 'newsletter confirmation' THEN ARRAY['locale']
        WHEN 'payment alert confirmation' THEN ARRAY['locale']
        ELSE ARRAY[]::text[] END;
    IF jsonb_typeof(v_params) <> 'object'
       OR EXISTS (SELECT FROM jsonb_each(v_params) p WHERE NOT p.key = ANY (v_allowed) OR jsonb_typeof(p.value) <> 'string')
       OR (v_params ? 'code' AND NOT (v_params ->> 'code') ~ v_code_pattern)
       OR (v_params ? 'locale' AND NOT EXISTS (SELECT FROM content_locale l WHERE l.code = v_params ->> 'locale'))
       OR cardinality(v_allowed) <> (SELECT count(*) FROM jsonb_object_keys(v_params)) THEN
        RAISE EXCEPTION 'mail of kind % takes %, as strings, and nothing else', p_kind, v_allowed USING ERRCODE = 'invalid_parameter_value';
    END IF;

    IF p_kind = 'grievance acknowledgement' THEN
        SELECT * INTO v_grievance FROM grievance g
        WHERE g.reference = p_reference AND g.xmin = v_mine AND g.email IS NOT NULL AND g.personal_data_erased_at IS NULL
          AND g.status_code_sha256 = sha256(convert_to(replace(v_params ->> 'code', '-', ''), 'UTF8'));
        IF FOUND THEN
            v_reference := v_grievance.reference;
            v_recipient := v_grievance.email;
            v_data := jsonb_build_object('locale', v_grievance.locale, 'reference', v_grievance.reference, 'code', v_params ->> 'code',
                                         'expected_on', v_grievance.expected_on, 'may_contact', v_grievance.may_contact);
        END IF;
    ELSIF p_kind IN ('request acknowledgement', 'request summary', 'staff notification') THEN
        SELECT * INTO v_dar FROM data_access_request r
        WHERE r.reference = p_reference AND r.xmin = v_mine AND r.personal_data_erased_at IS NULL
          AND CASE p_kind
                  WHEN 'request acknowledgement' THEN r.email_address IS NOT NULL
                      AND r.status_code_sha256 = sha256(convert_to(replace(v_params ->> 'code', '-', ''), 'UTF8'))
                  -- The requester's first look has just proved the address theirs (dar_status).
                  WHEN 'request summary' THEN r.email_address IS NOT NULL AND r.email_confirmed_at = now()
                  ELSE true END;
        IF FOUND THEN
            v_reference := v_dar.reference;
            IF p_kind = 'staff notification' THEN
                v_data := jsonb_build_object('reference', v_dar.reference, 'organisation', v_dar.organization_name, 'channel', v_dar.channel);
            ELSE
                v_recipient := v_dar.email_address;
                -- One of the request's letters (dar_letter).
                v_request := v_dar.reference;
                v_data := CASE p_kind
                    WHEN 'request acknowledgement' THEN
                        jsonb_build_object('locale', v_dar.locale, 'reference', v_dar.reference, 'code', v_params ->> 'code')
                    -- What they sent, as dar_status shows it to them: the summary lists it.
                    ELSE jsonb_build_object('locale', v_params ->> 'locale', 'reference', v_dar.reference,
                        'request', to_jsonb(v_dar) - ARRAY['id', 'receipt_token', 'status_code_sha256', 'assignee', 'entered_by',
                                                           'personal_data_erased_at', 'decision_note', 'updated_at', 'email_confirmed_at'])
                    END;
            END IF;
        END IF;
    ELSIF p_kind = 'newsletter confirmation' THEN
        -- Named by the secret its links carry, which only its hash on the row can match.
        SELECT * INTO v_subscriber FROM newsletter_subscriber s
        WHERE s.token_sha256 = newsletter_token_hash(p_reference) AND s.xmin = v_mine AND s.status = 'pending';
        IF FOUND THEN
            v_recipient := v_subscriber.email;
            v_data := jsonb_build_object('locale', v_params ->> 'locale', 'token', p_reference);
        END IF;
    ELSIF p_kind = 'payment alert confirmation' THEN
        -- Named, as a sign-up is, by the secret its links carry.
        SELECT * INTO v_alert FROM payment_alert_subscription s
        WHERE s.link_token = p_reference AND s.xmin = v_mine AND s.channel = 'email' AND s.confirmed_at IS NULL;
        IF FOUND THEN
            v_recipient := v_alert.recipient;
            v_data := jsonb_build_object('locale', v_params ->> 'locale', 'token', p_reference, 'state', v_alert.state, 'lga', v_alert.lga);
        END IF;
    END IF;

    IF v_data IS NULL THEN
        RAISE EXCEPTION 'no % is due for that: the row must be written in this transaction', p_kind USING ERRCODE = 'no_data_found';
    END IF;
    -- Once in a transaction: the outbox rows it wrote carry its id too.
    IF EXISTS (SELECT FROM mail_outbox m WHERE m.kind = p_kind AND m.created_at = now() AND m.xmin = v_mine
                 AND (m.reference = v_reference OR (v_reference IS NULL AND m.recipient = v_recipient))) THEN
        RAISE EXCEPTION 'this % is queued already', p_kind USING ERRCODE = 'unique_violation';
    END IF;
    -- Counted without a lock, so concurrent transactions may each see the count under the bound:
    -- it can be passed by at most the site's connections at once, never more.
    IF (SELECT count(*) FROM mail_outbox m WHERE m.kind = p_kind AND m.created_at > now() - interval '1 minute') >= v_bound THEN
        RAISE EXCEPTION 'the bound of % % messages a minute is reached (mail_kind.site_per_minute): try again later', v_bound, p_kind
            USING ERRCODE = 'program_limit_exceeded';
    END IF;

    -- The Message-ID's host is the site's, which the sender puts in when it writes the message.
    INSERT INTO mail_outbox (message_id, kind, recipient, subject, reference, params, request_reference)
    VALUES ('<' || gen_random_uuid() || '@site>', p_kind, v_recipient, p_kind, v_reference, v_data, v_request);
    PERFORM pg_notify('nassco_mail_queued', '');
END $function$;

COMMENT ON FUNCTION public.mail_queue(p_kind text, p_reference text, p_params jsonb) IS 'The public site''s one way to send mail: a kind of mail_kind with a site_per_minute, and the row it is about, written in the calling transaction (a grievance or request by its reference, a newsletter sign-up or an e-mail payment alert subscription by its link secret), with a code checked against the row''s hash or a language. The address and the rest come from the row; the back office writes the message when it sends it. Refused past the kind''s bound a minute (54000).';
