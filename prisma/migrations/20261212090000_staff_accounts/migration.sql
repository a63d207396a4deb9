-- The back office's accounts, sign-in and sessions
-- (docs/decisions/0032-back-office-sign-in.md).
--
-- Staff sign in to the back office (/staff, on its own listener) with a name, a
-- password and a code from an authenticator app. The site checks the password
-- (argon2id) and the code (TOTP) in Node, through kept libraries; the database
-- keeps the accounts, counts the failures, holds the sessions and decides, for
-- every request, who is signed in and with which roles. nassco_app reaches
-- none of these tables: only the functions below, each of which takes the
-- hash of a session's secret cookie, which only the signed-in browser holds.
-- Every step, success or failure, is a row of staff_sign_in_log, written by a
-- function that does not raise, so the row commits with the statement.

CREATE TABLE staff_account (
    id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- The same rule as the database logins of npm run staff:add.
    name           text        NOT NULL UNIQUE CHECK (name ~ '^[a-z][a-z0-9_]{1,39}$'),
    display_name   text        NOT NULL CHECK (btrim(display_name) <> '' AND length(display_name) <= 80),
    roles          text[]      NOT NULL CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['editor', 'publisher', 'request_officer', 'admin']),
    -- A PHC string ($argon2id$…); NULL until the person has enrolled.
    password_hash  text        CHECK (password_hash LIKE '$argon2id$%'),
    -- Base32; chosen at enrolment, kept pending until the first code proves the app has it.
    totp_secret    text,
    totp_pending   text,
    -- The last 30-second step whose code was accepted: a code is never accepted twice.
    totp_last_step bigint      NOT NULL DEFAULT 0,
    disabled_at    timestamptz,
    created_by     text        NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE staff_account IS 'A person who signs in to the back office. Only the owner and the staff_* functions read it.';

-- An invitation: the link an admin hands over, used once, within three days.
CREATE TABLE staff_invitation (
    token_sha256 bytea       PRIMARY KEY CHECK (length(token_sha256) = 32),
    account_id   bigint      NOT NULL REFERENCES staff_account ON DELETE CASCADE,
    expires_at   timestamptz NOT NULL,
    used_at      timestamptz
);

CREATE TABLE staff_recovery_code (
    account_id  bigint      NOT NULL REFERENCES staff_account ON DELETE CASCADE,
    code_sha256 bytea       NOT NULL CHECK (length(code_sha256) = 32),
    used_at     timestamptz,
    PRIMARY KEY (account_id, code_sha256)
);

