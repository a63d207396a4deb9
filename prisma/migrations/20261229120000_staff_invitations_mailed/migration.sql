-- Invitations go to the invitee's own address, and every admin is told (issue 64, decision 0086).
--
-- Until now an invitation's link was shown to the admin who made it, and nobody else heard of
-- it: an admin could invite a second account for themselves, with the request or grievance
-- officer's role, and reach personal data unseen. Now the admin gives the person's work address,
-- the back office mails the link there (and only there: the page says where it went, never the
-- link), and mails every admin who has set up that the account was made, with its roles and that
-- address. Setting someone's sign-in up again mails the new link to the address the account
-- already has. A grievance officer is invited with a desk: a state, or 'national', chosen; no
-- default means the national office any more.

COMMENT ON COLUMN staff_account.email IS 'The person''s work address: given by the admin who invites them (the invitation goes there and nowhere else), then theirs to change. The back office''s mail to them goes to it: newsletter tests, warnings of attempts to sign in as them, fraud alerts for a grievance officer, notices of accounts for an admin. Admins see it on the accounts page.';

INSERT INTO mail_kind (kind, priority) VALUES ('staff invitation', 1), ('staff account notice', 2);

-- Makes an account, or renews the invitation of one never set up, and records who did it, the
-- address the invitation goes to, and the desk. p_by is the owner's CLI or an admin (staff_invite).
-- p_desk: a state of the register, or 'national', for a grievance officer, and NULL for anyone
-- else: a grievance officer without one is refused (23514), never given the national office. An
-- account that was ever set up is not renewed (23505): its invitation cannot be sent elsewhere by
-- inviting its name again; an admin sets its sign-in up again, to the address it has.
DROP FUNCTION staff_invite(bytea, text, text, text[], bytea);
DROP FUNCTION staff_invite_as(text, text, text, text[], bytea);
CREATE FUNCTION staff_invite_as(p_by text, p_name text, p_display_name text, p_email text, p_roles text[], p_desk text,
                                p_invitation_sha256 bytea)
RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_roles text[];
    v_email text := nullif(lower(btrim(p_email)), '');
    v_desk text;
    v_account staff_account;
BEGIN
    IF p_roles IS NULL OR cardinality(p_roles) = 0 OR NOT p_roles <@ ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin'] THEN
        RAISE EXCEPTION 'choose one or more of editor, publisher, request_officer, grievance_officer and admin' USING ERRCODE = 'check_violation';
    END IF;
    v_roles := ARRAY(SELECT r FROM unnest(ARRAY['editor', 'publisher', 'request_officer', 'grievance_officer', 'admin']) r WHERE r = ANY (p_roles));
    IF 'grievance_officer' = ANY (v_roles) THEN
        IF p_desk IS NULL THEN
            RAISE EXCEPTION 'a grievance officer is invited with a desk: a state, or national' USING ERRCODE = 'check_violation';
        END IF;
        IF p_desk <> 'national' AND NOT EXISTS (SELECT FROM register_state s WHERE s.name = p_desk) THEN
            RAISE EXCEPTION 'there is no state % in the register', p_desk USING ERRCODE = 'check_violation';
        END IF;
        v_desk := nullif(p_desk, 'national');
    ELSIF p_desk IS NOT NULL THEN
        RAISE EXCEPTION 'only a grievance officer has a desk' USING ERRCODE = 'check_violation';
    END IF;
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name FOR UPDATE;
    IF FOUND THEN
        -- Set up once: its sign-in log says so for a year, the audit log of a new set-up for ever.
        IF v_account.totp_secret IS NOT NULL
           OR EXISTS (SELECT FROM staff_sign_in_log l WHERE l.account_id = v_account.id AND l.event = 'enrolled')
           OR EXISTS (SELECT FROM audit_log l WHERE l.action = 'staff account sign-in reset' AND l.subject = 'staff:' || p_name) THEN
            RAISE EXCEPTION 'there is already an account called %', p_name USING ERRCODE = 'unique_violation';
        END IF;
        UPDATE staff_account a
        SET display_name = btrim(p_display_name), roles = v_roles, email = coalesce(v_email, a.email), desk_state = v_desk
        WHERE a.id = v_account.id;
    ELSE
        INSERT INTO staff_account (name, display_name, roles, email, desk_state, created_by)
        VALUES (p_name, btrim(p_display_name), v_roles, v_email, v_desk, p_by)
        RETURNING * INTO v_account;
    END IF;
    UPDATE staff_invitation i SET used_at = now() WHERE i.account_id = v_account.id AND i.used_at IS NULL;
    INSERT INTO staff_invitation (token_sha256, account_id, expires_at) VALUES (p_invitation_sha256, v_account.id, now() + interval '3 days');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (p_by, 'staff account invited', 'staff:' || p_name,
            jsonb_build_object('display_name', btrim(p_display_name), 'roles', to_jsonb(v_roles),
                               'email', (SELECT a.email FROM staff_account a WHERE a.id = v_account.id),
                               'desk', CASE WHEN 'grievance_officer' = ANY (v_roles) THEN coalesce(v_desk, 'national') END));
    RETURN v_account.id;