-- Stage 'password': the password was right, the code is still owed (five minutes).
-- Stage 'enrol': an invitation was used and a password chosen; the authenticator app is still to be set up.
-- Stage 'full': signed in. Idle for 30 minutes or 12 hours old, a session is over.
-- The cookie holds a random secret; only its sha256 is kept, so this table cannot sign anybody in.
CREATE TABLE staff_session (
    token_sha256 bytea       PRIMARY KEY CHECK (length(token_sha256) = 32),
    account_id   bigint      NOT NULL REFERENCES staff_account ON DELETE CASCADE,
    stage        text        NOT NULL CHECK (stage IN ('password', 'enrol', 'full')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    ended_at     timestamptz
);
CREATE INDEX staff_session_account ON staff_session (account_id) WHERE ended_at IS NULL;

-- Append-only: every sign-in step and its outcome. name_key is an HMAC of the
-- name typed (unknown names are counted like real ones); client is the
-- address cut to its /64, as every other limit keys it.
CREATE TABLE staff_sign_in_log (
    id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at         timestamptz NOT NULL DEFAULT clock_timestamp(),
    account_id bigint      REFERENCES staff_account ON DELETE SET NULL,
    name_key   text        NOT NULL,
    client     text        NOT NULL,
    event      text        NOT NULL CHECK (event IN (
        'password_ok', 'password_bad', 'code_ok', 'code_bad', 'recovery_code_used', 'refused_locked',
        'enrolled', 'signed_out', 'signed_out_everywhere', 'session_expired', 'unlocked'))
);
CREATE INDEX staff_sign_in_log_name ON staff_sign_in_log (name_key, at);
CREATE INDEX staff_sign_in_log_client ON staff_sign_in_log (client, at);
COMMENT ON TABLE staff_sign_in_log IS 'Every back-office sign-in step, success or not. Append-only: only the owner can change it.';

REVOKE ALL ON staff_account, staff_invitation, staff_recovery_code, staff_session, staff_sign_in_log FROM PUBLIC;
GRANT SELECT ON staff_sign_in_log TO nassco_staff;

-- The limits, one rule for every instance: five failures for one name in 15
-- minutes lock that name for 15 minutes from the last; thirty from one
-- address lock the address. A success or an admin's unlock starts the count again.
CREATE FUNCTION staff_sign_in_wait(p_name_key text, p_client text) RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    WITH by_name AS (
        SELECT count(*) AS failures, max(at) AS latest FROM staff_sign_in_log
        WHERE name_key = p_name_key AND event IN ('password_bad', 'code_bad') AND at > now() - interval '15 minutes'
          AND at > coalesce((SELECT max(at) FROM staff_sign_in_log
                             WHERE name_key = p_name_key AND event IN ('code_ok', 'recovery_code_used', 'unlocked')), '-infinity')
    ), by_client AS (
        SELECT count(*) AS failures, max(at) AS latest FROM staff_sign_in_log
        WHERE client = p_client AND event IN ('password_bad', 'code_bad') AND at > now() - interval '15 minutes'
    )
    SELECT greatest(
        CASE WHEN n.failures >= 5 THEN ceil(extract(epoch FROM n.latest + interval '15 minutes' - now())) ELSE 0 END,
        CASE WHEN c.failures >= 30 THEN ceil(extract(epoch FROM c.latest + interval '15 minutes' - now())) ELSE 0 END,
        0)::integer
    FROM by_name n, by_client c
$$;

-- Step one: what the site needs to check a password. A locked name or address
-- gets no hash (and the refusal is logged); an unknown or disabled name gets
-- none either, and the site then checks against a dummy, so every answer takes as long.
CREATE FUNCTION staff_sign_in_start(p_name text, p_name_key text, p_client text)
RETURNS TABLE (account_id bigint, password_hash text, wait_seconds integer)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_wait integer := staff_sign_in_wait(p_name_key, p_client);
    v_account staff_account;
BEGIN
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name AND a.disabled_at IS NULL AND a.totp_secret IS NOT NULL;
    IF v_wait > 0 THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account.id, p_name_key, p_client, 'refused_locked');
        RETURN QUERY SELECT NULL::bigint, NULL::text, v_wait;
        RETURN;
    END IF;
    RETURN QUERY SELECT v_account.id, v_account.password_hash, 0;
END $$;

-- Step two: the site says whether the password matched. A match opens a
-- 'password' session under a new secret; either way the attempt is logged.
CREATE FUNCTION staff_sign_in_password(p_account bigint, p_name_key text, p_client text, p_matched boolean, p_token_sha256 bytea)
RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    IF p_account IS NULL OR NOT p_matched THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (p_account, p_name_key, p_client, 'password_bad');
        RETURN false;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (p_account, p_name_key, p_client, 'password_ok');
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_token_sha256, p_account, 'password');
    RETURN true;
END $$;

-- The session a cookie names, if it is still open at the stage asked for.
-- Ends (and logs) one that has outlived its limits; a full session's
-- last_seen_at moves at most once a minute. Used by every staff request.
CREATE FUNCTION staff_session_of(p_token_sha256 bytea, p_stage text)
RETURNS TABLE (account_id bigint, name text, display_name text, roles text[], created_at timestamptz)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_session staff_session;
    v_account staff_account;
BEGIN
    SELECT * INTO v_session FROM staff_session s WHERE s.token_sha256 = p_token_sha256 AND s.ended_at IS NULL AND s.stage = p_stage;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT * INTO v_account FROM staff_account a WHERE a.id = v_session.account_id;
    IF v_account.disabled_at IS NOT NULL
       OR (p_stage = 'full' AND (v_session.last_seen_at < now() - interval '30 minutes' OR v_session.created_at < now() - interval '12 hours'))
       OR (p_stage <> 'full' AND v_session.created_at < now() - interval '10 minutes') THEN
        UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
        IF p_stage = 'full' THEN
            INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
            VALUES (v_account.id, 'account:' || v_account.id, 'server', 'session_expired');
        END IF;
        RETURN;
    END IF;
    IF p_stage = 'full' AND v_session.last_seen_at < now() - interval '1 minute' THEN
        UPDATE staff_session s SET last_seen_at = now() WHERE s.token_sha256 = p_token_sha256;
    END IF;
    RETURN QUERY SELECT v_account.id, v_account.name, v_account.display_name, v_account.roles, v_session.created_at;