END $$;
COMMENT ON FUNCTION staff_invite_as(text, text, text, text, text[], text, bytea) IS 'Makes an account (or renews the invitation of one never set up) with its address, roles and, for a grievance officer, its desk (a state, or ''national''; required), and a new invitation; audited under p_by. The owner''s alone (npm run staff:invite); admins go through staff_invite.';
REVOKE ALL ON FUNCTION staff_invite_as(text, text, text, text, text[], text, bytea) FROM PUBLIC;

-- An admin's invitation: always to an address (23502 without one), which the back office mails.
CREATE FUNCTION staff_invite(p_admin_token bytea, p_name text, p_display_name text, p_email text, p_roles text[], p_desk text,
                             p_invitation_sha256 bytea)
RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_admin staff_account := staff_admin_of(p_admin_token);
BEGIN
    IF nullif(btrim(p_email), '') IS NULL THEN
        RAISE EXCEPTION 'an invitation goes to the person''s own address: give one' USING ERRCODE = 'not_null_violation';
    END IF;
    RETURN staff_invite_as(v_admin.name, p_name, p_display_name, p_email, p_roles, p_desk, p_invitation_sha256);
END $$;
COMMENT ON FUNCTION staff_invite(bytea, text, text, text, text[], text, bytea) IS 'An admin invites a colleague: as staff_invite_as, under the admin''s name, and only to an address, where the back office mails the link.';
REVOKE ALL ON FUNCTION staff_invite(bytea, text, text, text, text[], text, bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_invite(bytea, text, text, text, text[], text, bytea) TO nassco_office;

-- Setting sign-in up again, as before, now returns the account's address for the back office to
-- mail the new link to; an account without one is refused (23502) and nothing changes.
DROP FUNCTION staff_account_reset(bytea, text, bytea, text);
CREATE FUNCTION staff_account_reset(p_admin_token bytea, p_name text, p_invitation_sha256 bytea, p_client text) RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_admin staff_account := staff_admin_of(p_admin_token);
    v_account staff_account;
BEGIN
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name AND a.disabled_at IS NULL FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no enabled account %', p_name USING ERRCODE = 'no_data_found';
    END IF;
    IF v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot reset their own sign-in' USING ERRCODE = 'check_violation';
    END IF;
    IF v_account.email IS NULL THEN
        RAISE EXCEPTION '% has no e-mail address for a new invitation to go to', p_name USING ERRCODE = 'not_null_violation';
    END IF;
    UPDATE staff_account SET password_hash = NULL, totp_secret = NULL, totp_pending = NULL WHERE id = v_account.id;
    DELETE FROM staff_recovery_code WHERE account_id = v_account.id;
    UPDATE staff_session SET ended_at = now() WHERE account_id = v_account.id AND ended_at IS NULL;
    UPDATE staff_invitation SET used_at = now() WHERE account_id = v_account.id AND used_at IS NULL;
    INSERT INTO staff_invitation (token_sha256, account_id, expires_at) VALUES (p_invitation_sha256, v_account.id, now() + interval '3 days');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_admin.name, 'staff account sign-in reset', 'staff:' || p_name, jsonb_build_object('email', v_account.email));
    RETURN v_account.email;
END $$;
COMMENT ON FUNCTION staff_account_reset(bytea, text, bytea, text) IS 'An admin sets a colleague''s sign-in up again: the password, authenticator, recovery codes and sessions end, and a new invitation is made. Returns the account''s address, where the back office mails it; refused (23502) for an account without one. Audited.';
REVOKE ALL ON FUNCTION staff_account_reset(bytea, text, bytea, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_account_reset(bytea, text, bytea, text) TO nassco_office;

-- Whom the back office tells of accounts and roles: every admin who has set up, with an address
-- (an invited admin not yet set up is not told, least of all of their own invitation).
CREATE OR REPLACE FUNCTION staff_admin_addresses(p_admin_token bytea) RETURNS text[]
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT coalesce(array_agg(a.email ORDER BY a.name), ARRAY[]::text[]) FROM staff_account a, staff_admin_of(p_admin_token) admin
    WHERE a.email IS NOT NULL AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL AND 'admin' = ANY (a.roles)
$$;
COMMENT ON FUNCTION staff_admin_addresses(bytea) IS 'For an admin''s session: the addresses of every enabled admin who has set up and given one, whom the back office tells of every new account, new set-up and change of roles.';

-- The accounts page shows each account's address: where its invitation, and its alerts, go.
DROP FUNCTION staff_accounts(bytea);
CREATE FUNCTION staff_accounts(p_admin_token bytea)
RETURNS TABLE(name text, display_name text, roles text[], enrolled boolean, disabled boolean, created_by text, created_at timestamptz,
              last_signed_in timestamptz, open_sessions integer, desk_state text, email text)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT a.name, a.display_name, a.roles, a.totp_secret IS NOT NULL, a.disabled_at IS NOT NULL, a.created_by, a.created_at,
           (SELECT max(l.at) FROM staff_sign_in_log l WHERE l.account_id = a.id AND l.event IN ('code_ok', 'recovery_code_used', 'enrolled')),
           (SELECT count(*)::integer FROM staff_session s WHERE s.account_id = a.id AND s.ended_at IS NULL AND s.stage = 'full'
              AND s.last_seen_at > now() - interval '30 minutes' AND s.created_at > now() - interval '12 hours'),
           a.desk_state, a.email
    FROM staff_account a, staff_admin_of(p_admin_token) admin
    ORDER BY a.disabled_at IS NOT NULL, a.name
$$;
COMMENT ON FUNCTION staff_accounts(bytea) IS 'Every account for an admin: names, roles, desk, address, whether set up or disabled, last sign-in and open sessions; never a hash or a secret.';
REVOKE ALL ON FUNCTION staff_accounts(bytea) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_accounts(bytea) TO nassco_office;

-- Fraud alerts go to the grievance officers who see the case and have set up, at their own
-- address: an invited officer's address (given by the admin) gets none until they have. Otherwise as before.
CREATE OR REPLACE FUNCTION grievance_fraud_alerts_take(p_office_mailbox text)
RETURNS TABLE (reference text, state text, channel text, received_at timestamptz, recipients text[])
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
BEGIN
    RETURN QUERY
    WITH due AS (
        SELECT o.id,
               ARRAY(SELECT DISTINCT a.email FROM staff_account a
                     WHERE 'grievance_officer' = ANY (a.roles) AND a.disabled_at IS NULL AND a.email IS NOT NULL
                       AND a.totp_secret IS NOT NULL AND (a.desk_state IS NULL OR a.desk_state = o.state)
                     ORDER BY a.email) AS officers
        FROM grievance o WHERE o.category = 'fraud' AND o.fraud_alerted_at IS NULL
        ORDER BY o.id LIMIT 100 FOR UPDATE SKIP LOCKED
    ), addressed AS (
        SELECT d.id, CASE WHEN cardinality(d.officers) > 0 THEN d.officers
                          ELSE ARRAY[nullif(btrim(p_office_mailbox), '')] END AS recipients
        FROM due d
    ), taken AS (
        UPDATE grievance g SET fraud_alerted_at = now()
        FROM addressed x WHERE g.id = x.id AND x.recipients[1] IS NOT NULL
        RETURNING g.reference, g.state, g.channel, g.created_at, x.recipients
    ), audited AS (
        INSERT INTO audit_log (actor, action, subject, after)
        SELECT 'system', 'grievance fraud alert', t.reference, jsonb_build_object('recipients', cardinality(t.recipients)) FROM taken t
    )
    SELECT t.reference, t.state, t.channel, t.created_at, t.recipients FROM taken t ORDER BY t.created_at;
END $$;
COMMENT ON FUNCTION grievance_fraud_alerts_take(text) IS 'Takes up to 100 fraud reports not yet alerted, marks them, and returns each with the e-mail addresses of the grievance officers who see it (national, and that state''s desk) and have set up, or else p_office_mailbox; one with neither is left unmarked, to be retried. The caller writes the alerts in the same transaction. Audited.';