END $$;

-- The authenticator secret, for the site to check a code against: only for a
-- session at the 'password' stage ('enrol': the pending secret, to show and check).
CREATE FUNCTION staff_totp_secret(p_token_sha256 bytea, p_stage text) RETURNS text
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT CASE p_stage WHEN 'password' THEN a.totp_secret WHEN 'enrol' THEN a.totp_pending END
    FROM staff_session_of(p_token_sha256, p_stage) s JOIN staff_account a ON a.id = s.account_id
    WHERE p_stage IN ('password', 'enrol')
$$;

-- Step three: a code, or a recovery code. p_step is the 30-second step the
-- site found the code valid for (NULL: it matched none); a step at or before
-- the last one accepted is a replay and fails. Success ends the 'password'
-- session and opens a full one under a new secret. Five wrong codes end the
-- 'password' session: the person starts again, and the name's count locks it.
CREATE FUNCTION staff_sign_in_code(p_token_sha256 bytea, p_client text, p_name_key text, p_step bigint, p_recovery_sha256 bytea, p_new_token_sha256 bytea)
RETURNS TABLE (signed_in boolean, recovery_codes_left integer)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
    v_ok boolean := false;
    v_recovery boolean := false;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'password') s;
    IF v_account IS NULL THEN
        RETURN QUERY SELECT false, NULL::integer;
        RETURN;
    END IF;
    IF p_step IS NOT NULL THEN
        UPDATE staff_account a SET totp_last_step = p_step WHERE a.id = v_account AND a.totp_last_step < p_step;
        v_ok := FOUND;
    ELSIF p_recovery_sha256 IS NOT NULL THEN
        UPDATE staff_recovery_code r SET used_at = now()
        WHERE r.account_id = v_account AND r.code_sha256 = p_recovery_sha256 AND r.used_at IS NULL;
        v_ok := FOUND;
        v_recovery := FOUND;
    END IF;
    IF NOT v_ok THEN
        INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, p_name_key, p_client, 'code_bad');
        IF (SELECT count(*) FROM staff_sign_in_log l WHERE l.account_id = v_account AND l.event = 'code_bad'
              AND l.at >= (SELECT s.created_at FROM staff_session s WHERE s.token_sha256 = p_token_sha256)) >= 5 THEN
            UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
        END IF;
        RETURN QUERY SELECT false, NULL::integer;
        RETURN;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
    VALUES (v_account, p_name_key, p_client, CASE WHEN v_recovery THEN 'recovery_code_used' ELSE 'code_ok' END);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account, 'full');
    RETURN QUERY SELECT true, (SELECT count(*)::integer FROM staff_recovery_code r WHERE r.account_id = v_account AND r.used_at IS NULL);
END $$;

-- Ends this session, or every open session of its account.
CREATE FUNCTION staff_sign_out(p_token_sha256 bytea, p_everywhere boolean, p_client text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
BEGIN
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256 AND s.ended_at IS NULL
    RETURNING s.account_id INTO v_account;
    IF v_account IS NULL THEN RETURN; END IF;
    IF p_everywhere THEN
        UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account AND s.ended_at IS NULL;
    END IF;
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
    VALUES (v_account, 'account:' || v_account, p_client, CASE WHEN p_everywhere THEN 'signed_out_everywhere' ELSE 'signed_out' END);
END $$;

-- Enrolment, step one: the invitation's link, a chosen password, and a new
-- authenticator secret held as pending. The invitation is spent; an 'enrol'
-- session carries the person to step two. False: no such invitation, or spent, or expired.
CREATE FUNCTION staff_enrol_password(p_invitation_sha256 bytea, p_password_hash text, p_totp_pending text, p_token_sha256 bytea)
RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
BEGIN
    UPDATE staff_invitation i SET used_at = now()
    WHERE i.token_sha256 = p_invitation_sha256 AND i.used_at IS NULL AND i.expires_at > now()
    RETURNING i.account_id INTO v_account;
    IF v_account IS NULL THEN RETURN false; END IF;
    UPDATE staff_account a SET password_hash = p_password_hash, totp_pending = p_totp_pending WHERE a.id = v_account AND a.disabled_at IS NULL;
    IF NOT FOUND THEN RETURN false; END IF;
    -- A new enrolment replaces the old one: its sessions end.
    UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account AND s.ended_at IS NULL;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_token_sha256, v_account, 'enrol');
    RETURN true;
END $$;

-- The name an invitation is for, while it can still be used.
CREATE FUNCTION staff_invitation_for(p_invitation_sha256 bytea) RETURNS TABLE (name text, display_name text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT a.name, a.display_name FROM staff_invitation i JOIN staff_account a ON a.id = i.account_id
    WHERE i.token_sha256 = p_invitation_sha256 AND i.used_at IS NULL AND i.expires_at > now() AND a.disabled_at IS NULL
$$;

-- Enrolment, step two: the first code proves the app holds the pending
-- secret; it becomes the account's, with the recovery codes shown once, and a full session opens.
CREATE FUNCTION staff_enrol_code(p_token_sha256 bytea, p_client text, p_step bigint, p_recovery_sha256 bytea[], p_new_token_sha256 bytea)
RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
BEGIN
    SELECT s.account_id INTO v_account FROM staff_session_of(p_token_sha256, 'enrol') s;
    IF v_account IS NULL OR p_step IS NULL OR cardinality(p_recovery_sha256) < 8 THEN RETURN false; END IF;
    UPDATE staff_account a SET totp_secret = a.totp_pending, totp_pending = NULL, totp_last_step = p_step WHERE a.id = v_account;
    DELETE FROM staff_recovery_code r WHERE r.account_id = v_account;
    INSERT INTO staff_recovery_code (account_id, code_sha256) SELECT v_account, unnest(p_recovery_sha256);
    UPDATE staff_session s SET ended_at = now() WHERE s.token_sha256 = p_token_sha256;
    INSERT INTO staff_session (token_sha256, account_id, stage) VALUES (p_new_token_sha256, v_account, 'full');
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event) VALUES (v_account, 'account:' || v_account, p_client, 'enrolled');
    RETURN true;
END $$;

-- The admin's side. p_actor is the admin's session; the function checks the
-- role itself, so an editor's session, or none, changes nothing (42501).
CREATE FUNCTION staff_admin_of(p_token_sha256 bytea) RETURNS staff_account
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account staff_account;
BEGIN
    SELECT a.* INTO v_account FROM staff_session_of(p_token_sha256, 'full') s JOIN staff_account a ON a.id = s.account_id;
    IF NOT FOUND OR NOT 'admin' = ANY (v_account.roles) THEN
        RAISE EXCEPTION 'only a signed-in admin may manage accounts' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN v_account;
END $$;

-- Makes an account, or renews the invitation of one not yet enrolled, and
-- records who did it. p_by is the owner's CLI (NULL session) or an admin.
CREATE FUNCTION staff_invite_as(p_by text, p_name text, p_display_name text, p_roles text[], p_invitation_sha256 bytea)
RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_account bigint;
BEGIN
    INSERT INTO staff_account (name, display_name, roles, created_by) VALUES (p_name, btrim(p_display_name), p_roles, p_by)
    ON CONFLICT (name) DO UPDATE SET display_name = excluded.display_name, roles = excluded.roles
    WHERE staff_account.password_hash IS NULL OR staff_account.totp_secret IS NULL
    RETURNING id INTO v_account;
    IF v_account IS NULL THEN
        RAISE EXCEPTION 'there is already an account called %', p_name USING ERRCODE = 'unique_violation';
    END IF;
    UPDATE staff_invitation i SET used_at = now() WHERE i.account_id = v_account AND i.used_at IS NULL;
    INSERT INTO staff_invitation (token_sha256, account_id, expires_at) VALUES (p_invitation_sha256, v_account, now() + interval '3 days');
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (p_by, 'staff account invited', 'staff:' || p_name, jsonb_build_object('display_name', btrim(p_display_name), 'roles', to_jsonb(p_roles)));
    RETURN v_account;
END $$;

CREATE FUNCTION staff_invite(p_admin_token bytea, p_name text, p_display_name text, p_roles text[], p_invitation_sha256 bytea)
RETURNS bigint
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT staff_invite_as((staff_admin_of(p_admin_token)).name, p_name, p_display_name, p_roles, p_invitation_sha256)
$$;

-- Disables (at once: every session ends) or enables an account, or lifts a lock.
CREATE FUNCTION staff_account_set(p_admin_token bytea, p_name text, p_change text, p_client text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_admin staff_account := staff_admin_of(p_admin_token);
    v_account staff_account;
BEGIN
    SELECT * INTO v_account FROM staff_account a WHERE a.name = p_name;
    IF NOT FOUND OR p_change NOT IN ('disable', 'enable', 'unlock') THEN
        RAISE EXCEPTION 'no such account or change' USING ERRCODE = 'no_data_found';
    END IF;
    IF p_change = 'disable' AND v_account.id = v_admin.id THEN
        RAISE EXCEPTION 'an admin cannot disable their own account' USING ERRCODE = 'check_violation';
    END IF;
    IF p_change = 'disable' THEN
        UPDATE staff_account a SET disabled_at = now() WHERE a.id = v_account.id AND a.disabled_at IS NULL;
        UPDATE staff_session s SET ended_at = now() WHERE s.account_id = v_account.id AND s.ended_at IS NULL;
    ELSIF p_change = 'enable' THEN
        UPDATE staff_account a SET disabled_at = NULL WHERE a.id = v_account.id;
    ELSE
        -- The lock is kept by the name's key, which only the site can compute: it logs the unlock under it too (below).
        NULL;
    END IF;
    INSERT INTO audit_log (actor, action, subject, before, after)
    VALUES (v_admin.name, CASE p_change WHEN 'disable' THEN 'staff account disabled' WHEN 'enable' THEN 'staff account enabled' ELSE 'staff account unlocked' END,
            'staff:' || p_name,
            jsonb_build_object('disabled', v_account.disabled_at IS NOT NULL), NULL);
END $$;

CREATE FUNCTION staff_unlock(p_admin_token bytea, p_name text, p_name_key text, p_client text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM staff_account_set(p_admin_token, p_name, 'unlock', p_client);
    INSERT INTO staff_sign_in_log (account_id, name_key, client, event)
    SELECT a.id, p_name_key, p_client, 'unlocked' FROM staff_account a WHERE a.name = p_name;
END $$;

-- What the accounts page lists: never a hash or a secret.
CREATE FUNCTION staff_accounts(p_admin_token bytea)
RETURNS TABLE (name text, display_name text, roles text[], enrolled boolean, disabled boolean, created_by text, created_at timestamptz,
               last_signed_in timestamptz, open_sessions integer)
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT a.name, a.display_name, a.roles, a.totp_secret IS NOT NULL, a.disabled_at IS NOT NULL, a.created_by, a.created_at,
           (SELECT max(l.at) FROM staff_sign_in_log l WHERE l.account_id = a.id AND l.event IN ('code_ok', 'recovery_code_used', 'enrolled')),
           (SELECT count(*)::integer FROM staff_session s WHERE s.account_id = a.id AND s.ended_at IS NULL AND s.stage = 'full'
              AND s.last_seen_at > now() - interval '30 minutes' AND s.created_at > now() - interval '12 hours')
    FROM staff_account a, staff_admin_of(p_admin_token) admin
    ORDER BY a.disabled_at IS NOT NULL, a.name
$$;

DO $$
DECLARE
    v_function text;
BEGIN
    FOREACH v_function IN ARRAY ARRAY[
        'staff_sign_in_wait(text, text)', 'staff_sign_in_start(text, text, text)',
        'staff_sign_in_password(bigint, text, text, boolean, bytea)', 'staff_session_of(bytea, text)',
        'staff_totp_secret(bytea, text)', 'staff_sign_in_code(bytea, text, text, bigint, bytea, bytea)',
        'staff_sign_out(bytea, boolean, text)', 'staff_enrol_password(bytea, text, text, bytea)',
        'staff_invitation_for(bytea)', 'staff_enrol_code(bytea, text, bigint, bytea[], bytea)',
        'staff_admin_of(bytea)', 'staff_invite(bytea, text, text, text[], bytea)',
        'staff_account_set(bytea, text, text, text)', 'staff_unlock(bytea, text, text, text)', 'staff_accounts(bytea)'
    ] LOOP
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_function);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO nassco_app', v_function);
    END LOOP;
END $$;
-- Only the owner (npm run staff:invite) may make an account without an admin's session.
REVOKE ALL ON FUNCTION staff_invite_as(text, text, text, text[], bytea) FROM PUBLIC;
